import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { MembershipDecisionSchema } from "~/features/membership/schemas.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { log } from "~/lib/logger.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { approveMembershipRequest } from "~/features/membership/request-decisions.server.ts";
import { getMembershipRequest } from "~/features/membership/request-review.server.ts";
import { MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY, MEMBERSHIP_REVIEW_MESSAGES } from "~/features/membership/request-rules.ts";
import { messageTemplateOptions } from "~/kit/review/messages.server.ts";
import { DecisionForm } from "~/features/membership/ui/membership-dialogs.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/** "Emeritus Membership" reads "Emeritus" in "The Emeritus membership will be granted". */
function typeLabel(name: string): string {
  return name.replace(/\s+membership$/i, "") || name;
}

/**
 * /admin/memberships/:requestId/approve: the approve modal. Confirms that the membership will be
 * granted and its price charged to the member's saved card; message templates and a message go to
 * the member. A declined card grants nothing: back to the review page with the card's message.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getMembershipRequest(idParam(params.requestId));
  if (!review) throw notFound();
  const templates = review.pending ? await messageTemplateOptions(MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY) : [];
  return {
    id: review.id,
    userId: review.user.id,
    pending: review.pending,
    type: typeLabel(review.type.name),
    price: review.price,
    free: review.priceCents === 0,
    savedCard: review.savedCard,
    templates,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const requestId = idParam(params.requestId);
  const submission = parseWithZod(await request.formData(), { schema: MembershipDecisionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const back = paths.admin.memberships.review(requestId);
  try {
    const result = await approveMembershipRequest({ adminId: admin.id, requestId, ...submission.value });
    if (!result.ok) return redirectWithToast(back, { kind: "error", message: result.message });
  } catch (error) {
    log.error("approve membership request failed", { requestId, error });
    return redirectWithToast(back, { kind: "error", message: MEMBERSHIP_REVIEW_MESSAGES.approveFailed });
  }
  return redirectWithToast(paths.admin.memberships.root(), { kind: "success", message: MEMBERSHIP_REVIEW_MESSAGES.success });
}

export default function ApproveMembershipModal() {
  const { id, userId, pending, type, price, free, savedCard, templates } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const closeTo = paths.admin.memberships.review(id);
  const close = (
    <p>
      <Link to={closeTo} preventScrollReset className="btn btn-secondary">
        Close
      </Link>
    </p>
  );
  let body;
  if (!pending) {
    body = (
      <>
        <p>This membership request has already been decided.</p>
        {close}
      </>
    );
  } else if (price === null) {
    body = (
      <>
        <p>The {type} membership type has no price set, so it cannot be charged.</p>
        {close}
      </>
    );
  } else if (!free && !savedCard) {
    body = (
      <>
        <p>
          Approving this request would grant the {type} membership and charge {price} to the member&apos;s saved card, but this member has
          no saved card to charge.
        </p>
        <p>
          To grant a membership without a charge, add it on the member&apos;s{" "}
          <Link to={paths.admin.users.memberships(userId)}>Memberships tab</Link>.
        </p>
        {close}
      </>
    );
  } else {
    body = (
      <DecisionForm id="approve-membership" templates={templates} lastResult={lastResult} submitLabel="Approve" cancelTo={closeTo}>
        <p>
          {free || !savedCard
            ? `Approve this membership request? The ${type} membership will be granted at no charge.`
            : `Approve this membership request? The ${type} membership will be granted and ${price} charged to the member's saved card (${savedCard.brand} ending in ${savedCard.lastFour}).`}
        </p>
      </DecisionForm>
    );
  }
  return (
    <RouteModal title="Approve Membership Request" closeTo={closeTo}>
      {body}
    </RouteModal>
  );
}
