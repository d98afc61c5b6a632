import type { Prisma } from "~/generated/prisma/client.ts";
import { PRODUCT_KIND, REJECTION_STATUS, REPORTING_PERIOD_STATUS, REVIEW_STATUS } from "~/domain/constants.ts";
import { createFeeItem, groupCeuFees } from "~/features/ceus/group-fees.server.ts";
import { randomCompletionCode } from "~/features/ceus/decisions.server.ts";
import { daysAgo, daysFromNow, endOfDayNY, startOfDateNY, yearNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { payLines } from "./commerce.ts";
import { next } from "./sequence.ts";

/** A certification (key `cert{n}`, name "Certification {n}" unless given). */
export async function createCertification(over: Partial<Prisma.CertificationUncheckedCreateInput> = {}) {
  const n = next();
  return db.certification.create({ data: { key: `cert${n}`, name: `Certification ${n}`, ...over } });
}

/** A reporting period: the current calendar year unless given. */
export async function createReportingPeriod(over: Partial<Prisma.ReportingPeriodUncheckedCreateInput> = {}) {
  const n = next();
  const year = new Date().getUTCFullYear();
  return db.reportingPeriod.create({
    data: {
      name: `${year} Period ${n}`,
      start: new Date(Date.UTC(year, 0, 1, 5)),
      end: new Date(Date.UTC(year + 1, 0, 1, 4, 59, 59)),
      ...over,
    },
  });
}

/** A credit type ("General {n}" unless given). */
export async function createCreditType(over: Partial<Prisma.CreditTypeUncheckedCreateInput> = {}) {
  return db.creditType.create({ data: { name: `General ${next()}`, ...over } });
}

/** A pending individual CEU of the user, 3 credits, completed yesterday, in a new period and credit type unless given. */
export async function createIndividualCeu(userId: number, over: Partial<Omit<Prisma.IndividualCeuUncheckedCreateInput, "userId">> = {}) {
  const n = next();
  const reportingPeriodId = over.reportingPeriodId ?? (await createReportingPeriod()).id;
  const creditTypeId = over.creditTypeId ?? (await createCreditType()).id;
  return db.individualCeu.create({
    data: {
      userId,
      reportingPeriodId,
      creditTypeId,
      completionDate: new Date(Date.now() - 86_400_000),
      credits: 3,
      programTitle: `Program ${n}`,
      sponsor: `Sponsor ${n}`,
      programDescription: "A program.",
      ...over,
    },
  });
}

/** A submitted, pending group CEU (pre-approval) of the user, one day long in a month, unless given. */
export async function createGroupCeu(userId: number, over: Partial<Omit<Prisma.GroupCeuUncheckedCreateInput, "userId">> = {}) {
  const n = next();
  const creditTypeId = over.creditTypeId ?? (await createCreditType()).id;
  const start = new Date(Date.now() + 30 * 86_400_000);
  return db.groupCeu.create({
    data: {
      userId,
      creditTypeId,
      credits: 3,
      programTitle: `Group program ${n}`,
      sponsor: `Sponsor ${n}`,
      programDescription: "A program.",
      contactEmail: `contact${n}@example.org`,
      startDate: start,
      endDate: start,
      submittedAt: new Date(),
      ...over,
    },
  });
}

// ---------------------------------------------------------------------------------------------
// By state: what the product reads (the current period, the credit types by name, the fee products)
// found or made, then a CEU pending, approved or rejected as the review decisions leave it.
// ---------------------------------------------------------------------------------------------

/** The credit type with this name ("General", or "Ethics" with `ethics: true`), found or made. */
export async function creditType(name = "General", opts: { ethics?: boolean; minimumCredits?: number } = {}) {
  const ethics = opts.ethics ?? name === "Ethics";
  return (
    (await db.creditType.findUnique({ where: { name } })) ??
    db.creditType.create({ data: { name, ethics, minimumCredits: opts.minimumCredits ?? (ethics ? 2 : 0) } })
  );
}

/** The reportable period running `now`, found, or made for `now`'s calendar year (status current). */
export async function currentReportingPeriod(now = new Date()) {
  const found = await db.reportingPeriod.findFirst({
    where: { reportable: true, start: { lte: now }, end: { gte: now } },
    orderBy: { start: "desc" },
  });
  if (found) return found;
  const year = yearNY(now);
  return createReportingPeriod({
    name: `${year} Period ${next()}`,
    start: startOfDateNY(year, 1, 1),
    end: endOfDayNY(startOfDateNY(year, 12, 31)),
    status: REPORTING_PERIOD_STATUS.current,
  });
}

/** The group CEU review and listing fee products (list and member prices), found or made. */
export async function ceuFeeProducts(opts: { categoryId?: number | null } = {}) {
  const find = (kind: string) => db.product.findFirst({ where: { kind, deletedAt: null }, orderBy: { id: "asc" } });
  const make = (kind: string, name: string, priceCents: number, memberPriceCents: number) =>
    db.product.create({ data: { kind, name, priceCents, memberPriceCents, categoryId: opts.categoryId ?? null } });
  const review = (await find(PRODUCT_KIND.ceuReview)) ?? (await make(PRODUCT_KIND.ceuReview, "CEU Pre-Approval Review", 5000, 2500));
  const listing = (await find(PRODUCT_KIND.ceuListing)) ?? (await make(PRODUCT_KIND.ceuListing, "CEU Library Listing", 7500, 5000));
  return { review, listing };
}

type IndividualCeuFields = Partial<Omit<Prisma.IndividualCeuUncheckedCreateInput, "userId">> & { now?: Date };

async function individualCeu(userId: number, status: string, over: IndividualCeuFields) {
  const { now = new Date(), ...fields } = over;
  const n = next();
  const completionDate = fields.completionDate ?? daysAgo(1, now);
  return db.individualCeu.create({
    data: {
      userId,
      reportingPeriodId: fields.reportingPeriodId ?? (await currentReportingPeriod(now)).id,
      creditTypeId: fields.creditTypeId ?? (await creditType()).id,
      completionDate,
      credits: 3,
      programTitle: `Program ${n}`,
      sponsor: `Sponsor ${n}`,
      programDescription: "A program.",
      verified: true,
      submittedAt: now,
      createdAt: now,
      ...fields,
      status,
      approved: status === REVIEW_STATUS.approved ? true : status === REVIEW_STATUS.rejected ? false : null,
    },
  });
}

/** A decision's review row: "approved", or the rejection status, with the admin's message. */
type Review = { reviewerId?: number | null; reviewedAt?: Date; message?: string | null };

/** The review row of a decision on an individual or a group CEU. */
function ceuReviewRow(
  on: { individualCeuId: number } | { groupCeuId: number },
  decision: { approved: boolean; status: string; reviewerId: number | null; message: string | null; at: Date },
) {
  const { at, ...rest } = decision;
  return db.ceuReview.create({ data: { ...on, ...rest, createdAt: at } });
}

/** An individual CEU waiting for review (in the current period, "General" credits, completed yesterday, unless given). */
export function pendingIndividualCeu(userId: number, over: IndividualCeuFields = {}) {
  return individualCeu(userId, REVIEW_STATUS.pending, over);
}

/** An approved individual CEU and its review row. */
export async function approvedIndividualCeu(userId: number, over: IndividualCeuFields & Review = {}) {
  const { reviewerId = null, reviewedAt, message = "<p>Approved. Thank you!</p>", ...fields } = over;
  const ceu = await individualCeu(userId, REVIEW_STATUS.approved, fields);
  const review = await ceuReviewRow(
    { individualCeuId: ceu.id },
    { approved: true, status: REVIEW_STATUS.approved, reviewerId, message, at: reviewedAt ?? ceu.submittedAt },
  );
  return { ceu, review };
}

/** A rejected individual CEU (not relevant unless `rejectionStatus`) and its review row. */
export async function rejectedIndividualCeu(userId: number, over: IndividualCeuFields & Review = {}) {
  const { reviewerId = null, reviewedAt, message = null, ...fields } = over;
  const rejectionStatus = fields.rejectionStatus ?? REJECTION_STATUS.notRelevant;
  const ceu = await individualCeu(userId, REVIEW_STATUS.rejected, { ...fields, rejectionStatus });
  const review = await ceuReviewRow(
    { individualCeuId: ceu.id },
    { approved: false, status: rejectionStatus, reviewerId, message, at: reviewedAt ?? ceu.submittedAt },
  );
  return { ceu, review };
}

/**
 * An individual CEU rejected once and resubmitted: pending again, with the rejection's review row
 * (needs more information unless `rejectionStatus`) in its history.
 */
export async function resubmittedIndividualCeu(userId: number, over: IndividualCeuFields & Review & { rejectionStatus?: string } = {}) {
  const { reviewerId = null, reviewedAt, message = null, rejectionStatus = REJECTION_STATUS.needsMoreInformation, ...fields } = over;
  const ceu = await individualCeu(userId, REVIEW_STATUS.pending, fields);
  const review = await ceuReviewRow(
    { individualCeuId: ceu.id },
    { approved: false, status: rejectionStatus, reviewerId, message, at: reviewedAt ?? daysAgo(1, ceu.submittedAt ?? new Date()) },
  );
  return { ceu, review };
}

type GroupCeuFields = Partial<Omit<Prisma.GroupCeuUncheckedCreateInput, "userId" | "status" | "approved">> & {
  /** when the fees were paid, which submits it (default now) */
  paidAt?: Date;
  now?: Date;
};

/**
 * A group CEU pre-approval waiting for review: its fees (the review fee, and the listing fee when
 * listed) priced and named by the product's group fee rules, then paid, which submits it.
 */
export async function pendingGroupCeu(userId: number, over: GroupCeuFields = {}) {
  const { paidAt, now = new Date(), ...fields } = over;
  const at = paidAt ?? now;
  const { groupCeu, lineItemIds } = await groupCeuInCart(userId, { createdAt: at, ...fields, now });
  await db.lineItem.updateMany({ where: { id: { in: lineItemIds } }, data: { createdAt: at } });
  const { transaction } = await payLines(userId, lineItemIds, { at });
  return { groupCeu: await db.groupCeu.findUniqueOrThrow({ where: { id: groupCeu.id } }), transaction };
}

/**
 * A group CEU pre-approval still in the cart: the draft with its fees (priced and named by the
 * product's group fee rules) unpaid in the cart, so not yet submitted and not in the admin queue.
 */
export async function groupCeuInCart(userId: number, over: Omit<GroupCeuFields, "paidAt"> = {}) {
  const { now = new Date(), ...fields } = over;
  const n = next();
  await ceuFeeProducts();
  const start = fields.startDate ?? daysFromNow(30, now);
  const draft = await db.groupCeu.create({
    data: {
      userId,
      creditTypeId: fields.creditTypeId ?? (await creditType()).id,
      credits: 3,
      programTitle: `Group program ${n}`,
      sponsor: `Sponsor ${n}`,
      programDescription: "A program.",
      contactEmail: `contact${n}@example.org`,
      startDate: start,
      endDate: start,
      createdAt: now,
      ...fields,
      submittedAt: null,
    },
  });
  const fees = await groupCeuFees(userId, draft.listProgram, now);
  const lineItemIds = await db.$transaction(async (tx) => {
    const made: number[] = [];
    for (const fee of fees) made.push(await createFeeItem(tx, userId, fee, draft.programTitle));
    return made;
  });
  const groupCeu = await db.groupCeu.update({
    where: { id: draft.id },
    data: { reviewLineItemId: lineItemIds[0], listingLineItemId: lineItemIds[1] ?? null },
  });
  return { groupCeu, lineItemIds };
}

/** An approved group CEU with its completion code (a new one unless given) and review row. */
export async function approvedGroupCeu(userId: number, over: GroupCeuFields & Review = {}) {
  const { reviewerId = null, reviewedAt, message = "<p>Pre-approved. Share the completion code with attendees.</p>", ...fields } = over;
  const { groupCeu, transaction } = await pendingGroupCeu(userId, fields);
  const approved = await db.groupCeu.update({
    where: { id: groupCeu.id },
    data: {
      status: REVIEW_STATUS.approved,
      approved: true,
      rejectionStatus: null,
      completionCode: groupCeu.completionCode ?? randomCompletionCode(),
    },
  });
  const review = await ceuReviewRow(
    { groupCeuId: groupCeu.id },
    { approved: true, status: REVIEW_STATUS.approved, reviewerId, message, at: reviewedAt ?? groupCeu.submittedAt ?? new Date() },
  );
  return { groupCeu: approved, transaction, review };
}

/** A rejected group CEU (insufficient documentation unless `rejectionStatus`) and its review row. */
export async function rejectedGroupCeu(userId: number, over: GroupCeuFields & Review = {}) {
  const { reviewerId = null, reviewedAt, message = null, ...fields } = over;
  const rejectionStatus = fields.rejectionStatus ?? REJECTION_STATUS.insufficientDocumentation;
  const { groupCeu, transaction } = await pendingGroupCeu(userId, { ...fields, rejectionStatus: null });
  const rejected = await db.groupCeu.update({
    where: { id: groupCeu.id },
    data: { status: REVIEW_STATUS.rejected, approved: false, rejectionStatus },
  });
  const review = await ceuReviewRow(
    { groupCeuId: groupCeu.id },
    { approved: false, status: rejectionStatus, reviewerId, message, at: reviewedAt ?? groupCeu.submittedAt ?? new Date() },
  );
  return { groupCeu: rejected, transaction, review };
}
