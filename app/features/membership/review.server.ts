/**
 * A membership request's review page: the request, the price, and its frame (the member with active
 * flags, the decisions, the decision history: the decision and any failed charges).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import {
  MEMBERSHIP_REQUEST_STATUS,
  MEMBERSHIP_REQUEST_STATUS_LABEL,
  MEDIA_KIND_LABEL,
  TRANSACTION_STATUS,
  type BadgeTone,
  type MediaKind,
  type MembershipRequestStatus,
} from "~/domain/constants.ts";
import { cardBrandLabel } from "~/features/commerce/payment-method.ts";
import { formatDate, formatDateTime } from "~/lib/dates.ts";
import { decisionTemplates, type DecisionRoute } from "~/kit/review/decision-route.server.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { attemptsWhere } from "~/features/commerce/saved-card-charge.server.ts";
import { escapeHtml } from "~/kit/review/messages.server.ts";
import { reviewFrame, reviewOwnerSelect } from "~/kit/review/review-page.server.ts";
import { personName, type ReviewRow } from "~/kit/review/rows.server.ts";

/** The Stripe/Transaction key base of a request's approval; later attempts add "-retry-{n}". */
export function approvalKey(requestId: number): string {
  return `membership-request-${requestId}`;
}
export function approvalLockKey(requestId: number): string {
  return `membership-request:${requestId}`;
}

export const requestSelect = {
  id: true,
  status: true,
  isRequestingCall: true,
  memberForTenYears: true,
  dateOfBirth: true,
  message: true,
  createdAt: true,
  reviewedAt: true,
  reviewedBy: { select: { firstName: true, lastName: true } },
  user: {
    select: {
      ...reviewOwnerSelect.select,
      stripeCustomerId: true,
      stripePaymentMethodId: true,
      pmType: true,
      pmLastFour: true,
    },
  },
  membershipType: { select: { id: true, key: true, name: true, product: { select: { id: true, name: true, priceCents: true } } } },
  media: { orderBy: { id: "asc" }, select: { id: true, kind: true, originalName: true, storedPath: true } },
  userMembership: { select: { id: true, start: true, end: true } },
} satisfies Prisma.MembershipRequestSelect;

const STATUS_TONE: Record<string, BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

/** A row of the decision history: the kit's reviews table row (failed charges in amber, the decision in green or red). */
export type HistoryRow = ReviewRow;

/** The review page: the request, the member, the price and the decision history (decision and failed charges). */
export async function getMembershipRequestReview(id: number) {
  const r = await db.membershipRequest.findUnique({ where: { id }, select: requestSelect });
  if (!r) return null;
  const attempts = await db.transaction.findMany({
    where: { userId: r.user.id, status: TRANSACTION_STATUS.failed, ...attemptsWhere(approvalKey(r.id)) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      createdAt: true,
      failureMessage: true,
      amountCents: true,
      createdBy: { select: { firstName: true, lastName: true } },
    },
  });
  const history: Array<HistoryRow & { at: number }> = attempts.map((a) => ({
    key: `charge-${a.id}`,
    at: a.createdAt.getTime(),
    date: formatDateTime(a.createdAt),
    reviewer: personName(a.createdBy),
    messageHtml: `<p>${escapeHtml(`The charge of ${formatCents(a.amountCents)} failed: ${a.failureMessage ?? "unknown error"}`)}</p>`,
    status: "Payment failed",
    tone: "warning",
  }));
  if (r.status !== MEMBERSHIP_REQUEST_STATUS.pending) {
    history.push({
      key: "decision",
      at: (r.reviewedAt ?? r.createdAt).getTime(),
      date: formatDateTime(r.reviewedAt),
      reviewer: personName(r.reviewedBy),
      messageHtml: r.message,
      status: MEMBERSHIP_REQUEST_STATUS_LABEL[r.status as MembershipRequestStatus] ?? r.status,
      tone: r.status === MEMBERSHIP_REQUEST_STATUS.approved ? "success" : "danger",
    });
  }
  history.sort((a, b) => a.at - b.at);
  const price = r.membershipType.product?.priceCents ?? null;
  const pending = r.status === MEMBERSHIP_REQUEST_STATUS.pending;
  return {
    id: r.id,
    status: r.status,
    pending,
    requestedOn: formatDate(r.createdAt),
    isRequestingCall: r.isRequestingCall,
    memberForTenYears: r.memberForTenYears,
    dateOfBirth: r.dateOfBirth ? formatDate(r.dateOfBirth) : null,
    savedCard: r.user.stripePaymentMethodId ? { brand: cardBrandLabel(r.user.pmType), lastFour: r.user.pmLastFour ?? "" } : null,
    type: { id: r.membershipType.id, key: r.membershipType.key, name: r.membershipType.name },
    priceCents: price,
    price: price === null ? null : formatCents(price),
    media: r.media.map((m) => ({
      id: m.id,
      name: m.originalName,
      kindLabel: MEDIA_KIND_LABEL[m.kind as MediaKind] ?? m.kind,
      href: paths.resources.media(m.id),
    })),
    granted: r.userMembership ? { start: formatDate(r.userMembership.start), end: formatDate(r.userMembership.end) } : null,
    frame: reviewFrame({
      id: r.id,
      title: "Membership Request",
      queue: { name: "Membership Requests", paths: paths.admin.memberships },
      owner: r.user,
      status: {
        label: MEMBERSHIP_REQUEST_STATUS_LABEL[r.status as MembershipRequestStatus] ?? r.status,
        tone: STATUS_TONE[r.status] ?? null,
      },
      delete: paths.admin.memberships.delete(r.id),
      open: { approve: pending, reject: pending },
      reviews: history.map(({ at: _at, ...row }) => row),
      reviewsEmpty: "No decision yet.",
    }),
  };
}

/** "Emeritus Membership" reads "Emeritus" in "The Emeritus membership will be granted". */
function typeLabel(name: string): string {
  return name.replace(/\s+membership$/i, "") || name;
}

/** What the Approve / Reject modal shows: the request, the price and the card to charge, and the decision's templates while pending. */
export async function membershipDecisionModal(
  review: NonNullable<Awaited<ReturnType<typeof getMembershipRequestReview>>>,
  route: DecisionRoute,
) {
  return {
    id: review.id,
    userId: review.frame.owner.id,
    pending: review.pending,
    type: route.kind === "approve" ? typeLabel(review.type.name) : review.type.name,
    price: review.price,
    free: review.priceCents === 0,
    savedCard: review.savedCard,
    templates: await decisionTemplates(route, review.pending),
  };
}
export type MembershipDecisionModalData = Awaited<ReturnType<typeof membershipDecisionModal>>;
