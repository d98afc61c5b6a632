import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AddressInput } from "~/features/profile/address-schema.server.ts";
import { ADDRESS_NAME_OPTIONS, STATE_OPTIONS, type AddressFormValues } from "~/features/profile/address-options.ts";
import { CheckboxField, Field, FormErrors, SelectField } from "~/ui/field.tsx";

/** The address fields of a Conform form (its `fields`). */
export type AddressFieldset = { [K in keyof AddressFormValues]-?: FieldMetadata<unknown> };

/**
 * The Add/Edit Address form (inside a RouteModal). With JavaScript the free-text
 * 'State / Province' replaces the State select while 'State not listed?' is ticked; without it both
 * show, with a hint that the free text counts only when the box is ticked.
 */
export function AddressForm({
  id,
  lastResult,
  defaultValue,
  isPrimary = false,
  cancelTo,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: AddressFormValues;
  /** Editing the primary address: no "make primary" box, it already is. */
  isPrimary?: boolean;
  cancelTo: string;
}) {
  const [form, fields] = useForm<AddressFormValues, AddressInput>({
    id,
    lastResult,
    defaultValue: defaultValue ?? { country: "US" },
    // Validated on the server only (see docs/architecture.md, "The form pattern"): zod stays out of the bundle.
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="address-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <AddressFields fields={fields} />
      {isPrimary ? (
        <p className="hint">This is your primary address.</p>
      ) : (
        <CheckboxField
          label="Make this my primary address"
          inputProps={getInputProps(fields.makePrimary, { type: "checkbox" })}
          errors={fields.makePrimary.errors}
        />
      )}
      <div className="form-actions">
        <button className="btn" type="submit">
          Save Address
        </button>
        <Link to={cancelTo} preventScrollReset>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/**
 * The fields of an address (the member's Add/Edit Address, the admin's Info tab): name, lines,
 * city, state (a select, or free text when 'State not listed?' is ticked), zip, country, phone.
 * `autofill` false: the browser does not offer its own address.
 */
export function AddressFields({ fields, autofill = true }: { fields: AddressFieldset; autofill?: boolean }) {
  const hydrated = useHydrated();
  // Someone else's address (the admin's Info tab) is not filled in from the browser's own.
  const auto = (token: string) => (autofill ? token : "off");
  const notListed = fields.stateNotListed.value === "on";
  const showSelect = !hydrated || !notListed;
  const showOther = !hydrated || notListed;
  return (
    <>
      <SelectField
        label="Address Name"
        selectProps={getSelectProps(fields.name)}
        placeholder="Choose one"
        options={ADDRESS_NAME_OPTIONS}
        errors={fields.name.errors}
      />
      <Field
        label="Address Line 1"
        inputProps={{ ...getInputProps(fields.addressLine1, { type: "text" }), autoComplete: auto("address-line1") }}
        errors={fields.addressLine1.errors}
      />
      <Field
        label="Address Line 2"
        inputProps={{ ...getInputProps(fields.addressLine2, { type: "text" }), autoComplete: auto("address-line2") }}
        errors={fields.addressLine2.errors}
      />
      <Field
        label="City"
        inputProps={{ ...getInputProps(fields.city, { type: "text" }), autoComplete: auto("address-level2") }}
        errors={fields.city.errors}
      />
      {showSelect ? (
        <SelectField
          label="State"
          selectProps={getSelectProps(fields.state)}
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          errors={fields.state.errors}
        />
      ) : null}
      <CheckboxField
        label="State not listed?"
        inputProps={getInputProps(fields.stateNotListed, { type: "checkbox" })}
        errors={fields.stateNotListed.errors}
      />
      {showOther ? (
        <Field
          label="State / Province"
          hint={hydrated ? undefined : "Used only when “State not listed?” is ticked."}
          inputProps={{ ...getInputProps(fields.stateOther, { type: "text" }), autoComplete: auto("address-level1") }}
          errors={fields.stateOther.errors}
        />
      ) : null}
      <Field
        label="Zip"
        inputProps={{ ...getInputProps(fields.zip, { type: "text" }), autoComplete: auto("postal-code") }}
        errors={fields.zip.errors}
      />
      <Field
        label="Country"
        inputProps={{ ...getInputProps(fields.country, { type: "text" }), autoComplete: auto("country") }}
        errors={fields.country.errors}
      />
      <Field
        label="Phone"
        inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: auto("tel") }}
        errors={fields.phone.errors}
      />
    </>
  );
}
