/**
 * The bodies of the admin's line-item modals (inside a RouteModal): "Mark as paid" and "Change
 * price". Validated on the server only (docs/architecture.md, "The form pattern"); errors come back in
 * `lastResult`. `returnTo` (optional) is posted back so the action returns to the page that opened
 * the modal.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Field, FormErrors, TextareaField } from "~/ui/field.tsx";

export const MARK_PAID_CONFIRMATION = "Are you sure you would like to mark this as paid?";

export type DialogLineItem = {
  name: string;
  quantity: number;
  /** "$125.00" */ price: string;
  /** price × quantity, "$250.00" */ amount: string;
};

function ItemSummary({ item }: { item: DialogLineItem }) {
  return (
    <p>
      <strong>{item.name}</strong>: {item.quantity > 1 ? `${item.quantity} × ${item.price} = ${item.amount}` : item.price}
    </p>
  );
}

function ReturnTo({ value }: { value: string | null | undefined }) {
  return value ? <input type="hidden" name="returnTo" value={value} /> : null;
}

export function MarkPaidDialog({
  item,
  cancelTo,
  returnTo,
  lastResult,
}: {
  item: DialogLineItem;
  cancelTo: string;
  returnTo?: string | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useForm({ id: "mark-paid", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <p>{MARK_PAID_CONFIRMATION}</p>
      <ItemSummary item={item} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextareaField label="Notes (optional)" textareaProps={{ ...getTextareaProps(fields.notes), rows: 3 }} errors={fields.notes.errors} />
      <ReturnTo value={returnTo} />
      <div className="form-actions">
        <button className="btn" type="submit">
          Mark as paid
        </button>
        <Link to={cancelTo} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

export function ChangePriceDialog({
  item,
  defaultPrice,
  cancelTo,
  returnTo,
  lastResult,
}: {
  item: DialogLineItem;
  /** the current unit price as dollars for the input, e.g. "125.00" */
  defaultPrice: string;
  cancelTo: string;
  returnTo?: string | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useForm({ id: "change-price", lastResult, defaultValue: { price: defaultPrice }, shouldValidate: "onSubmit" });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <ItemSummary item={item} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label="Price"
        hint={item.quantity > 1 ? "In dollars, for each one." : "In dollars."}
        inputProps={{ ...getInputProps(fields.price, { type: "text" }), inputMode: "decimal", autoComplete: "off" }}
        errors={fields.price.errors}
      />
      <ReturnTo value={returnTo} />
      <div className="form-actions">
        <button className="btn" type="submit">
          Save
        </button>
        <Link to={cancelTo} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
