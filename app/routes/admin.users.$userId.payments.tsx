import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { listUserPayments } from "~/features/commerce/line-items.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { PAYMENT_COLUMNS, unpaidItemColumns } from "~/features/commerce/payment-columns.tsx";
import { RecordTable } from "~/ui/record-table.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Payments | Admin | Member Portal" }];

/**
 * /admin/users/:userId/payments: the user's payments (receipt and Stripe dashboard links) and unpaid
 * line items with "Change price" and "Mark as paid"; those modals render in the outlet.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const payments = await listUserPayments(userId);
  if (!payments) throw notFound();
  return { userId, ...payments };
}

export default function AdminUserPayments() {
  const { userId, transactions, totalTransactions, unpaidItems } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section aria-labelledby="payments-title" className="payments-tab-section">
        <h2 id="payments-title">Payments</h2>
        <RecordTable columns={PAYMENT_COLUMNS} rows={transactions} empty="No payments yet." />
        {totalTransactions > transactions.length ? (
          <p className="muted">
            Showing the {transactions.length} most recent of {totalTransactions} payments.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="unpaid-title" className="payments-tab-section">
        <h2 id="unpaid-title">Unpaid items</h2>
        <RecordTable columns={unpaidItemColumns(userId)} rows={unpaidItems} empty="No unpaid items." />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
