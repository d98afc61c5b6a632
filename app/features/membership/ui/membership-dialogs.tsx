/**
 * The body of the admin's add/edit user membership modal (inside a RouteModal). Validated on the server only
 * (docs/architecture.md, "The form pattern"); errors come back in `lastResult`.
 */
import { MEMBERSHIP_DAYS } from "~/features/membership/rules.ts";
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { CheckboxField, Field, FormErrors, SelectField } from "~/ui/field.tsx";
/** "YYYY-MM-DD" plus whole days (calendar arithmetic on the date alone), or "" for anything else. */
export function plusDaysISO(iso: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return "";
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

export type UserMembershipFormValues = { membershipTypeId?: string; start?: string; end?: string; approved?: string };

/**
 * Add/edit membership: Type, Start Date, End Date, Approved. With JavaScript, choosing a start date
 * fills the end date (start + 364 days) until the admin types an end date of their own.
 */
export function UserMembershipForm({
  id,
  typeOptions,
  defaultValue,
  lastResult,
  submitLabel,
  cancelTo,
  endFollowsStart = false,
}: {
  id: string;
  typeOptions: ReadonlyArray<{ value: string; label: string }>;
  defaultValue: UserMembershipFormValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  cancelTo: string;
  /** the end date shown is the default one (start + 364 days), so it follows a new start date */
  endFollowsStart?: boolean;
}) {
  const [form, fields] = useForm({ id, lastResult, defaultValue, shouldValidate: "onSubmit" });
  const follow = useRef(endFollowsStart);
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SelectField
        label="Type"
        selectProps={getSelectProps(fields.membershipTypeId)}
        placeholder="Choose a type"
        options={typeOptions}
        errors={fields.membershipTypeId.errors}
      />
      <Field
        label="Start Date"
        inputProps={{
          ...getInputProps(fields.start, { type: "date" }),
          onChange: (event) => {
            const end = event.currentTarget.form?.elements.namedItem(fields.end.name);
            if (!(end instanceof HTMLInputElement)) return;
            // follow the start only while the end is empty or was filled in here
            if (end.value && !follow.current) return;
            const next = plusDaysISO(event.currentTarget.value, MEMBERSHIP_DAYS);
            if (!next) return;
            end.value = next;
            follow.current = true;
          },
        }}
        errors={fields.start.errors}
      />
      <Field
        label="End Date"
        hint="A membership lasts 364 days after its start."
        inputProps={{
          ...getInputProps(fields.end, { type: "date" }),
          onInput: () => {
            follow.current = false;
          },
        }}
        errors={fields.end.errors}
      />
      <CheckboxField label="Approved" inputProps={getInputProps(fields.approved, { type: "checkbox" })} errors={fields.approved.errors} />
      <div className="form-actions">
        <button className="btn" type="submit">
          {submitLabel}
        </button>
        <Link to={cancelTo} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
