import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { TRANSACTION_STATUS } from "~/domain/constants.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { getPaymentInfo } from "~/features/profile/profile.server.ts";

export const meta: MetaFunction = () => [{ title: "Payment Info | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return getPaymentInfo(user.id);
}

export default function PaymentInfoTab() {
  const { card, payments, total } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Payment Info</h1>
      <section className="card" aria-labelledby="saved-card">
        <h2 id="saved-card">Saved Card</h2>
        {card ? (
          <p>
            {card.brand} ending in {card.lastFour}
          </p>
        ) : (
          <p>You have no saved card. A card you use at checkout can be saved for next time.</p>
        )}
        <Form method="post" action={paths.editProfile.paymentCard()} className="form-actions">
          <button className="btn" type="submit" name="intent" value="update">
            {card ? "Update Card" : "Add Card"}
          </button>
          {card ? (
            <button className="btn btn-secondary" type="submit" name="intent" value="remove">
              Remove Card
            </button>
          ) : null}
        </Form>
      </section>
      <section aria-labelledby="payment-history">
        <h2 id="payment-history">Payment History</h2>
        {payments.length === 0 ? (
          <p>You have not made any payments yet.</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p.id}>
                    <td>{p.date}</td>
                    <td>
                      {p.description}
                      {p.status === TRANSACTION_STATUS.refunded ? <span className="badge badge-warning">Refunded</span> : null}
                    </td>
                    <td>{formatCents(p.amountCents)}</td>
                    <td>
                      <Link to={paths.payments.receipt(p.id)}>
                        View receipt
                        <span className="visually-hidden">
                          {" "}
                          for {p.description} on {p.date}
                        </span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > payments.length ? <p className="muted">Showing your {payments.length} most recent payments.</p> : null}
      </section>
    </>
  );
}
