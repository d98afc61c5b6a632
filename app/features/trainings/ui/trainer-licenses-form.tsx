import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import { Field, FormErrors, SubmitRow } from "~/ui/field.tsx";

/** How many licenses to put in the cart (at least 1: 'Please enter a quantity greater than 0', checked on the server). */
export function LicenseQuantityForm({ id, price, lastResult }: { id: string; price: string; lastResult?: unknown }) {
  const [form, fields] = useForm<{ quantity: string }>({
    id,
    lastResult: lastResult as SubmissionResult<string[]> | undefined,
    defaultValue: { quantity: "1" },
  });
  return (
    <Form method="post" action={paths.trainings.independent.licenses()} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label="Quantity"
        hint={`${price} per license`}
        inputProps={{ ...getInputProps(fields.quantity, { type: "number" }), min: 1, step: 1, inputMode: "numeric" }}
        errors={fields.quantity.errors}
      />
      <SubmitRow label="Add to Cart" />
    </Form>
  );
}
