import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TRANSACTION_STATUS } from "~/domain/constants.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { formatCents } from "~/lib/money.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { getReceipt } from "~/services/receipts.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Receipt | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const receipt = await getReceipt(user.id, idParam(params.paymentId));
  if (!receipt) throw new Response("Not Found", { status: 404 });
  return { receipt };
}

export default function ReceiptPage() {
  const { receipt } = useLoaderData<typeof loader>();
  return (
    <div className="narrow receipt">
      <h1>Receipt #{receipt.id}</h1>
      <p>
        {receipt.date} · {receipt.method}
        {receipt.status === TRANSACTION_STATUS.refunded ? (
          <>
            {" "}
            <span className="badge badge-warning">Refunded</span>
          </>
        ) : null}
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {receipt.lineItems.map((li) => (
              <tr key={li.id}>
                <td>
                  {li.name}
                  {li.membership ? (
                    <>
                      <br />
                      <small>
                        {li.membership.start} to {li.membership.end}
                      </small>
                    </>
                  ) : null}
                  {li.due ? (
                    <>
                      <br />
                      <small>Due {li.due}</small>
                    </>
                  ) : null}
                </td>
                <td>{li.quantity}</td>
                <td>{formatCents(li.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {receipt.discount ? (
              <tr>
                <th scope="row" colSpan={2}>
                  Discount code
                </th>
                <td>{receipt.discount.code}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2}>
                Total paid
              </th>
              <td>{formatCents(receipt.amountCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>
        <Link to={paths.editProfile.payment()}>Back to Payment Info</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
