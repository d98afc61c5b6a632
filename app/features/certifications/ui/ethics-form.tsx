/** The Code of Ethics to read and sign: typed signature and date, both required; works without JavaScript. */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormErrors } from "~/ui/field.tsx";

type EthicsValues = { signature: string; date: string };

export function EthicsForm({ html, today, lastResult }: { html: string; today: string; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm<EthicsValues>({ id: "ethics", lastResult, defaultValue: { signature: "", date: today } });
  return (
    <>
      {html ? (
        <details>
          <summary>Read the Code of Ethics</summary>
          <div className="html-card" dangerouslySetInnerHTML={{ __html: html }} />
        </details>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="sign-ethics" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Signature"
          hint="Type your full name to sign that you have read and will follow the Code of Ethics."
          inputProps={{ ...getInputProps(fields.signature, { type: "text" }), autoComplete: "name", maxLength: 200 }}
          errors={fields.signature.errors}
        />
        <Field label="Date" inputProps={{ ...getInputProps(fields.date, { type: "date" }), max: today }} errors={fields.date.errors} />
        <button type="submit" className="btn">
          Sign
        </button>
      </Form>
    </>
  );
}
