/** The cart page's own parts (member spec /cart): a line's quantity form, the discount code form, a price with what it was, the totals. */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatCents } from "~/lib/money.ts";
import { ErrorList, Field } from "~/ui/field.tsx";

export function Money({ cents, wasCents }: { cents: number; wasCents?: number | null }) {
  return (
    <>
      {wasCents !== null && wasCents !== undefined ? (
        <>
          <s className="muted">
            <span className="visually-hidden">was </span>
            {formatCents(wasCents)}
          </s>{" "}
        </>
      ) : null}
      {formatCents(cents)}
    </>
  );
}

export function QuantityForm({
  line,
  lastResult,
  disabled,
}: {
  line: { id: number; name: string; quantity: number };
  lastResult: SubmissionResult<string[]> | undefined;
  disabled: boolean;
}) {
  const [form, fields] = useForm({
    id: `quantity-${line.id}`,
    lastResult,
    defaultValue: { quantity: String(line.quantity) },
    shouldValidate: "onSubmit",
  });
  const errors = fields.quantity.errors;
  const { key, ...quantityProps } = getInputProps(fields.quantity, { type: "number" });
  const inputId = `quantity-${line.id}-input`;
  const errorId = `${inputId}-error`;
  return (
    // The server checks the quantity (its message shows at the line with or without JavaScript).
    <Form method="post" {...getFormProps(form)} noValidate className="quantity-form">
      <input type="hidden" name="lineItemId" value={line.id} />
      <label htmlFor={inputId} className="visually-hidden">
        Quantity for {line.name}
      </label>
      <input
        key={key}
        {...quantityProps}
        id={inputId}
        min={1}
        inputMode="numeric"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
      />
      <button type="submit" name="intent" value="quantity" className="btn btn-secondary btn-small" disabled={disabled}>
        Update<span className="visually-hidden"> quantity for {line.name}</span>
      </button>
      <ErrorList id={errorId} errors={errors} />
    </Form>
  );
}

export function DiscountForm({ lastResult, disabled }: { lastResult: SubmissionResult<string[]> | undefined; disabled: boolean }) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({ id: "discount", lastResult, defaultValue: { code: "" }, shouldValidate: "onSubmit" });
  const [code, setCode] = useState(String(fields.code.initialValue ?? ""));
  return (
    <Form method="post" {...getFormProps(form)} className="discount-form">
      <Field
        label="Discount code"
        inputProps={{
          ...getInputProps(fields.code, { type: "text" }),
          autoComplete: "off",
          onChange: (e) => setCode(e.currentTarget.value),
        }}
        errors={fields.code.errors}
      />
      {/* Apply waits for a code once JavaScript runs; without it the server answers a blank code. */}
      <button
        type="submit"
        name="intent"
        value="discount"
        className="btn btn-secondary"
        disabled={disabled || (hydrated && code.trim() === "")}
      >
        Apply
      </button>
    </Form>
  );
}

/** Subtotal, the discount (when a code applies) and the total. */
export function CartTotals({
  cart,
}: {
  cart: { subtotalCents: number; totalCents: number; discount: { code: string; cents: number } | null };
}) {
  return (
    <dl className="cart-totals">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatCents(cart.subtotalCents)}</dd>
      </div>
      {cart.discount ? (
        <div>
          <dt>Discount ({cart.discount.code})</dt>
          <dd data-testid="cart-discount">-{formatCents(cart.discount.cents)}</dd>
        </div>
      ) : null}
      <div className="cart-total">
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatCents(cart.totalCents)}</dd>
      </div>
    </dl>
  );
}
