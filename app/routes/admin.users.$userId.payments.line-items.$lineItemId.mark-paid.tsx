import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { MarkPaidSchema } from "~/features/commerce/schemas.server.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { log } from "~/lib/logger.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import {
  adminReturnTo,
  findUserLineItem,
  lineItemModal,
  LINE_ITEM_MESSAGES,
  markLineItemPaid,
} from "~/features/commerce/line-items.server.ts";
import { MarkPaidDialog } from "~/features/commerce/ui/line-item-dialogs.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

const FAILED = "Could not mark as paid";

/**
 * /admin/users/:userId/payments/line-items/:lineItemId/mark-paid: the confirmation modal over the
 * Payments tab. `?returnTo=` (an admin path) sends the admin back to the page that opened it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const modal = await lineItemModal(userId, idParam(params.lineItemId), new URL(request.url).searchParams.get("returnTo"));
  return {
    closeTo: modal.closeTo,
    returnTo: modal.returnTo,
    /** the modal has nothing to confirm for a paid item */
    paidMessage: modal.paid ? LINE_ITEM_MESSAGES.alreadyPaid : null,
    item: modal.item,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const item = await findUserLineItem(userId, idParam(params.lineItemId));
  if (!item) throw notFound();
  const submission = parseWithZod(await readForm(request), { schema: MarkPaidSchema });
  if (submission.status !== "success") return replyTo(submission);
  const back = adminReturnTo(submission.value.returnTo) ?? paths.admin.users.payments(userId);
  try {
    const result = await markLineItemPaid({ actor: admin.actor, lineItemId: item.id, notes: submission.value.notes });
    if (!result.ok) return redirectWithToast(back, { kind: "error", message: result.message });
  } catch (error) {
    log.error("mark line item paid failed", { lineItemId: item.id, error });
    return redirectWithToast(back, { kind: "error", message: FAILED });
  }
  return redirectWithToast(back, { kind: "success", message: "Marked as paid" });
}

export default function MarkPaidModal() {
  const { closeTo, returnTo, paidMessage, item } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <RouteModal title="Mark as paid" closeTo={closeTo}>
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
        <MarkPaidDialog item={item} cancelTo={closeTo} returnTo={returnTo} lastResult={reply?.result} />
      )}
    </RouteModal>
  );
}
