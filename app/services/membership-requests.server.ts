/**
 * The admin side of memberships (admin spec: Membership Requests list and review, the user's
 * Memberships tab).
 *
 * Membership requests (student and emeritus) wait for an admin. Approving one charges the type's
 * price to the member's saved card and grants the membership through the same path as a checkout:
 * a pending Transaction (the attempt, holding the request's lock), the charge with an idempotency
 * key, then ONE database transaction that creates the membership line item, marks the transaction
 * succeeded, attaches the line (fulfilment creates the UserMembership) and records the decision.
 * A declined card grants nothing and leaves the request pending; the failed attempt stays on record.
 *
 * Every admin decision is an audit event (in the same database transaction) and the member is told
 * by a notification and an email (after the commit, best effort).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import {
  MEMBERSHIP_REQUEST_STATUS,
  MEMBERSHIP_REQUEST_STATUS_LABEL,
  MESSAGE_TEMPLATE_CATEGORY,
  MEDIA_KIND_LABEL,
  PAYMENT_METHOD_TYPE,
  PRODUCT_KIND,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  type MediaKind,
  type MembershipRequestStatus,
  type MembershipStatus,
} from "~/domain/constants.ts";
import { cardBrandLabel } from "~/domain/cart/payment-method.ts";
import { MEMBERSHIP_MESSAGES } from "~/domain/membership/rules.ts";
import { chargeSavedCard } from "~/integrations/stripe.server.ts";
import { formatDate, formatDateTime, parseDateInput, startOfDayNY, toDateInputValue } from "~/lib/dates.ts";
import { db, isUniqueViolation } from "~/lib/db.server.ts";
import { pageWindow, parseListParams, type ListParams, type Page } from "~/lib/list-params.ts";
import { log } from "~/lib/logger.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { deleteStoredFiles } from "~/lib/uploads.server.ts";
import { recordAudit } from "./audit.server.ts";
import { buildDecisionMessage, escapeHtml, htmlToText, notifyMember } from "./decisions.server.ts";
export { messageTemplateOptions } from "./decisions.server.ts";
import type { FulfilmentTx } from "./fulfilment.server.ts";
import { syncMembershipStatus } from "./memberships.server.ts";
import { AlreadyPaidError, attachPaidLines } from "./payments.server.ts";

// ---------------------------------------------------------------------------------------------
// Messages and constants
// ---------------------------------------------------------------------------------------------

export const MEMBERSHIP_REVIEW_MESSAGES = {
  success: "Success",
  deleteFailed: MEMBERSHIP_MESSAGES.deleteFailed,
  notFound: "This membership request no longer exists.",
  notPending: "This membership request has already been decided.",
  noSavedCard: "This member has no saved card to charge.",
  noPrice: "This membership type has no price set, so it cannot be charged.",
  inProgress: "This membership request is being approved. Please wait a moment and try again.",
  approveFailed: "Could not approve the membership request.",
  rejectFailed: "Could not reject the membership request.",
  typeRequired: MEMBERSHIP_MESSAGES.required,
  endAfterStart: MEMBERSHIP_MESSAGES.endAfterStart,
  invalidDate: "Please enter a valid date.",
} as const;

/** "Could not approve: <the card's message>" (a decline or an unreachable payment service). */
export function approveFailureMessage(cardMessage: string): string {
  return `Could not approve: ${cardMessage}`;
}

export const MEMBERSHIP_REQUEST_PAGE_SIZE = 10;
export const MEMBERSHIP_REQUEST_SORT_KEYS = ["createdAt", "firstName", "lastName", "type"] as const;
export type MembershipRequestSortKey = (typeof MEMBERSHIP_REQUEST_SORT_KEYS)[number];
/** The list's status filter: one request status, or every request. Default pending. */
export const MEMBERSHIP_REQUEST_STATUS_FILTERS = ["pending", "approved", "rejected", "all"] as const;
export type MembershipRequestStatusFilter = (typeof MEMBERSHIP_REQUEST_STATUS_FILTERS)[number];

/**
 * Templates offered on the approve modal. Decision: MESSAGE_TEMPLATE_CATEGORY has no membership
 * approval category yet (the spec names only the membership-rejection lookup), so the approve
 * modal reads this one; it shows no template list until such templates exist.
 * TODO(lead): move to MESSAGE_TEMPLATE_CATEGORY.membershipApproval.
 */
export const MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.membershipApproval;
export const MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.membershipRejection;

/** A pending approval attempt older than this (a crashed process) is resumed by the next approval. */
const STALE_ATTEMPT_MS = 2 * 60_000;

export type ActionResult = { ok: true } | { ok: false; message: string };

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

type Tx = FulfilmentTx;

// ---------------------------------------------------------------------------------------------
// Membership Requests list
// ---------------------------------------------------------------------------------------------

export type MembershipRequestRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** MM/DD/YYYY */
  requestedOn: string;
  type: string;
  status: string;
  statusLabel: string;
};

/** The list's URL state (q, sort, dir, page, pageSize, status): defaults oldest request first, 10 a page. */
export function membershipRequestListParams(url: URL): ListParams<MembershipRequestSortKey> {
  return parseListParams(url, {
    sortKeys: MEMBERSHIP_REQUEST_SORT_KEYS,
    defaultSort: "createdAt",
    defaultPageSize: MEMBERSHIP_REQUEST_PAGE_SIZE,
    filterKeys: ["status"],
  });
}

/**
 * The CSV download of the list as filtered and sorted. It is a resource route of its own
 * (routes/admin.memberships[.csv].tsx): with single fetch a page route cannot answer a document
 * request with a file, so `/admin/memberships?format=csv` redirects here.
 * TODO(lead): paths.admin.memberships.csv(query) in lib/paths.ts.
 */
export function membershipRequestsCsvHref(params: Pick<ListParams<MembershipRequestSortKey>, "q" | "sort" | "dir" | "filters">): string {
  return paths.admin.memberships.csv({ q: params.q, sort: params.sort, dir: params.dir, status: statusFilterOf(params.filters.status) });
}

export function statusFilterOf(raw: string | undefined): MembershipRequestStatusFilter {
  return (MEMBERSHIP_REQUEST_STATUS_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as MembershipRequestStatusFilter) : "pending";
}

/**
 * One page of membership requests: pending ones unless `filters.status` says approved, rejected or
 * all; the text filter matches the member's first name, last name or email (every word must match).
 */
export async function listMembershipRequests(
  params: ListParams<MembershipRequestSortKey>,
): Promise<Page<MembershipRequestRow> & { status: MembershipRequestStatusFilter }> {
  const status = statusFilterOf(params.filters.status);
  const where: Prisma.MembershipRequestWhereInput = status === "all" ? {} : { status };
  const terms = params.q.split(/\s+/).filter(Boolean).slice(0, 4);
  if (terms.length) {
    where.AND = terms.map((t) => ({
      user: { OR: [{ firstName: { contains: t } }, { lastName: { contains: t } }, { email: { contains: t } }] },
    }));
  }
  const dir = params.dir;
  const orderBy: Prisma.MembershipRequestOrderByWithRelationInput[] =
    params.sort === "firstName"
      ? [{ user: { firstName: dir } }, { user: { lastName: dir } }]
      : params.sort === "lastName"
        ? [{ user: { lastName: dir } }, { user: { firstName: dir } }]
        : params.sort === "type"
          ? [{ membershipType: { name: dir } }, { createdAt: "asc" }]
          : [{ createdAt: dir }];
  orderBy.push({ id: dir });
  const total = await db.membershipRequest.count({ where });
  const w = pageWindow(params.page, params.pageSize, total);
  const rows = await db.membershipRequest.findMany({
    where,
    orderBy,
    skip: w.skip,
    take: w.take,
    select: {
      id: true,
      createdAt: true,
      status: true,
      user: { select: { firstName: true, lastName: true, email: true } },
      membershipType: { select: { name: true } },
    },
  });
  return {
    status,
    total,
    page: w.page,
    lastPage: w.lastPage,
    pageSize: params.pageSize,
    rows: rows.map((r) => ({
      id: r.id,
      firstName: r.user.firstName,
      lastName: r.user.lastName,
      email: r.user.email,
      requestedOn: formatDate(r.createdAt),
      type: r.membershipType.name,
      status: r.status,
      statusLabel: MEMBERSHIP_REQUEST_STATUS_LABEL[r.status as MembershipRequestStatus] ?? r.status,
    })),
  };
}

/** Every row of the list as filtered and sorted (the CSV export), at most 100,000. */
export async function allMembershipRequestRows(params: ListParams<MembershipRequestSortKey>): Promise<MembershipRequestRow[]> {
  const first = await listMembershipRequests({ ...params, page: 1, pageSize: 100 });
  const rows = [...first.rows];
  for (let page = 2; page <= Math.min(first.lastPage, 1000); page++)
    rows.push(...(await listMembershipRequests({ ...params, page, pageSize: 100 })).rows);
  return rows;
}

export const MEMBERSHIP_REQUEST_CSV_HEADER = ["First Name", "Last Name", "Email", "Requested On", "Type", "Status"];
export function membershipRequestCsvRow(r: MembershipRequestRow): string[] {
  return [r.firstName, r.lastName, r.email, r.requestedOn, r.type, r.statusLabel];
}

// ---------------------------------------------------------------------------------------------
// Review
// ---------------------------------------------------------------------------------------------

/** The Stripe/Transaction key base of a request's approval; later attempts add "-retry-{n}". */
export function approvalKey(requestId: number): string {
  return `membership-request-${requestId}`;
}
function approvalLockKey(requestId: number): string {
  return `membership-request:${requestId}`;
}
function attemptsWhere(requestId: number): Prisma.TransactionWhereInput {
  const base = approvalKey(requestId);
  return { OR: [{ idempotencyKey: base }, { idempotencyKey: { startsWith: `${base}-retry-` } }] };
}

const requestSelect = {
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
      id: true,
      firstName: true,
      lastName: true,
      email: true,
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

export type HistoryRow = {
  key: string;
  date: string;
  reviewer: string;
  /** HTML (templates and escaped text) */ messageHtml: string | null;
  status: string;
  tone: "success" | "danger" | "warning";
};

/** The review page: the request, the member, the price and the decision history (decision and failed charges). */
export async function getMembershipRequest(id: number) {
  const r = await db.membershipRequest.findUnique({ where: { id }, select: requestSelect });
  if (!r) return null;
  const attempts = await db.transaction.findMany({
    where: { userId: r.user.id, status: TRANSACTION_STATUS.failed, ...attemptsWhere(r.id) },
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
    reviewer: a.createdBy ? `${a.createdBy.firstName} ${a.createdBy.lastName}` : "",
    messageHtml: `<p>${escapeHtml(`The charge of ${formatCents(a.amountCents)} failed: ${a.failureMessage ?? "unknown error"}`)}</p>`,
    status: "Payment failed",
    tone: "warning",
  }));
  if (r.status !== MEMBERSHIP_REQUEST_STATUS.pending) {
    history.push({
      key: "decision",
      at: (r.reviewedAt ?? r.createdAt).getTime(),
      date: formatDateTime(r.reviewedAt),
      reviewer: r.reviewedBy ? `${r.reviewedBy.firstName} ${r.reviewedBy.lastName}` : "",
      messageHtml: r.message,
      status: MEMBERSHIP_REQUEST_STATUS_LABEL[r.status as MembershipRequestStatus] ?? r.status,
      tone: r.status === MEMBERSHIP_REQUEST_STATUS.approved ? "success" : "danger",
    });
  }
  history.sort((a, b) => a.at - b.at);
  const price = r.membershipType.product?.priceCents ?? null;
  return {
    id: r.id,
    status: r.status,
    statusLabel: MEMBERSHIP_REQUEST_STATUS_LABEL[r.status as MembershipRequestStatus] ?? r.status,
    pending: r.status === MEMBERSHIP_REQUEST_STATUS.pending,
    requestedOn: formatDate(r.createdAt),
    isRequestingCall: r.isRequestingCall,
    memberForTenYears: r.memberForTenYears,
    dateOfBirth: r.dateOfBirth ? formatDate(r.dateOfBirth) : null,
    user: { id: r.user.id, firstName: r.user.firstName, lastName: r.user.lastName, email: r.user.email },
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
    history: history.map(({ at: _at, ...row }) => row),
  };
}

export type DecisionInput = { adminId: number; requestId: number; selectedMessages: readonly number[]; message: string | null };

class NotPendingError extends Error {}

type LoadedRequest = NonNullable<Awaited<ReturnType<typeof loadRequest>>>;
function loadRequest(id: number) {
  return db.membershipRequest.findUnique({ where: { id }, select: requestSelect });
}

/** A pending approval attempt of the request (its lock), if any. */
function pendingAttempt(requestId: number) {
  return db.transaction.findUnique({
    where: { lockKey: approvalLockKey(requestId) },
    select: { id: true, status: true, createdAt: true, idempotencyKey: true, amountCents: true, userId: true },
  });
}

/**
 * Approves a pending request: grants the membership (fulfilment of a paid membership line item)
 * and charges the type's price to the member's saved card; a price of 0 is recorded as a free
 * transaction. A declined or failed charge grants nothing, keeps the request pending, records the
 * failed attempt and answers "Could not approve: <card message>".
 *
 * Charging once: an attempt is a Transaction with the unique lockKey "membership-request:{id}"
 * while pending, so two approvals at once cannot both charge; the Stripe idempotency key is the
 * attempt's key (`membership-request-{id}`, then `-retry-{n}` after a failed attempt: Stripe
 * replays a key's first answer, so a member who fixed their card needs a new key); the request
 * leaves "pending" in the same database transaction as the grant, so a later approval finds it
 * decided. An attempt left pending by a crashed process is resumed with its own key, which Stripe
 * answers with the original result instead of charging again.
 */
export async function approveMembershipRequest(input: DecisionInput, now = new Date()): Promise<ActionResult> {
  const request = await loadRequest(input.requestId);
  if (!request) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notFound };
  if (request.status !== MEMBERSHIP_REQUEST_STATUS.pending) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
  const product = request.membershipType.product;
  if (!product) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.noPrice };
  const message = await buildDecisionMessage(MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY, input.selectedMessages, input.message);

  let attempt = await pendingAttempt(request.id);
  if (attempt && now.getTime() - attempt.createdAt.getTime() < STALE_ATTEMPT_MS)
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.inProgress };

  const priceCents = attempt?.amountCents ?? product.priceCents;
  if (!attempt && priceCents <= 0) return grantFree(request, input, message, now);
  const user = request.user;
  if (!user.stripePaymentMethodId) {
    if (attempt) await failAttempt(attempt.id, MEMBERSHIP_REVIEW_MESSAGES.noSavedCard, now);
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.noSavedCard };
  }

  if (!attempt) {
    const previous = await db.transaction.count({ where: attemptsWhere(request.id) });
    const key = previous === 0 ? approvalKey(request.id) : `${approvalKey(request.id)}-retry-${previous}`;
    try {
      const created = await db.transaction.create({
        data: {
          userId: user.id,
          type: TRANSACTION_TYPE.purchase,
          status: TRANSACTION_STATUS.pending,
          amountCents: priceCents,
          idempotencyKey: key,
          paymentMethodType: PAYMENT_METHOD_TYPE.existing,
          createdById: input.adminId,
          lockKey: approvalLockKey(request.id),
          createdAt: now,
        },
        select: { id: true, status: true, createdAt: true, idempotencyKey: true, amountCents: true, userId: true },
      });
      attempt = created;
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.inProgress };
      throw error;
    }
  }

  const charge = await chargeSavedCard({
    amountCents: attempt.amountCents,
    customerId: user.stripeCustomerId,
    paymentMethodId: user.stripePaymentMethodId,
    idempotencyKey: attempt.idempotencyKey,
    description: `${request.membershipType.name} (membership request #${request.id})`,
    metadata: { transactionId: String(attempt.id), userId: String(user.id), membershipRequestId: String(request.id) },
  });
  if (!charge.ok) {
    await failAttempt(attempt.id, charge.message, now);
    await recordAudit({
      actorId: input.adminId,
      action: "membershipRequest.approve_failed",
      entityType: "MembershipRequest",
      entityId: request.id,
      after: { transactionId: attempt.id, amountCents: attempt.amountCents, message: charge.message, declined: charge.declined },
    });
    return { ok: false, message: approveFailureMessage(charge.message) };
  }

  const attemptId = attempt.id;
  const amountCents = attempt.amountCents;
  try {
    await db.$transaction(async (tx) => {
      await tx.transaction.update({
        where: { id: attemptId },
        data: {
          status: TRANSACTION_STATUS.succeeded,
          lockKey: null,
          completedAt: now,
          stripeId: charge.paymentIntentId,
          cardLastFour: charge.card?.lastFour ?? user.pmLastFour,
          failureMessage: null,
        },
      });
      await grantInTx(
        tx,
        request,
        {
          ...input,
          transactionId: attemptId,
          amountCents,
          paymentMethodId: charge.card?.paymentMethodId ?? user.stripePaymentMethodId,
          message,
        },
        now,
      );
    });
  } catch (error) {
    if (!(error instanceof NotPendingError) && !(error instanceof AlreadyPaidError)) throw error;
    // Decided (or deleted) while the card was being charged: keep the money on record for a refund.
    log.error("membership approval charged but the request was already decided: refund needed", {
      requestId: request.id,
      transactionId: attemptId,
    });
    await db.transaction.update({
      where: { id: attemptId },
      data: {
        status: TRANSACTION_STATUS.succeeded,
        lockKey: null,
        completedAt: now,
        stripeId: charge.paymentIntentId,
        cardLastFour: charge.card?.lastFour ?? null,
        failureMessage: "Request already decided: refund needed",
      },
    });
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
  }
  await notifyApproved(request, { amountCents, lastFour: charge.card?.lastFour ?? user.pmLastFour, message });
  return { ok: true };
}

async function failAttempt(transactionId: number, message: string, now: Date) {
  await db.transaction.updateMany({
    where: { id: transactionId, status: TRANSACTION_STATUS.pending },
    data: { status: TRANSACTION_STATUS.failed, lockKey: null, failureMessage: message.slice(0, 500), completedAt: now },
  });
}

/** A free membership (price 0): the line item and a free transaction, granted in one database transaction. */
async function grantFree(request: LoadedRequest, input: DecisionInput, message: string | null, now: Date): Promise<ActionResult> {
  try {
    await db.$transaction(async (tx) => {
      const previous = await tx.transaction.count({ where: attemptsWhere(request.id) });
      const t = await tx.transaction.create({
        data: {
          userId: request.user.id,
          type: TRANSACTION_TYPE.purchase,
          status: TRANSACTION_STATUS.succeeded,
          amountCents: 0,
          idempotencyKey: previous === 0 ? approvalKey(request.id) : `${approvalKey(request.id)}-retry-${previous}`,
          paymentMethodType: PAYMENT_METHOD_TYPE.free,
          createdById: input.adminId,
          completedAt: now,
          createdAt: now,
        },
        select: { id: true },
      });
      await grantInTx(tx, request, { ...input, transactionId: t.id, amountCents: 0, paymentMethodId: null, message }, now);
    });
  } catch (error) {
    if (error instanceof NotPendingError || isUniqueViolation(error)) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
    throw error;
  }
  await notifyApproved(request, { amountCents: 0, lastFour: null, message });
  return { ok: true };
}

/**
 * Inside the payment's database transaction: the request leaves "pending" (conditionally: a second
 * approval rolls back here), the membership line item is created and attached to the transaction
 * (fulfilment creates the UserMembership), the request points at the membership, the user's
 * membership summary follows, and the decision is audited.
 */
async function grantInTx(
  tx: Tx,
  request: LoadedRequest,
  grant: DecisionInput & { transactionId: number; amountCents: number; paymentMethodId: string | null; message: string | null },
  now: Date,
) {
  const product = request.membershipType.product;
  if (!product) throw new Error("membership type without a product");
  const claimed = await tx.membershipRequest.updateMany({
    where: { id: request.id, status: MEMBERSHIP_REQUEST_STATUS.pending },
    data: { status: MEMBERSHIP_REQUEST_STATUS.approved, reviewedById: grant.adminId, reviewedAt: now, message: grant.message },
  });
  if (claimed.count !== 1) throw new NotPendingError();
  const line = await tx.lineItem.create({
    data: {
      userId: request.user.id,
      productId: product.id,
      kind: PRODUCT_KIND.membership,
      name: product.name,
      priceCents: grant.amountCents,
      finalPriceCents: grant.amountCents,
      quantity: 1,
      showInCart: false,
      createdAt: now,
    },
    select: { id: true },
  });
  await attachPaidLines(
    tx,
    {
      transactionId: grant.transactionId,
      userId: request.user.id,
      lines: [{ id: line.id, unitCents: grant.amountCents, beforeDiscountCents: null, discountId: null }],
      paymentMethodId: grant.paymentMethodId,
    },
    now,
  );
  const membership = await tx.userMembership.findUnique({ where: { lineItemId: line.id }, select: { id: true, start: true, end: true } });
  if (!membership) throw new Error(`fulfilment made no membership for line item ${line.id}`);
  await tx.membershipRequest.update({ where: { id: request.id }, data: { userMembershipId: membership.id } });
  await syncMembershipStatus(tx, request.user.id, now);
  await recordAudit(
    {
      actorId: grant.adminId,
      action: "membershipRequest.approve",
      entityType: "MembershipRequest",
      entityId: request.id,
      before: { status: MEMBERSHIP_REQUEST_STATUS.pending },
      after: {
        status: MEMBERSHIP_REQUEST_STATUS.approved,
        transactionId: grant.transactionId,
        amountCents: grant.amountCents,
        userMembershipId: membership.id,
        start: membership.start,
        end: membership.end,
        selectedMessages: grant.selectedMessages,
        message: grant.message,
      },
    },
    tx,
  );
}

async function notifyApproved(request: LoadedRequest, paid: { amountCents: number; lastFour: string | null; message: string | null }) {
  const charged =
    paid.amountCents > 0
      ? ` ${formatCents(paid.amountCents)} was charged to your saved card${paid.lastFour ? ` ending in ${paid.lastFour}` : ""}.`
      : "";
  const extra = paid.message ? `\n\n${htmlToText(paid.message)}` : "";
  await notifyMember(request.user, {
    title: "Membership request approved",
    message: `Your ${request.membershipType.name} request was approved and your membership is active.${charged}${extra}`,
    url: paths.membership.root(),
    subject: `Your ${request.membershipType.name} request was approved`,
    template: "membership_request_approved",
  });
}

/** Rejects a pending request with a message (templates of the membership-rejection category and free text). */
export async function rejectMembershipRequest(input: DecisionInput, now = new Date()): Promise<ActionResult> {
  const request = await loadRequest(input.requestId);
  if (!request) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notFound };
  if (request.status !== MEMBERSHIP_REQUEST_STATUS.pending) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
  const attempt = await pendingAttempt(request.id);
  if (attempt && now.getTime() - attempt.createdAt.getTime() < STALE_ATTEMPT_MS)
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.inProgress };
  const message = await buildDecisionMessage(MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.membershipRequest.updateMany({
      where: { id: request.id, status: MEMBERSHIP_REQUEST_STATUS.pending },
      data: { status: MEMBERSHIP_REQUEST_STATUS.rejected, reviewedById: input.adminId, reviewedAt: now, message },
    });
    if (claimed.count !== 1) return false;
    await syncMembershipStatus(tx, request.user.id, now);
    await recordAudit(
      {
        actorId: input.adminId,
        action: "membershipRequest.reject",
        entityType: "MembershipRequest",
        entityId: request.id,
        before: { status: MEMBERSHIP_REQUEST_STATUS.pending },
        after: { status: MEMBERSHIP_REQUEST_STATUS.rejected, selectedMessages: input.selectedMessages, message },
      },
      tx,
    );
    return true;
  });
  if (!done) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
  await notifyMember(request.user, {
    title: "Membership request not approved",
    message: `Your ${request.membershipType.name} request was not approved.${message ? `\n\n${htmlToText(message)}` : ""}`,
    url: paths.membership.root(),
    subject: `Your ${request.membershipType.name} request`,
    template: "membership_request_rejected",
  });
  return { ok: true };
}

/**
 * Deletes a request and its uploaded files (media rows in the same database transaction, the files
 * after it). A membership it granted stays. Refused while an approval is charging the card.
 */
export async function deleteMembershipRequest(adminId: number, requestId: number, now = new Date()): Promise<ActionResult> {
  try {
    const request = await db.membershipRequest.findUnique({
      where: { id: requestId },
      select: {
        id: true,
        userId: true,
        status: true,
        membershipTypeId: true,
        userMembershipId: true,
        createdAt: true,
        media: { select: { id: true, storedPath: true } },
      },
    });
    if (!request) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.deleteFailed };
    const attempt = await pendingAttempt(request.id);
    if (attempt && now.getTime() - attempt.createdAt.getTime() < STALE_ATTEMPT_MS)
      return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.deleteFailed };
    await db.$transaction(async (tx) => {
      if (attempt)
        await tx.transaction.updateMany({
          where: { id: attempt.id, status: TRANSACTION_STATUS.pending },
          data: { status: TRANSACTION_STATUS.failed, lockKey: null, failureMessage: "Request deleted", completedAt: now },
        });
      await tx.media.deleteMany({ where: { membershipRequestId: request.id } });
      await tx.membershipRequest.delete({ where: { id: request.id } });
      await syncMembershipStatus(tx, request.userId, now);
      await recordAudit(
        {
          actorId: adminId,
          action: "membershipRequest.delete",
          entityType: "MembershipRequest",
          entityId: request.id,
          before: {
            userId: request.userId,
            status: request.status,
            membershipTypeId: request.membershipTypeId,
            userMembershipId: request.userMembershipId,
            createdAt: request.createdAt,
            mediaIds: request.media.map((m) => m.id),
          },
        },
        tx,
      );
    });
    await deleteStoredFiles(request.media.map((m) => m.storedPath)).catch((error: unknown) =>
      log.warn("could not delete membership request files", { requestId, error }),
    );
    return { ok: true };
  } catch (error) {
    log.error("delete membership request failed", { requestId, error });
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.deleteFailed };
  }
}

// ---------------------------------------------------------------------------------------------
// The user's Memberships tab
// ---------------------------------------------------------------------------------------------

export type UserMembershipState = "active" | "expired" | "upcoming";
export const USER_MEMBERSHIP_STATE_LABEL: Record<UserMembershipState, string> = {
  active: "Active",
  expired: "Expired",
  upcoming: "Upcoming",
};

/** Active from its start through the whole New York day of its end (the valid-member rule's dates). */
export function userMembershipState(m: { start: Date; end: Date }, now = new Date()): UserMembershipState {
  if (m.start.getTime() > now.getTime()) return "upcoming";
  if (m.end.getTime() < startOfDayNY(now).getTime()) return "expired";
  return "active";
}

/** The type choices of the add/edit form. */
export async function membershipTypeOptions() {
  const types = await db.membershipType.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
  return types.map((t) => ({ value: String(t.id), label: t.name }));
}

/** The tab: the user's memberships, newest start first, or null when there is no such user. */
export async function listUserMemberships(userId: number, now = new Date()) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, membershipStatus: true } });
  if (!user) return null;
  const rows = await db.userMembership.findMany({
    where: { userId },
    orderBy: [{ start: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      start: true,
      end: true,
      approved: true,
      lineItemId: true,
      membershipType: { select: { name: true } },
      membershipRequest: { select: { id: true } },
    },
  });
  return {
    membershipStatus: user.membershipStatus as MembershipStatus | null,
    rows: rows.map((m) => {
      const state = userMembershipState(m, now);
      return {
        id: m.id,
        type: m.membershipType.name,
        start: formatDate(m.start),
        end: formatDate(m.end),
        approved: m.approved,
        state,
        stateLabel: USER_MEMBERSHIP_STATE_LABEL[state],
        paid: m.lineItemId !== null,
        requestId: m.membershipRequest?.id ?? null,
      };
    }),
  };
}

/** One of the user's memberships as the edit form's values, or null (another user's or missing: 404). */
export async function getUserMembership(userId: number, userMembershipId: number) {
  const m = await db.userMembership.findFirst({
    where: { id: userMembershipId, userId },
    select: { id: true, membershipTypeId: true, start: true, end: true, approved: true, membershipType: { select: { name: true } } },
  });
  if (!m) return null;
  return {
    id: m.id,
    type: m.membershipType.name,
    start: formatDate(m.start),
    end: formatDate(m.end),
    values: {
      membershipTypeId: String(m.membershipTypeId),
      start: toDateInputValue(m.start),
      end: toDateInputValue(m.end),
      approved: m.approved ? "on" : undefined,
    },
  };
}

export type UserMembershipInput = { membershipTypeId: number; start: string; end: string; approved: boolean };
export type UserMembershipResult =
  { ok: true; id: number } | { ok: false; field: "membershipTypeId" | "start" | "end" | null; message: string };

/** Checks the form's values again on the server side of the service: a real type, real days, end after start. */
async function resolveInput(
  input: UserMembershipInput,
): Promise<{ ok: true; typeId: number; productId: number | null; start: Date; end: Date } | Extract<UserMembershipResult, { ok: false }>> {
  const type = await db.membershipType.findUnique({ where: { id: input.membershipTypeId }, select: { id: true, productId: true } });
  if (!type) return { ok: false, field: "membershipTypeId", message: MEMBERSHIP_REVIEW_MESSAGES.typeRequired };
  const start = parseDateInput(input.start);
  if (!start) return { ok: false, field: "start", message: MEMBERSHIP_REVIEW_MESSAGES.invalidDate };
  const end = parseDateInput(input.end);
  if (!end) return { ok: false, field: "end", message: MEMBERSHIP_REVIEW_MESSAGES.invalidDate };
  if (end.getTime() <= start.getTime()) return { ok: false, field: "end", message: MEMBERSHIP_REVIEW_MESSAGES.endAfterStart };
  return { ok: true, typeId: type.id, productId: type.productId, start, end };
}

function auditShape(m: { membershipTypeId: number; start: Date; end: Date; approved: boolean }) {
  return { membershipTypeId: m.membershipTypeId, start: toDateInputValue(m.start), end: toDateInputValue(m.end), approved: m.approved };
}

/** Adds a membership to the user (admin: "add membership"); dates are New York days; the member is notified. */
export async function addUserMembership(
  adminId: number,
  userId: number,
  input: UserMembershipInput,
  now = new Date(),
): Promise<UserMembershipResult> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true } });
  if (!user) return { ok: false, field: null, message: "This user no longer exists." };
  const resolved = await resolveInput(input);
  if (!resolved.ok) return resolved;
  const created = await db.$transaction(async (tx) => {
    const m = await tx.userMembership.create({
      data: {
        userId,
        membershipTypeId: resolved.typeId,
        productId: resolved.productId,
        start: resolved.start,
        end: resolved.end,
        approved: input.approved,
      },
      select: { id: true, membershipTypeId: true, start: true, end: true, approved: true, membershipType: { select: { name: true } } },
    });
    await syncMembershipStatus(tx, userId, now);
    await recordAudit(
      {
        actorId: adminId,
        action: "userMembership.create",
        entityType: "UserMembership",
        entityId: m.id,
        after: { userId, ...auditShape(m) },
      },
      tx,
    );
    return m;
  });
  await notifyMember(user, {
    title: "Membership added",
    message: `${created.membershipType.name} was added to your account, from ${formatDate(created.start)} through ${formatDate(created.end)}.${created.approved ? "" : " It is awaiting approval."}`,
    url: paths.membership.root(),
    subject: `${created.membershipType.name} added to your account`,
    template: "user_membership_added",
  });
  return { ok: true, id: created.id };
}

/** Changes one of the user's memberships (type, dates, approved). Null result: not this user's (404). */
export async function updateUserMembership(
  adminId: number,
  userId: number,
  userMembershipId: number,
  input: UserMembershipInput,
  now = new Date(),
): Promise<UserMembershipResult | null> {
  const before = await db.userMembership.findFirst({
    where: { id: userMembershipId, userId },
    select: { id: true, membershipTypeId: true, start: true, end: true, approved: true },
  });
  if (!before) return null;
  const resolved = await resolveInput(input);
  if (!resolved.ok) return resolved;
  await db.$transaction(async (tx) => {
    const after = await tx.userMembership.update({
      where: { id: before.id },
      data: {
        membershipTypeId: resolved.typeId,
        // a paid membership keeps the product it was bought as; a type change points at the new type's product
        ...(resolved.typeId !== before.membershipTypeId ? { productId: resolved.productId } : {}),
        start: resolved.start,
        end: resolved.end,
        approved: input.approved,
      },
      select: { membershipTypeId: true, start: true, end: true, approved: true },
    });
    await syncMembershipStatus(tx, userId, now);
    await recordAudit(
      {
        actorId: adminId,
        action: "userMembership.update",
        entityType: "UserMembership",
        entityId: before.id,
        before: auditShape(before),
        after: auditShape(after),
      },
      tx,
    );
  });
  return { ok: true, id: before.id };
}

/** Deletes one of the user's memberships ('Could not delete membership' when that fails). Null: not this user's (404). */
export async function deleteUserMembership(
  adminId: number,
  userId: number,
  userMembershipId: number,
  now = new Date(),
): Promise<ActionResult | null> {
  const before = await db.userMembership.findFirst({
    where: { id: userMembershipId, userId },
    select: { id: true, membershipTypeId: true, start: true, end: true, approved: true, lineItemId: true },
  });
  if (!before) return null;
  try {
    await db.$transaction(async (tx) => {
      await tx.userMembership.delete({ where: { id: before.id } });
      await syncMembershipStatus(tx, userId, now);
      await recordAudit(
        {
          actorId: adminId,
          action: "userMembership.delete",
          entityType: "UserMembership",
          entityId: before.id,
          before: { userId, lineItemId: before.lineItemId, ...auditShape(before) },
        },
        tx,
      );
    });
    return { ok: true };
  } catch (error) {
    log.error("delete user membership failed", { userMembershipId, error });
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.deleteFailed };
  }
}
