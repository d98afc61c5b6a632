/**
 * The one form of every system-data kind: its fields as the definition describes them (fields.ts),
 * a plain POST that works without JavaScript, errors under their fields.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { CheckboxField, ErrorList, Field, FormErrors, SelectField, TextareaField } from "~/ui/field.tsx";
import type { FieldView } from "../fields.ts";

const INPUT_TYPE = {
  text: "text",
  email: "email",
  url: "url",
  integer: "number",
  decimal: "number",
  money: "text",
  date: "date",
} as const;

export function RecordForm({
  id,
  fields,
  values,
  editing,
  lastResult,
  submitLabel,
  cancelTo,
  once,
}: {
  id: string;
  fields: FieldView[];
  values: Record<string, unknown>;
  editing: boolean;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  cancelTo: string;
  /** a new form's one-time key (kit/forms/once.server.ts) */
  once?: string;
}) {
  const [form, meta] = useForm<Record<string, unknown>>({
    id,
    lastResult,
    defaultValue: values as Record<string, string>,
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="record-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      {once ? <input type="hidden" name="once" value={once} /> : null}
      {fields.map((f) => {
        const field = meta[f.name]!;
        if (editing && f.createOnly) {
          const value = String(values[f.name] ?? "");
          const shown = f.options?.find((o) => o.value === value)?.label ?? value;
          return (
            <p className="field" key={f.name}>
              <strong>{f.label}:</strong> {shown || "—"}
            </p>
          );
        }
        switch (f.kind) {
          case "rows":
            return <RowsField key={f.name} field={f} meta={field} />;
          case "checkbox":
            return (
              <CheckboxField key={f.name} label={f.label} inputProps={getInputProps(field, { type: "checkbox" })} errors={field.errors} />
            );
          case "select":
          case "multiselect":
            return (
              <SelectField
                key={f.name}
                label={f.label}
                hint={f.help}
                selectProps={getSelectProps(field)}
                placeholder={f.required ? "Choose…" : "None"}
                options={f.options ?? []}
                errors={field.errors}
              />
            );
          case "textarea":
          case "html":
            return (
              <TextareaField
                key={f.name}
                label={f.label}
                hint={
                  f.kind === "html"
                    ? (f.help ?? "HTML: paragraphs, lists, links and images are kept; scripts and styles are removed.")
                    : f.help
                }
                textareaProps={{ ...getTextareaProps(field), rows: f.kind === "html" ? 10 : 4 }}
                errors={field.errors}
              />
            );
          default:
            return (
              <Field
                key={f.name}
                label={f.label}
                hint={f.kind === "money" ? (f.help ? `In dollars. ${f.help}` : "In dollars.") : f.help}
                inputProps={{
                  ...getInputProps(field, { type: INPUT_TYPE[f.kind as keyof typeof INPUT_TYPE] }),
                  ...(f.kind === "decimal" ? { step: "any" } : {}),
                  ...(f.kind === "money" ? { inputMode: "decimal" as const } : {}),
                }}
                errors={field.errors}
              />
            );
        }
      })}
      <div className="form-actions">
        <button className="btn" type="submit" name="intent" value="save">
          {submitLabel}
        </button>
        <Link className="btn btn-secondary" to={cancelTo}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** A rows field: one fieldset per row (the saved ones and two blank ones); a blank row is dropped on save. */
function RowsField({ field, meta }: { field: FieldView; meta: FieldMetadata<unknown> }) {
  const list = (meta as FieldMetadata<Record<string, string>[]>).getFieldList();
  return (
    <fieldset className="field rows-field" aria-describedby={`${meta.id}-hint`}>
      <legend>{field.label}</legend>
      <p id={`${meta.id}-hint`} className="hint">
        {field.help ? `${field.help} ` : ""}Clear a row to remove it; save to get more blank rows.
      </p>
      <ErrorList id={meta.errorId} errors={meta.errors} />
      {list.map((row, i) => {
        const cells = row.getFieldset();
        return (
          <fieldset key={row.key} className="rows-field-row">
            <legend>
              {field.label} {i + 1}
            </legend>
            {(field.rowFields ?? []).map((c) => {
              const cell = cells[c.name]!;
              return c.kind === "lines" ? (
                <TextareaField
                  key={c.name}
                  label={c.label}
                  hint="One per line."
                  textareaProps={{ ...getTextareaProps(cell), rows: 4 }}
                  errors={cell.errors}
                />
              ) : (
                <Field key={c.name} label={c.label} inputProps={getInputProps(cell, { type: "text" })} errors={cell.errors} />
              );
            })}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
