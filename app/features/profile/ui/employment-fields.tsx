/**
 * The employment form's fields (Professional Info tab; the registration wizard's Professional Info
 * step). Without JavaScript every category's work areas are listed, grouped by category, and the
 * Military Installation select is always there; once hydrated only the chosen categories' areas
 * show, and the installation only for a military primary category.
 */
import type { EmploymentValues } from "~/features/profile/employment.server.ts";
import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { YEARS_OF_SERVICE } from "~/domain/constants.ts";
import type { EmploymentFieldName, EmploymentOptions } from "~/features/profile/employment-schema.server.ts";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "~/ui/field.tsx";

export type EmploymentFieldset = Record<EmploymentFieldName, FieldMetadata<unknown>>;
type Category = EmploymentOptions["categories"][number];

const YEARS_OPTIONS = YEARS_OF_SERVICE.map((v) => ({ value: v, label: v }));

const YES_NO: Array<[EmploymentFieldName, string]> = [
  ["provideCounselingServices", "I provide financial counseling services"],
  ["agreeDemographicSearch", "I agree to appear in the demographic search"],
  ["offerVirtualCounseling", "I offer virtual counseling"],
  ["offerLocalCounseling", "I offer local counseling"],
  ["offerGroupWorkshops", "I offer group workshops"],
];

/** The current value(s) of a field as strings. */
function chosen(value: unknown): string[] {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** A checkbox group: a fieldset with its legend, its errors and the boxes (or a hint when there are none). */
function CheckboxGroup({
  legend,
  field,
  empty,
  children,
}: {
  legend: string;
  field: FieldMetadata<unknown>;
  empty?: string;
  children: ReactNode;
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset className="checkbox-group" aria-describedby={invalid ? field.errorId : undefined}>
      <legend>{legend}</legend>
      {empty ? <p className="hint">{empty}</p> : children}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** One checkbox per option of a collection field. */
function Boxes({ field, options }: { field: FieldMetadata<unknown>; options: Array<{ id: number; name: string }> }) {
  const names = new Map(options.map((o) => [String(o.id), o.name]));
  return (
    <>
      {getCollectionProps(field, { type: "checkbox", options: options.map((o) => String(o.id)) }).map((props) => (
        <CheckboxField key={props.key} label={names.get(props.value)} inputProps={props} />
      ))}
    </>
  );
}

/** Work areas grouped in one fieldset per category (legend = category name). */
function AreasByCategory({ field, categories }: { field: FieldMetadata<unknown>; categories: Category[] }) {
  return (
    <>
      {categories.map((c) =>
        c.workAreas.length ? (
          <fieldset key={c.id} className="work-area-category">
            <legend>{c.name}</legend>
            <Boxes field={field} options={c.workAreas} />
          </fieldset>
        ) : null,
      )}
    </>
  );
}

/**
 * The form's fields. The admin's Info tab edits the counselling boxes in a group of their own
 * (`counselling` false leaves them out) and someone else's details (`autofill` false: the browser
 * does not offer its own).
 */
export function EmploymentFields({
  fields,
  options,
  counselling = true,
  autofill = true,
}: {
  fields: EmploymentFieldset;
  options: EmploymentOptions;
  counselling?: boolean;
  autofill?: boolean;
}) {
  const hydrated = useHydrated();
  const { categories, installations } = options;
  // The chosen categories as the browser has them now: read from the form on every change, so the
  // area lists follow the boxes without client-side validation (zod stays out of the bundle).
  const [live, setLive] = useState<{ primary: string | undefined; secondary: string[] } | null>(null);
  const onChange = (event: React.ChangeEvent<HTMLDivElement>) => {
    const form = (event.target as HTMLInputElement).form;
    if (!form) return;
    const data = new FormData(form);
    setLive({
      primary: String(data.get(fields.primaryWorkAreaCategoryId.name) ?? "") || undefined,
      secondary: data.getAll(fields.workAreaCategories.name).map(String),
    });
  };
  const primaryId = live ? live.primary : chosen(fields.primaryWorkAreaCategoryId.initialValue)[0];
  const primary = categories.find((c) => String(c.id) === primaryId);
  const secondaryIds = new Set(live ? live.secondary : chosen(fields.workAreaCategories.initialValue));
  const primaryAreas = hydrated ? categories.filter((c) => c === primary) : categories;
  const secondaryAreas = hydrated ? categories.filter((c) => secondaryIds.has(String(c.id))) : categories;
  const showInstallation = !hydrated || Boolean(primary?.military);

  return (
    <div className="employment-fields" onChange={onChange}>
      <Field
        label="Organization"
        inputProps={{ ...getInputProps(fields.organization, { type: "text" }), autoComplete: autofill ? "organization" : "off" }}
        errors={fields.organization.errors}
      />
      <Field
        label="Job Title"
        inputProps={{ ...getInputProps(fields.jobTitle, { type: "text" }), autoComplete: autofill ? "organization-title" : "off" }}
        errors={fields.jobTitle.errors}
      />
      <SelectField
        label="Years of Service"
        selectProps={getSelectProps(fields.yearsOfService)}
        placeholder="Select years of service"
        options={YEARS_OPTIONS}
        errors={fields.yearsOfService.errors}
      />
      <SelectField
        label="Primary Work Area Category"
        selectProps={getSelectProps(fields.primaryWorkAreaCategoryId)}
        placeholder="Select a category"
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        errors={fields.primaryWorkAreaCategoryId.errors}
      />
      <CheckboxGroup
        legend="Primary Work Areas"
        field={fields.primaryWorkAreas}
        empty={hydrated && !primary ? "Choose a primary work area category to see its work areas." : undefined}
      >
        <AreasByCategory field={fields.primaryWorkAreas} categories={primaryAreas} />
      </CheckboxGroup>
      {showInstallation ? (
        <SelectField
          label={
            hydrated ? (
              "Military Installation"
            ) : (
              <>
                Military Installation <span className="label-note">(for military work area categories)</span>
              </>
            )
          }
          selectProps={getSelectProps(fields.militaryInstallationId)}
          placeholder="Select an installation"
          options={installations.map((i) => ({ value: String(i.id), label: i.name }))}
          errors={fields.militaryInstallationId.errors}
        />
      ) : null}
      <CheckboxGroup legend="Other Work Area Categories" field={fields.workAreaCategories}>
        <Boxes field={fields.workAreaCategories} options={categories} />
      </CheckboxGroup>
      <CheckboxGroup
        legend="Other Work Areas"
        field={fields.workAreas}
        empty={hydrated && secondaryAreas.length === 0 ? "Choose other work area categories to see their work areas." : undefined}
      >
        <AreasByCategory field={fields.workAreas} categories={secondaryAreas} />
      </CheckboxGroup>
      <CheckboxField
        label="Other"
        inputProps={getInputProps(fields.workAreaOther, { type: "checkbox" })}
        errors={fields.workAreaOther.errors}
      />
      <Field
        label="Other areas of work"
        inputProps={getInputProps(fields.areasOfWorkOther, { type: "text" })}
        errors={fields.areasOfWorkOther.errors}
      />
      <TextareaField
        label="Areas of Expertise"
        textareaProps={{ ...getTextareaProps(fields.areasOfExpertise), rows: 4 }}
        errors={fields.areasOfExpertise.errors}
      />
      {(counselling ? YES_NO : []).map(([name, label]) => (
        <CheckboxField
          key={name}
          label={label}
          inputProps={getInputProps(fields[name], { type: "checkbox" })}
          errors={fields[name].errors}
        />
      ))}
    </div>
  );
}

/** The saved values as the form posts them (strings, "on" for a ticked box). */
export function employmentDefaults(v: EmploymentValues) {
  const box = (b: boolean) => (b ? "on" : undefined);
  const id = (n: number | null) => (n === null ? undefined : String(n));
  return {
    organization: v.organization ?? undefined,
    jobTitle: v.jobTitle ?? undefined,
    yearsOfService: v.yearsOfService ?? undefined,
    primaryWorkAreaCategoryId: id(v.primaryWorkAreaCategoryId),
    primaryWorkAreas: v.primaryWorkAreas.map(String),
    workAreaCategories: v.workAreaCategories.map(String),
    workAreas: v.workAreas.map(String),
    militaryInstallationId: id(v.militaryInstallationId),
    workAreaOther: box(v.workAreaOther),
    areasOfWorkOther: v.areasOfWorkOther ?? undefined,
    areasOfExpertise: v.areasOfExpertise ?? undefined,
    provideCounselingServices: box(v.provideCounselingServices),
    agreeDemographicSearch: box(v.agreeDemographicSearch),
    offerVirtualCounseling: box(v.offerVirtualCounseling),
    offerLocalCounseling: box(v.offerLocalCounseling),
    offerGroupWorkshops: box(v.offerGroupWorkshops),
  };
}
