import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { TRANSACTION_STATUS } from "~/domain/constants.ts";
import { isAdmin, requireViewer } from "~/lib/auth.server.ts";
import { formatCents } from "~/lib/money.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { RECEIPT_COLUMNS } from "~/features/commerce/receipt-columns.tsx";
import { getReceipt } from "~/features/commerce/receipts.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { notFound } from "~/lib/http.ts";
import { BrandLogo, useBrand } from "~/ui/brand.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

export const meta: MetaFunction = () => [{ title: "Receipt | Member Portal" }];

/**
 * /payments/:paymentId: the receipt of a paid payment. Its owner may open it (the impersonated
 * member counts as the owner), and so may an admin (the real signed-in person); anyone else, and
 * a payment never paid, gets 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const admin = isAdmin(viewer.impersonator ?? viewer.user);
  const receipt = await getReceipt({ userId: viewer.user.id, admin }, idParam(params.paymentId));
  if (!receipt) throw notFound();
  const own = receipt.userId === viewer.user.id;
  const back = own
    ? { href: paths.editProfile.payment(), label: "Back to Payment Info" }
    : { href: paths.admin.users.payments(receipt.userId), label: "Back to Payments" };
  return { receipt, back };
}

function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
      Print
    </button>
  );
}

/** The association's logo and name at the top of the receipt (the site header is not printed). */
function ReceiptBrand() {
  const brand = useBrand();
  return (
    <p className="receipt-brand">
      <BrandLogo size={40} />
      <span>{brand.name}</span>
    </p>
  );
}

export default function ReceiptPage() {
  const { receipt, back } = useLoaderData<typeof loader>();
  return (
    <div className="receipt">
      <ReceiptBrand />
      <h1>Receipt #{receipt.id}</h1>
      {receipt.status === TRANSACTION_STATUS.refunded ? (
        <p>
          <span className="badge badge-warning">Refunded</span>
        </p>
      ) : null}
      <dl className="details receipt-details">
        <dt>Receipt number</dt>
        <dd>{receipt.id}</dd>
        <dt>Date</dt>
        <dd>{receipt.date}</dd>
        <dt>Member</dt>
        <dd>{receipt.memberName}</dd>
        <dt>Paid by</dt>
        <dd>{receipt.method}</dd>
      </dl>
      <RecordTable
        caption="Items paid"
        columns={RECEIPT_COLUMNS}
        rows={receipt.lineItems}
        totals={[
          ...(receipt.discount
            ? [
                {
                  key: "discount",
                  label: `Discount code ${receipt.discount.code} (${receipt.discount.description})`,
                  value: formatCents(-receipt.discount.amountOffCents),
                },
              ]
            : []),
          { key: "total", label: "Total paid", value: formatCents(receipt.amountCents) },
        ]}
      />
      <div className="form-actions no-print">
        <PrintButton />
        <Link to={back.href}>{back.label}</Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
