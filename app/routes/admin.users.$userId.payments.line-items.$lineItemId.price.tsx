import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { LineItemPriceSchema } from "~/features/commerce/schemas.server.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { log } from "~/lib/logger.server.ts";
import { centsToDollarInput } from "~/lib/money.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import {
  adminReturnTo,
  findUserLineItem,
  lineItemModal,
  changeLineItemPrice,
  LINE_ITEM_MESSAGES,
} from "~/features/commerce/line-items.server.ts";
import { ChangePriceDialog } from "~/features/commerce/ui/line-item-dialogs.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

const FAILED = "Could not change price";

/**
 * /admin/users/:userId/payments/line-items/:lineItemId/price: the Change price modal over the
 * Payments tab (dollars typed, cents stored; only unpaid items). `?returnTo=` as for mark-paid.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const modal = await lineItemModal(userId, idParam(params.lineItemId), new URL(request.url).searchParams.get("returnTo"));
  return {
    closeTo: modal.closeTo,
    returnTo: modal.returnTo,
    paidMessage: modal.paid ? LINE_ITEM_MESSAGES.paidPriceLocked : null,
    defaultPrice: centsToDollarInput(modal.finalPriceCents),
    item: modal.item,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const item = await findUserLineItem(userId, idParam(params.lineItemId));
  if (!item) throw notFound();
  const submission = parseWithZod(await readForm(request), { schema: LineItemPriceSchema });
  if (submission.status !== "success") return replyTo(submission);
  const back = adminReturnTo(submission.value.returnTo) ?? paths.admin.users.payments(userId);
  try {
    const result = await changeLineItemPrice({ actor: admin.actor, lineItemId: item.id, priceCents: submission.value.price });
    if (!result.ok) return redirectWithToast(back, { kind: "error", message: `${FAILED}. ${result.message}` });
  } catch (error) {
    log.error("change line item price failed", { lineItemId: item.id, error });
    return redirectWithToast(back, { kind: "error", message: FAILED });
  }
  return redirectWithToast(back, { kind: "success", message: "Price changed" });
}

export default function ChangePriceModal() {
  const { closeTo, returnTo, paidMessage, defaultPrice, item } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <RouteModal title="Change price" closeTo={closeTo}>
      {paidMessage ? (
        <>
          <p>{paidMessage}</p>
          <p>
            <Link to={closeTo} preventScrollReset className="btn btn-secondary">
              Close
            </Link>
          </p>
        </>
      ) : (
        <ChangePriceDialog item={item} defaultPrice={defaultPrice} cancelTo={closeTo} returnTo={returnTo} lastResult={reply?.result} />
      )}
    </RouteModal>
  );
}
