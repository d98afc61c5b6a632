/**
 * The body of an admin approve/reject modal (inside a RouteModal): message templates as a checkbox
 * multi-select (works without JavaScript), a free-text message, and for rejections that need one
 * a required status select. Validated on the server only (docs/architecture.md, "The form pattern"); errors
 * come back in `lastResult`. Used by the membership and CEU decisions.
 */
import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, ErrorList, FormErrors, SelectField, TextareaField } from "~/ui/field.tsx";

export type TemplateOption = { id: number; title: string };

/** Approve or reject: the chosen templates' bodies and the message are sent to the member. */
export function DecisionForm({
  id,
  templates,
  lastResult,
  submitLabel,
  danger = false,
  cancelTo,
  statusOptions,
  statusLabel = "Status",
  children,
}: {
  id: string;
  templates: readonly TemplateOption[];
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  danger?: boolean;
  cancelTo: string;
  /** a required "Status" select (reject CEU: the review status) */
  statusOptions?: ReadonlyArray<{ value: string; label: string }>;
  /** the select's label ("Step" for a course registration) */
  statusLabel?: string;
  /** the confirmation text above the fields */
  children?: ReactNode;
}) {
  const [form, fields] = useForm({ id, lastResult, shouldValidate: "onSubmit" });
  const initial = fields.selectedMessages.initialValue;
  const chosen = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  const templatesErrorId = `${id}-templates-error`;
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      {children}
      <FormErrors id={form.errorId} errors={form.errors} />
      {statusOptions ? (
        <SelectField
          label={statusLabel}
          selectProps={getSelectProps(fields.status)}
          errors={fields.status.errors}
          placeholder={`Select a ${statusLabel.toLowerCase()}`}
          options={statusOptions}
        />
      ) : null}
      {templates.length > 0 ? (
        <fieldset className="checkbox-group" aria-describedby={fields.selectedMessages.errors?.length ? templatesErrorId : undefined}>
          <legend>Message templates</legend>
          {templates.map((t) => (
            <CheckboxField
              key={t.id}
              label={t.title}
              inputProps={{
                id: `${id}-template-${t.id}`,
                name: fields.selectedMessages.name,
                value: String(t.id),
                defaultChecked: chosen.has(String(t.id)),
              }}
            />
          ))}
          <ErrorList id={templatesErrorId} errors={fields.selectedMessages.errors} />
        </fieldset>
      ) : null}
      <TextareaField
        label="Message (optional)"
        textareaProps={{ ...getTextareaProps(fields.message), rows: 4 }}
        errors={fields.message.errors}
      />
      <div className="form-actions">
        <button className={danger ? "btn btn-danger" : "btn"} type="submit">
          {submitLabel}
        </button>
        <Link to={cancelTo} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** A decision that cannot be taken (already decided, not submitted): why, and Close. */
export function DecisionBlocked({ closeTo, children }: { closeTo: string; children: ReactNode }) {
  return (
    <>
      {children}
      <p>
        <Link to={closeTo} preventScrollReset className="btn btn-secondary">
          Close
        </Link>
      </p>
    </>
  );
}
