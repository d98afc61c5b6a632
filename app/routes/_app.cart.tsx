import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { DiscountCodeSchema, QuantitySchema } from "~/features/commerce/schemas.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { formatCents } from "~/lib/money.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { auditIfImpersonating } from "~/lib/audit.server.ts";
import { CHECKOUT_MESSAGES, cancelPendingCheckout } from "~/features/commerce/checkout-completion.server.ts";
import {
  applyDiscount,
  CART_LOCKED_MESSAGE,
  loadCart,
  removeDiscount,
  removeItem,
  updateQuantity,
  type CartResult,
} from "~/features/commerce/cart.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { ErrorList, Field } from "~/ui/field.tsx";
import { badRequest, notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Cart | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const cart = await loadCart(user.id);
  const priced = new Map(cart.pricing.lines.map((p) => [p.id, p]));
  return {
    lockedMessage: cart.locked ? CART_LOCKED_MESSAGE : null,
    lines: cart.lines.map((line) => {
      const p = priced.get(line.id);
      return {
        id: line.id,
        name: line.name,
        detail:
          [line.due ? `Due ${line.due}` : null, line.year ? `Year ${line.year}` : null, line.anonymous ? "Anonymous" : null]
            .filter(Boolean)
            .join(" · ") || null,
        withQty: line.withQty,
        quantity: p?.quantity ?? line.quantity,
        unitCents: p?.discountedUnitCents ?? line.finalPriceCents,
        wasUnitCents: p?.wasUnitCents ?? null,
        lineCents: p?.lineCents ?? 0,
      };
    }),
    itemCount: cart.pricing.itemCount,
    subtotalCents: cart.pricing.subtotalCents,
    discount: cart.discount ? { code: cart.discount.code, cents: cart.pricing.discountCents } : null,
    totalCents: cart.pricing.totalCents,
  };
}

type Reply =
  | { intent: "quantity"; lineItemId: number; result: SubmissionResult<string[]> }
  | { intent: "discount"; lineItemId?: undefined; result: SubmissionResult<string[]> };

/**
 * POST intents (each redirects back to the cart with a toast, or answers 400 with the field's error):
 * quantity (lineItemId, quantity), remove (lineItemId), discount (code), remove-discount.
 */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const userId = viewer.user.id;
  const formData = await request.formData();
  const intent = formData.get("intent");

  /** A change the service refused without a field (not found, locked, a registration item) or made. */
  async function done(result: CartResult, audit: { action: string; entityType: string; entityId: number; after?: unknown }) {
    if (!result.ok && result.notFound) throw notFound();
    if (!result.ok) return redirectWithToast(paths.cart(), { kind: "error", message: result.message });
    await auditIfImpersonating(viewer, audit);
    return redirectWithToast(paths.cart(), { kind: "success", message: result.message });
  }

  switch (intent) {
    case "quantity": {
      const lineItemId = idParam(String(formData.get("lineItemId") ?? ""));
      const submission = parseWithZod(formData, { schema: QuantitySchema });
      if (submission.status !== "success") return data<Reply>({ intent, lineItemId, result: submission.reply() }, { status: 400 });
      const result = await updateQuantity(userId, lineItemId, submission.value.quantity);
      if (!result.ok && result.field === "quantity") {
        return data<Reply>(
          { intent, lineItemId, result: submission.reply({ fieldErrors: { quantity: [result.message] } }) },
          { status: 400 },
        );
      }
      return done(result, {
        action: "cart.quantity",
        entityType: "LineItem",
        entityId: lineItemId,
        after: { quantity: submission.value.quantity },
      });
    }
    case "remove": {
      const lineItemId = idParam(String(formData.get("lineItemId") ?? ""));
      return done(await removeItem(userId, lineItemId), { action: "cart.remove", entityType: "LineItem", entityId: lineItemId });
    }
    case "discount": {
      const submission = parseWithZod(formData, { schema: DiscountCodeSchema });
      if (submission.status !== "success") return data<Reply>({ intent, result: submission.reply() }, { status: 400 });
      const result = await applyDiscount(userId, submission.value.code);
      if (!result.ok && result.field) {
        return data<Reply>({ intent, result: submission.reply({ fieldErrors: { code: [result.message] } }) }, { status: 400 });
      }
      return done(result, { action: "cart.discount.apply", entityType: "User", entityId: userId, after: { code: submission.value.code } });
    }
    case "cancel-payment": {
      const result = await cancelPendingCheckout(userId);
      if (result.kind === "paid") return redirectWithToast(paths.dashboard(), { kind: "success", message: CHECKOUT_MESSAGES.completed });
      const canceled = result.kind === "invalid" && result.message === CHECKOUT_MESSAGES.canceled;
      if (canceled) await auditIfImpersonating(viewer, { action: "checkout.cancel", entityType: "User", entityId: userId });
      return redirectWithToast(paths.cart(), {
        kind: canceled ? "info" : "error",
        message: result.kind === "redirect" ? CHECKOUT_MESSAGES.inProgress : result.message,
      });
    }
    case "remove-discount":
      return done(await removeDiscount(userId), { action: "cart.discount.remove", entityType: "User", entityId: userId });
    default:
      throw badRequest();
  }
}

type Line = ReturnType<typeof useLoaderData<typeof loader>>["lines"][number];

function Money({ cents, wasCents }: { cents: number; wasCents?: number | null }) {
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

function QuantityForm({
  line,
  lastResult,
  disabled,
}: {
  line: Line;
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

function DiscountForm({ lastResult, disabled }: { lastResult: SubmissionResult<string[]> | undefined; disabled: boolean }) {
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

export default function CartPage() {
  const cart = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locked = cart.lockedMessage !== null;

  return (
    <>
      <h1>Cart</h1>
      {cart.lockedMessage ? (
        <div className="alert alert-warning" role="status">
          <p>{cart.lockedMessage}</p>
          <Form method="post">
            <button type="submit" name="intent" value="cancel-payment" className="btn btn-secondary btn-small">
              Cancel payment
            </button>
          </Form>
        </div>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="card cart-empty">
          <p>Your cart is empty.</p>
          <ul className="cart-empty-links">
            <li>
              <Link to={paths.membership.root()}>Membership</Link>
            </li>
            <li>
              <Link to={paths.events.root()}>Events</Link>
            </li>
            <li>
              <Link to={paths.donate()}>Donate</Link>
            </li>
          </ul>
        </div>
      ) : (
        <div className="cart-layout">
          <div className="table-wrap">
            <table className="data cart-table">
              <caption className="visually-hidden">Items in your cart</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="num">
                    Price
                  </th>
                  <th scope="col">Quantity</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => (
                  <tr key={line.id}>
                    <td className="cart-item">
                      {line.name}
                      {line.detail ? (
                        <>
                          <br />
                          <small className="muted">{line.detail}</small>
                        </>
                      ) : null}
                    </td>
                    <td className="num">
                      <Money cents={line.unitCents} wasCents={line.wasUnitCents} />
                    </td>
                    <td>
                      {line.withQty ? (
                        <QuantityForm
                          line={line}
                          disabled={locked}
                          lastResult={reply?.intent === "quantity" && reply.lineItemId === line.id ? reply.result : undefined}
                        />
                      ) : (
                        line.quantity
                      )}
                    </td>
                    <td className="num">{formatCents(line.lineCents)}</td>
                    <td>
                      <Form method="post">
                        <input type="hidden" name="lineItemId" value={line.id} />
                        <button type="submit" name="intent" value="remove" className="btn btn-secondary btn-small" disabled={locked}>
                          Remove<span className="visually-hidden"> {line.name}</span>
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <section className="card cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">Summary</h2>
            <p>
              {cart.itemCount} {cart.itemCount === 1 ? "item" : "items"}
            </p>
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
            {cart.discount ? (
              <Form method="post">
                <button type="submit" name="intent" value="remove-discount" className="btn btn-secondary btn-small" disabled={locked}>
                  Remove discount
                </button>
              </Form>
            ) : null}
            <DiscountForm
              key={cart.discount?.code ?? "none"}
              disabled={locked}
              lastResult={reply?.intent === "discount" ? reply.result : undefined}
            />
            <div className="form-actions">
              <Link to={paths.checkout()} className="btn btn-block">
                Checkout
              </Link>
            </div>
          </section>
        </div>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
