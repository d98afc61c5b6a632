import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirectDocument } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PAYMENT_METHOD_TYPE, type PaymentMethodType } from "~/domain/constants.ts";
import { donationCentsFromFields, NO_DONATION_ID } from "~/features/commerce/donation-options.ts";
import { availablePaymentMethods, defaultPaymentMethod, PAYMENT_METHOD_LABEL as METHOD_LABEL } from "~/features/commerce/payment-method.ts";
import { requireViewer } from "~/lib/auth.server.ts";
import { CheckoutSchema, toDonation } from "~/features/commerce/schemas.server.ts";
import { invalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast, toastHeader } from "~/lib/toast.server.ts";
import { loadCart } from "~/features/commerce/cart.server.ts";
import { CHECKOUT_MESSAGES } from "~/features/commerce/checkout-completion.server.ts";
import { checkoutExtras, newCheckoutKey, startCheckout } from "~/features/commerce/checkout.server.ts";
import { DonationFields } from "~/features/commerce/ui/donation-fields.tsx";
import { FormErrors } from "~/ui/field.tsx";
import { OrderSummary } from "~/features/commerce/ui/order-summary.tsx";

export const meta: MetaFunction = () => [{ title: "Checkout | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const [cart, extras] = await Promise.all([loadCart(viewer.user.id), checkoutExtras(viewer.user.id)]);
  // Nothing to pay for: back to the cart with a word, rather than a "Complete Order" for nothing.
  if (cart.lines.length === 0 && !cart.locked) {
    throw await redirectWithToast(paths.cart(), { kind: "info", message: CHECKOUT_MESSAGES.nothingToCheckOut });
  }
  const names = new Map(cart.lines.map((l) => [l.id, l]));
  return {
    // A new key for every rendering: resubmitting this form finds the first attempt instead of paying twice.
    checkoutKey: newCheckoutKey(),
    impersonating: viewer.impersonator !== null,
    savedCard: extras.savedCard,
    donationOptions: extras.donationOptions,
    locked: cart.locked,
    lines: cart.pricing.lines.map((p) => {
      const line = names.get(p.id);
      const detail = [line?.due ? `Due ${line.due}` : null, line?.year ? `Year ${line.year}` : null, line?.anonymous ? "Anonymous" : null]
        .filter(Boolean)
        .join(" · ");
      return {
        id: p.id,
        name: line?.name ?? "",
        quantity: p.quantity,
        lineCents: p.lineCents,
        wasCents: p.wasUnitCents !== null ? p.wasUnitCents * p.quantity : null,
        detail: detail || null,
      };
    }),
    subtotalCents: cart.pricing.subtotalCents,
    discount: cart.discount && cart.pricing.discountCents > 0 ? { code: cart.discount.code, cents: cart.pricing.discountCents } : null,
    cartTotalCents: cart.pricing.totalCents,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: CheckoutSchema });
  if (submission.status !== "success") return replyTo(submission);
  const v = submission.value;
  const result = await startCheckout({
    actor: viewer.actor,
    checkoutKey: v.checkoutKey,
    paymentMethod: v.paymentMethod,
    saveCard: v.saveCard,
    overrideNotes: v.overrideNotes,
    donation: toDonation(v),
  });
  switch (result.kind) {
    case "paid":
      return redirectWithToast(paths.dashboard(), { kind: "success", message: CHECKOUT_MESSAGES.completed });
    case "redirect":
      // A full page load: Stripe's page (or its local stand-in) is not a route of this app.
      return redirectDocument(result.url, 303);
    case "failed": {
      // The message shows on the form; with JavaScript the page's data reloads after the post, so a
      // toast reaches it too (without JavaScript this response is the page, and the form error is it).
      const headers = v.viaScript ? { "Set-Cookie": await toastHeader({ kind: "error", message: result.message }) } : undefined;
      return replyTo(submission, { invalid: invalid({ "": result.message }), status: 402, headers });
    }
    case "invalid":
      return replyTo(submission, { invalid: result });
  }
}

export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "checkout",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    defaultValue: {
      checkoutKey: page.checkoutKey,
      donationOptionId: String(NO_DONATION_ID),
      donationAmount: "",
      donationOther: "",
      donationAnonymous: "",
      paymentMethod: "",
      saveCard: "",
      overrideNotes: "",
    },
  });

  // The donation as typed (JavaScript on): the total and the payment choices follow it.
  const [donationCents, setDonationCents] = useState(() =>
    donationCentsFromFields(
      String(fields.donationOptionId.initialValue ?? ""),
      String(fields.donationAmount.initialValue ?? ""),
      String(fields.donationOther.initialValue ?? ""),
    ),
  );
  const amountCents = page.cartTotalCents + donationCents;
  const ctx = { amountCents, hasSavedCard: page.savedCard !== null, impersonating: page.impersonating };
  const methods = availablePaymentMethods(ctx);
  const [picked, setPicked] = useState<string>(String(fields.paymentMethod.initialValue ?? ""));
  // Free when nothing is owed; back to a card (spec: "switches back to stripe") once an amount is owed.
  const method: PaymentMethodType = methods.includes(picked as PaymentMethodType)
    ? (picked as PaymentMethodType)
    : defaultPaymentMethod(ctx);

  function onFormChange(event: React.FormEvent<HTMLFormElement>) {
    const fd = new FormData(event.currentTarget);
    setDonationCents(
      donationCentsFromFields(
        fd.get("donationOptionId") as string | null,
        fd.get("donationAmount") as string | null,
        fd.get("donationOther") as string | null,
      ),
    );
    const m = fd.get("paymentMethod");
    if (typeof m === "string") setPicked(m);
  }

  const payLabel = method === PAYMENT_METHOD_TYPE.free ? "Complete Order" : `Pay ${formatCents(amountCents)}`;

  return (
    <div className="checkout">
      <h1>Checkout</h1>
      <p>
        <Link to={paths.cart()}>Back to Cart</Link>
      </p>
      {page.locked ? (
        <p className="alert alert-info" role="status">
          A card payment for your cart was started and not finished. Paying now closes that payment page; you are charged only once.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} onChange={onFormChange} className="checkout-grid">
        <input type="hidden" name="checkoutKey" value={page.checkoutKey} />
        {hydrated ? <input type="hidden" name="viaScript" value="on" /> : null}
        <div className="checkout-main">
          <FormErrors id={form.errorId} errors={form.errors} />
          <section className="card" aria-labelledby="donation-title">
            <h2 id="donation-title">Donation</h2>
            <p className="muted">Add a gift to support the association&apos;s work. Donations are optional.</p>
            <DonationFields
              options={page.donationOptions}
              allowNone
              fields={{
                donationOptionId: fields.donationOptionId,
                donationAmount: fields.donationAmount,
                donationOther: fields.donationOther,
                donationAnonymous: fields.donationAnonymous,
              }}
            />
          </section>
          <section className="card" aria-labelledby="payment-title">
            <h2 id="payment-title">Payment</h2>
            <fieldset className="payment-methods">
              <legend>Payment method</legend>
              {methods.map((m) => (
                <div className="field field-radio" key={m}>
                  <input
                    type="radio"
                    id={`payment-${m}`}
                    name="paymentMethod"
                    value={m}
                    checked={m === method}
                    onChange={() => setPicked(m)}
                  />
                  <label htmlFor={`payment-${m}`}>
                    {m === PAYMENT_METHOD_TYPE.existing && page.savedCard
                      ? `${page.savedCard.brand} ending in ${page.savedCard.lastFour}`
                      : METHOD_LABEL[m]}
                  </label>
                  {m === PAYMENT_METHOD_TYPE.stripe ? (
                    <div className="method-detail">
                      <p className="muted">You enter the card on Stripe&apos;s secure payment page, then come back here.</p>
                      <div className="field field-checkbox">
                        <input
                          type="checkbox"
                          id="save-card"
                          name="saveCard"
                          value="on"
                          defaultChecked={fields.saveCard.initialValue === "on"}
                        />
                        <label htmlFor="save-card">Save this card for future payments</label>
                      </div>
                    </div>
                  ) : null}
                  {m === PAYMENT_METHOD_TYPE.admin ? (
                    <div className="field method-detail">
                      <label htmlFor="override-notes">Override notes (optional)</label>
                      <textarea
                        id="override-notes"
                        name="overrideNotes"
                        rows={3}
                        maxLength={1000}
                        defaultValue={String(fields.overrideNotes.initialValue ?? "")}
                      />
                    </div>
                  ) : null}
                  {m === PAYMENT_METHOD_TYPE.free ? <p className="muted method-detail">Nothing is owed on this order.</p> : null}
                </div>
              ))}
            </fieldset>
            <div className="form-actions">
              <button className="btn" type="submit" disabled={busy}>
                {busy ? "Processing…" : payLabel}
              </button>
            </div>
          </section>
        </div>
        <OrderSummary
          lines={page.lines}
          subtotalCents={page.subtotalCents}
          discount={page.discount}
          donationCents={donationCents}
          totalCents={amountCents}
        />
      </Form>
    </div>
  );
}
