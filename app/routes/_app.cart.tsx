import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { DiscountCodeSchema, QuantitySchema } from "~/features/commerce/schemas.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
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
import { cartColumns, type CartLineRow } from "~/features/commerce/cart-columns.tsx";
import { CartTotals, DiscountForm } from "~/features/commerce/ui/cart-forms.tsx";
import { RecordTable } from "~/ui/record-table.tsx";
import { badRequest, notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Cart | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const cart = await loadCart(user.id);
  const priced = new Map(cart.pricing.lines.map((p) => [p.id, p]));
  return {
    lockedMessage: cart.locked ? CART_LOCKED_MESSAGE : null,
    lines: cart.lines.map((line): CartLineRow => {
      const p = priced.get(line.id);
      return {
        id: line.id,
        name: line.name,
        detail:
          [line.due ? `Due ${line.due}` : null, line.year ? `Year ${line.year}` : null, line.anonymous ? "Anonymous" : null]
            .filter(Boolean)
            .join(" · ") || null,
        withQty: line.withQty,
        removable: line.removable,
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

/**
 * POST intents (each redirects back to the cart with a toast, or answers 400 with the field's error):
 * quantity (lineItemId, quantity), remove (lineItemId), discount (code), remove-discount,
 * cancel-payment. A reply carries the posted intent and lineItemId, so the page shows it at its form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  /** A change the service refused without a field (not found, locked, a registration item) or made. */
  function done(result: CartResult) {
    if (!result.ok && result.code === "notFound") throw notFound();
    return redirectWithToast(paths.cart(), { kind: result.ok ? "success" : "error", message: result.message });
  }

  switch (intent) {
    case "quantity": {
      const lineItemId = idParam(String(formData.get("lineItemId") ?? ""));
      const submission = parseWithZod(formData, { schema: QuantitySchema });
      if (submission.status !== "success") return replyTo(submission);
      const outcome = await updateQuantity(viewer.actor, lineItemId, submission.value.quantity);
      if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
      return done(outcome);
    }
    case "remove": {
      const lineItemId = idParam(String(formData.get("lineItemId") ?? ""));
      return done(await removeItem(viewer.actor, lineItemId));
    }
    case "discount": {
      const submission = parseWithZod(formData, { schema: DiscountCodeSchema });
      if (submission.status !== "success") return replyTo(submission);
      const outcome = await applyDiscount(viewer.actor, submission.value.code);
      if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
      return done(outcome);
    }
    case "cancel-payment": {
      const result = await cancelPendingCheckout(viewer.actor);
      if (result.kind === "paid") return redirectWithToast(paths.dashboard(), { kind: "success", message: CHECKOUT_MESSAGES.completed });
      if (result.kind === "canceled") return redirectWithToast(paths.cart(), { kind: "info", message: CHECKOUT_MESSAGES.canceled });
      return redirectWithToast(paths.cart(), { kind: "error", message: result.message });
    }
    case "remove-discount":
      return done(await removeDiscount(viewer.actor));
    default:
      throw badRequest();
  }
}

export default function CartPage() {
  const cart = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // The posted intent and line tell which form the reply belongs to.
  const posted = reply?.result.initialValue;
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
          <RecordTable
            className="cart-table"
            caption="Items in your cart"
            columns={cartColumns({
              locked,
              quantityReply: (lineId) =>
                posted?.intent === "quantity" && posted.lineItemId === String(lineId) ? reply?.result : undefined,
            })}
            rows={cart.lines}
          />
          <section className="card cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">Summary</h2>
            <p>
              {cart.itemCount} {cart.itemCount === 1 ? "item" : "items"}
            </p>
            <CartTotals cart={cart} />
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
              lastResult={posted?.intent === "discount" ? reply?.result : undefined}
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
