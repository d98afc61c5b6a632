/**
 * The admin CEU review pages (admin spec 2 "CEU Individual Approval form", "CEU Pre-Approval
 * Form"): the CEU, its owner with active flags, and the reviews so far.
 */
import { REVIEW_STATUS } from "~/domain/constants.ts";
import { ceuReviewStatusLabel, ceuStatusLabel, ceuStatusTone, formatCredits } from "~/features/ceus/rules.ts";
import { formatDate, formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { fullName } from "./review-rules.ts";

// ---------------------------------------------------------------------------------------------
// Review pages
// ---------------------------------------------------------------------------------------------

/** A row of the reviews table (kit/review/review-parts.tsx `ReviewRow`): status 'Approved' or the rejection status's label. */
export type CeuReviewRow = {
  key: number;
  /** MM/DD/YYYY h:mm AM */
  date: string;
  reviewer: string;
  /** stored HTML: admin-written templates and escaped free text (kit/review/messages.server.ts) */
  messageHtml: string | null;
  status: string;
  tone: "success" | "danger";
};

export type ReviewOwner = { id: number; firstName: string; lastName: string; email: string };
export type ReviewFlags = { count: number; reasons: string[] };

const reviewSelect = {
  orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  select: {
    id: true,
    createdAt: true,
    approved: true,
    status: true,
    message: true,
    reviewer: { select: { firstName: true, lastName: true } },
  },
};
const ownerSelect = {
  select: {
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    flags: { where: { active: true }, orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }], select: { reason: true } },
  },
};

function reviewRowsOf(
  reviews: Array<{
    id: number;
    createdAt: Date;
    approved: boolean;
    status: string;
    message: string | null;
    reviewer: { firstName: string; lastName: string } | null;
  }>,
): CeuReviewRow[] {
  return reviews.map((r) => ({
    key: r.id,
    date: formatDateTime(r.createdAt),
    reviewer: fullName(r.reviewer),
    messageHtml: r.message,
    status: ceuReviewStatusLabel(r),
    tone: r.approved ? "success" : "danger",
  }));
}

function ownerOf(u: { id: number; firstName: string; lastName: string; email: string; flags: Array<{ reason: string }> }): {
  user: ReviewOwner;
  flags: ReviewFlags;
} {
  return {
    user: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
    flags: { count: u.flags.length, reasons: u.flags.map((f) => f.reason) },
  };
}

/** The Individual CEU review page: the CEU, its owner with active flags, the linked group CEU and the reviews; null when missing. */
export async function getIndividualCeuReview(id: number) {
  const c = await db.individualCeu.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      programTitle: true,
      sponsor: true,
      credits: true,
      completionDate: true,
      submittedAt: true,
      completionCode: true,
      reportingPeriod: { select: { name: true } },
      creditType: { select: { name: true } },
      preapprovedCredit: { select: { id: true, programTitle: true } },
      user: ownerSelect,
      reviews: reviewSelect,
    },
  });
  if (!c) return null;
  const { user, flags } = ownerOf(c.user);
  return {
    id: c.id,
    status: c.status,
    statusLabel: ceuStatusLabel(c),
    tone: ceuStatusTone(c),
    canApprove: c.status === REVIEW_STATUS.pending || c.status === REVIEW_STATUS.rejected,
    canReject: c.status === REVIEW_STATUS.pending,
    programTitle: c.programTitle,
    sponsor: c.sponsor,
    credits: formatCredits(c.credits),
    creditType: c.creditType.name,
    reportingPeriod: c.reportingPeriod.name,
    completionDate: formatDate(c.completionDate),
    submittedOn: formatDate(c.submittedAt),
    completionCode: c.completionCode,
    preapproved: c.preapprovedCredit ? { id: c.preapprovedCredit.id, title: c.preapprovedCredit.programTitle } : null,
    user,
    flags,
    reviews: reviewRowsOf(c.reviews),
  };
}
export type IndividualCeuReview = NonNullable<Awaited<ReturnType<typeof getIndividualCeuReview>>>;

/** The Group CEU review page (CEU Pre-Approval Form): the pre-approval, its owner with active flags and the reviews; null when missing. */
export async function getGroupCeuReview(id: number) {
  const g = await db.groupCeu.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      submittedAt: true,
      programTitle: true,
      sponsor: true,
      credits: true,
      startDate: true,
      endDate: true,
      contactEmail: true,
      completionCode: true,
      listProgram: true,
      creditType: { select: { name: true } },
      user: ownerSelect,
      reviews: reviewSelect,
    },
  });
  if (!g) return null;
  const { user, flags } = ownerOf(g.user);
  const submitted = g.submittedAt !== null;
  return {
    id: g.id,
    status: g.status,
    submitted,
    statusLabel: ceuStatusLabel({ ...g, submitted }),
    tone: ceuStatusTone({ ...g, submitted }),
    canApprove: submitted && (g.status === REVIEW_STATUS.pending || g.status === REVIEW_STATUS.rejected),
    canReject: submitted && g.status === REVIEW_STATUS.pending,
    programTitle: g.programTitle,
    sponsor: g.sponsor,
    credits: formatCredits(g.credits),
    creditType: g.creditType.name,
    startDate: formatDate(g.startDate),
    endDate: formatDate(g.endDate),
    submittedOn: formatDate(g.submittedAt),
    contactEmail: g.contactEmail,
    completionCode: g.completionCode,
    listProgram: g.listProgram,
    user,
    flags,
    reviews: reviewRowsOf(g.reviews),
  };
}
export type GroupCeuReview = NonNullable<Awaited<ReturnType<typeof getGroupCeuReview>>>;
