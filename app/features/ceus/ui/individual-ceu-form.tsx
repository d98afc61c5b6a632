/**
 * The individual CEU form, for the member (/ceus/individual/new and /{id}) and for an admin (the
 * CEU Individual Approval form). Plain multipart form posts; validated on the server
 * (features/ceus/individual-submit.server.ts `submitIndividualCeuForm`), whose reply carries the
 * values to show, so applying a completion code, clearing it and deleting a file all work without
 * JavaScript.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { IndividualCeuFormData, IndividualCeuValues } from "~/features/ceus/individual-form.server.ts";
import type { FormReply } from "~/kit/forms/outcome.ts";
import { AttachedFiles, FileInput, FileLinks } from "~/ui/attached-files.tsx";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/ui/field.tsx";
import { resubmitLabel } from "~/kit/review/review-parts.tsx";
import { ProgramDetails } from "./program-details.tsx";

const DOCUMENT_TYPES = "application/pdf,image/jpeg,image/png";

type Mode = "member" | "admin";

type FormShape = IndividualCeuValues & { verified: string; agendaFile: string; certificateFile: string };

export function IndividualCeuForm({ data, reply, mode }: { data: IndividualCeuFormData; reply: FormReply | null | undefined; mode: Mode }) {
  // A new reply (code applied or cleared, file deleted, errors) remounts the form with its values.
  return <CeuFormBody key={reply?.seq ?? 0} data={data} reply={reply ?? null} mode={mode} />;
}

function CeuFormBody({ data, reply, mode }: { data: IndividualCeuFormData; reply: FormReply | null; mode: Mode }) {
  // The server answers every post with all the values to show (after applying or clearing a code
  // they differ from what was posted).
  const values = (reply?.result.initialValue as IndividualCeuValues | null | undefined) ?? data.defaultValue;
  const [form, fields] = useForm<FormShape>({
    id: `individual-ceu-${data.id ?? "new"}`,
    lastResult: reply?.result ?? null,
    defaultValue: values,
    shouldValidate: "onSubmit",
  });
  // Filled in from a pre-approved group CEU (its completion code applied): those fields are locked.
  const locked = values.preapprovedCreditId !== "";
  const lockedHint = locked ? "Filled in from the pre-approved program." : undefined;
  const creditTypeLabel = data.creditTypes.find((t) => t.value === values.creditTypeId)?.label ?? "";
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      {/* Enter in a text field saves (the first submit button is the form's default). */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Save
      </button>
      <FormErrors id={form.errorId} errors={form.errors} />
      {reply?.notice ? (
        <p className="alert alert-success" role="status">
          {reply.notice}
        </p>
      ) : null}
      <SelectField
        label="Reporting Period"
        selectProps={getSelectProps(fields.reportingPeriodId)}
        errors={fields.reportingPeriodId.errors}
        placeholder="Select a reporting period"
        options={data.periods}
      />
      <fieldset className="ceu-code">
        <legend>Completion Code</legend>
        <p className="hint">Attended a pre-approved program? Enter the completion code you were given and apply it.</p>
        <div className="ceu-code-row">
          <Field
            label="Completion Code"
            inputProps={{ ...getInputProps(fields.completionCode, { type: "text" }), readOnly: locked, autoComplete: "off" }}
            errors={fields.completionCode.errors}
          />
          {locked ? (
            <button type="submit" name="intent" value="clear-code" className="btn btn-secondary" formNoValidate>
              Clear
            </button>
          ) : (
            <button type="submit" name="intent" value="apply-code" className="btn btn-secondary" formNoValidate>
              Apply
            </button>
          )}
        </div>
        {locked ? (
          <>
            <input type="hidden" name="preapprovedCreditId" value={values.preapprovedCreditId} />
            <p className="muted">
              Pre-approved program: <strong>{values.programTitle}</strong> by {values.sponsor}
            </p>
          </>
        ) : null}
      </fieldset>
      <Field
        label="Completion Date"
        inputProps={{ ...getInputProps(fields.completionDate, { type: "date" }), max: data.today }}
        errors={fields.completionDate.errors}
      />
      <Field
        label="Credits"
        hint={lockedHint}
        inputProps={{
          ...getInputProps(fields.credits, { type: "number" }),
          step: "0.25",
          min: "0.25",
          inputMode: "decimal",
          readOnly: locked,
        }}
        errors={fields.credits.errors}
      />
      {locked ? (
        <div className="field">
          <label htmlFor="ceu-credit-type-locked">Credit Type</label>
          <input id="ceu-credit-type-locked" type="text" value={creditTypeLabel} readOnly />
          <input type="hidden" name={fields.creditTypeId.name} value={values.creditTypeId} />
        </div>
      ) : (
        <SelectField
          label="Credit Type"
          selectProps={getSelectProps(fields.creditTypeId)}
          errors={fields.creditTypeId.errors}
          placeholder="Select a credit type"
          options={data.creditTypes}
        />
      )}
      <Field
        label="Program Title"
        inputProps={{ ...getInputProps(fields.programTitle, { type: "text" }), readOnly: locked }}
        errors={fields.programTitle.errors}
      />
      <Field
        label="Sponsor"
        inputProps={{ ...getInputProps(fields.sponsor, { type: "text" }), readOnly: locked }}
        errors={fields.sponsor.errors}
      />
      <TextareaField
        label="Program Description"
        textareaProps={{ ...getTextareaProps(fields.programDescription), rows: 4, readOnly: locked }}
        errors={fields.programDescription.errors}
      />
      <TextareaField
        label="Program Agenda"
        textareaProps={{ ...getTextareaProps(fields.programAgenda), rows: 4, readOnly: locked }}
        errors={fields.programAgenda.errors}
      />
      {locked && values.preapprovedAgendaFile ? (
        <p className="muted">The sponsor&apos;s agenda file ({values.preapprovedAgendaFile}) is on record.</p>
      ) : null}
      <FileInput
        id="ceu-agenda-file"
        name="agendaFile"
        label={locked ? "Upload agenda (optional)" : "Or upload the agenda (PDF, JPEG or PNG)"}
        accept={DOCUMENT_TYPES}
        errors={fields.agendaFile.errors}
      />
      <FileInput
        id="ceu-certificate-file"
        name="certificateFile"
        label="Completion certificate (PDF, JPEG or PNG, optional)"
        accept={DOCUMENT_TYPES}
        errors={fields.certificateFile.errors}
      />
      <AttachedFiles files={data.files} />
      {mode === "member" ? (
        <CheckboxField
          label="I verify that I completed this program and that the information above is accurate."
          inputProps={{ ...getInputProps(fields.verified, { type: "checkbox" }), defaultChecked: false }}
          errors={fields.verified.errors}
        />
      ) : null}
      <div className="form-actions">
        <button type="submit" name="intent" value="save" className="btn">
          {resubmitLabel(data, mode)}
        </button>
      </div>
    </Form>
  );
}

/** An approved CEU as the member sees it: static fields. */
export function IndividualCeuView({ data }: { data: IndividualCeuFormData }) {
  const v = data.defaultValue;
  return (
    <dl className="details">
      <dt>Status</dt>
      <dd>
        <span className={`badge badge-${data.tone}`}>{data.statusLabel}</span>
      </dd>
      <dt>Reporting Period</dt>
      <dd>{data.view.period}</dd>
      {v.completionCode ? (
        <>
          <dt>Completion Code</dt>
          <dd>{v.completionCode}</dd>
        </>
      ) : null}
      <dt>Completion Date</dt>
      <dd>{data.view.completionDate}</dd>
      <ProgramDetails values={v} creditType={data.view.creditType} />
      <dt>Files</dt>
      <dd>{data.files.length === 0 ? "None" : <FileLinks files={data.files} />}</dd>
    </dl>
  );
}
