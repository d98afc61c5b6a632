/**
 * The experience form, for the member (certifications-and-training/experience/new and /{id}) and
 * for an admin (the Experience review page). A plain multipart post validated on the server
 * (`submitExperienceForm`), so it works without JavaScript; deleting a file posts the same form.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Fragment } from "react";
import type { ExperienceFormData, ExperienceValues } from "~/features/experience/experience-form.server.ts";
import type { FormReply } from "~/kit/forms/outcome.ts";
import { customFieldName } from "~/features/experience/rules.ts";
import { resubmitLabel } from "~/kit/review/review-parts.tsx";
import { AttachedFiles, FileInput, FileLinks } from "~/ui/attached-files.tsx";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/ui/field.tsx";

const DOCUMENT_TYPES = "application/pdf,image/jpeg,image/png";

type Mode = "member" | "admin";

export function ExperienceForm({ data, reply, mode }: { data: ExperienceFormData; reply: FormReply | null | undefined; mode: Mode }) {
  // A new reply (a file deleted, errors) remounts the form with the values it shows.
  return <ExperienceFormBody key={reply?.seq ?? 0} data={data} reply={reply ?? null} mode={mode} />;
}

function ExperienceFormBody({ data, reply, mode }: { data: ExperienceFormData; reply: FormReply | null; mode: Mode }) {
  const values = (reply?.result.initialValue as ExperienceValues | null | undefined) ?? data.defaultValue;
  const [form, fields] = useForm<Record<string, string>>({
    id: `experience-${data.id ?? "new"}`,
    lastResult: reply?.result ?? null,
    defaultValue: values,
    shouldValidate: "onSubmit",
  });
  const f = (name: string) => fields[name]!;
  const text = (name: string, label: string, type: "text" | "email" | "tel" = "text", hint?: string) => (
    <Field label={label} hint={hint} inputProps={getInputProps(f(name), { type })} errors={f(name).errors} />
  );
  const typeHints = data.serviceTypes.map(
    (t) => `${t.label}: up to ${t.allowed} hours, ${t.left} left${t.fileRequired ? " (Experience Verification Form required)" : ""}`,
  );
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
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
        label="Service Type"
        selectProps={getSelectProps(f("fellowshipServiceTypeId"))}
        errors={f("fellowshipServiceTypeId").errors}
        placeholder="Select a service type"
        options={data.serviceTypes}
      />
      <details className="hint">
        <summary>Hours allowed by service type</summary>
        <ul>
          {typeHints.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </details>
      <Field
        label="Hours"
        inputProps={{ ...getInputProps(f("hours"), { type: "number" }), step: "0.01", min: "0.01", inputMode: "decimal" }}
        errors={f("hours").errors}
      />
      {text("organization", "Organization")}
      {data.militarySpouse ? null : text("title", "Job Title")}
      {text("supervisorName", "Supervisor Name")}
      {text("supervisorEmail", "Supervisor Email", "email")}
      {text("supervisorPhone", "Supervisor Phone", "tel")}
      <TextareaField
        label="Description"
        textareaProps={{ ...getTextareaProps(f("description")), rows: 4 }}
        errors={f("description").errors}
      />
      <Field
        label="Start Date"
        hint={`Experience counts from ${data.earliestStartLabel} (7 years before enrollment).`}
        inputProps={{ ...getInputProps(f("startDate"), { type: "date" }), max: data.today }}
        errors={f("startDate").errors}
      />
      <Field
        label="End Date"
        inputProps={{ ...getInputProps(f("endDate"), { type: "date" }), max: data.today }}
        errors={f("endDate").errors}
      />
      {data.militarySpouse ? (
        <>
          <Field
            label="Sessions"
            inputProps={{ ...getInputProps(f("sessions"), { type: "number" }), min: "0", step: "1" }}
            errors={f("sessions").errors}
          />
          <Field
            label="Attendance"
            inputProps={{ ...getInputProps(f("attendance"), { type: "number" }), min: "0", step: "1" }}
            errors={f("attendance").errors}
          />
          <TextareaField
            label="Practicum Impact"
            textareaProps={{ ...getTextareaProps(f("practicumImpact")), rows: 4 }}
            errors={f("practicumImpact").errors}
          />
        </>
      ) : null}
      {data.customFields.map((c) => {
        const name = customFieldName(c.key);
        return (
          <Field
            key={c.key}
            label={c.label}
            inputProps={
              c.type === "number"
                ? { ...getInputProps(f(name), { type: "number" }), min: "0", step: "1" }
                : getInputProps(f(name), { type: "text" })
            }
            errors={f(name).errors}
          />
        );
      })}
      <FileInput
        id="experience-verification-file"
        name="verificationFile"
        label="Experience Verification Form (PDF, JPEG or PNG)"
        hint="Required for some service types (see above)."
        accept={DOCUMENT_TYPES}
        errors={f("verificationFile").errors}
      />
      <AttachedFiles files={data.files} />
      {mode === "member" ? (
        <CheckboxField
          label="I verify that the information above is accurate and that my supervisor may be contacted to confirm it."
          inputProps={{ ...getInputProps(f("verified"), { type: "checkbox" }), defaultChecked: false }}
          errors={f("verified").errors}
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

/** An approved experience as the member sees it: static fields. */
export function ExperienceView({ data }: { data: ExperienceFormData }) {
  const v = data.defaultValue;
  const row = (label: string, value: string) => (
    <>
      <dt>{label}</dt>
      <dd>{value || "None"}</dd>
    </>
  );
  return (
    <dl className="details">
      <dt>Status</dt>
      <dd>
        <span className={`badge badge-${data.tone}`}>{data.statusLabel}</span>
      </dd>
      {row("Service Type", data.view.serviceType)}
      {row("Hours", v.hours ?? "")}
      {row("Organization", v.organization ?? "")}
      {data.militarySpouse ? null : row("Job Title", v.title ?? "")}
      {row("Supervisor Name", v.supervisorName ?? "")}
      {row("Supervisor Email", v.supervisorEmail ?? "")}
      {row("Supervisor Phone", v.supervisorPhone ?? "")}
      {row("Description", v.description ?? "")}
      {row("Start Date", data.view.startDate)}
      {row("End Date", data.view.endDate)}
      {data.militarySpouse ? (
        <>
          {row("Sessions", v.sessions ?? "")}
          {row("Attendance", v.attendance ?? "")}
          {row("Practicum Impact", v.practicumImpact ?? "")}
        </>
      ) : null}
      {data.customFields.map((c) => (
        <Fragment key={c.key}>{row(c.label, v[customFieldName(c.key)] ?? "")}</Fragment>
      ))}
      <dt>Files</dt>
      <dd>{data.files.length === 0 ? "None" : <FileLinks files={data.files} />}</dd>
    </dl>
  );
}
