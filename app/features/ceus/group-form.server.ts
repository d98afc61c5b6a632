/**
 * The group CEU (pre-approval) form's data, for the member and for the admin review page (admin
 * spec 2 "Group CEU review page", 3 "Group CEU (pre-approval)", 5 "Group CEU"; member spec
 * /ceus/group): one reader, `admin` decides what is shown. The action is `submitGroupCeuForm`
 * (group-submit.server.ts), the fees are in group-fees.server.ts.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { ceuStatusLabel, ceuStatusTone, formatCredits, type ProgramValues, PROGRAM_SELECT } from "~/features/ceus/rules.ts";
import { MEDIA_KIND, MEDIA_KIND_LABEL, PRODUCT_KIND, REVIEW_STATUS, type MediaKind } from "~/domain/constants.ts";
import { formatDate, toDateInputValue, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { centsToDollarInput, formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { fileTooLargeMessage, UPLOAD_MESSAGES } from "~/lib/uploads.server.ts";
import { creditTypeChoices } from "./credit-types.server.ts";
import { groupCeuFees, type GroupCeuFee } from "./group-fees.server.ts";
import { memberReviewRows, type MemberReviewRow } from "./individual-form.server.ts";

export const GROUP_CEU_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const GROUP_CEU_FILE_MESSAGES = {
  tooLarge: fileTooLargeMessage(GROUP_CEU_FILE_MAX_BYTES),
  agendaType: UPLOAD_MESSAGES.document,
  logoType: UPLOAD_MESSAGES.image,
  chooseAgain: UPLOAD_MESSAGES.chooseAgain,
  codeInUse: "This completion code is already in use.",
  listingClosed: "Listing on the CEU library page can only be added before the pre-approval is submitted.",
} as const;

export type GroupCeuFileField = "agendaFile" | "logoFile";
export const FILE_KIND: Record<GroupCeuFileField, MediaKind> = {
  agendaFile: MEDIA_KIND.programAgenda,
  logoFile: MEDIA_KIND.organizationLogo,
};
export const GROUP_CEU_FILE_FIELDS = { agendaFile: "document", logoFile: "image" } as const;

/** The form's values as the inputs show them (dates "YYYY-MM-DD", the cost in dollars, the box "on" or ""). */
export type GroupCeuFormValues = ProgramValues & {
  contactEmail: string;
  startDate: string;
  endDate: string;
  listProgram: string;
  registrationUrl: string;
  attendanceCost: string;
  completionCode: string;
};

export const TEXT_FIELDS = [
  "credits",
  "creditTypeId",
  "programTitle",
  "sponsor",
  "programDescription",
  "programAgenda",
  "contactEmail",
  "startDate",
  "endDate",
  "registrationUrl",
  "attendanceCost",
  "completionCode",
] as const satisfies ReadonlyArray<keyof GroupCeuFormValues>;

/** The state of one fee: to be added with the form, waiting in the cart, paid, or not in the cart (removed). */
export type GroupCeuFeeState = "due" | "inCart" | "paid" | "notInCart";
export type GroupCeuFeeView = { label: string; cents: number; amount: string; state: GroupCeuFeeState };

export type GroupCeuFormData = {
  id: number | null;
  userId: number;
  defaultValue: GroupCeuFormValues;
  creditTypes: Array<{ value: string; label: string }>;
  files: Array<{ id: number; field: GroupCeuFileField; kindLabel: string; name: string; href: string }>;
  status: string;
  statusLabel: string;
  tone: "success" | "danger" | "warning";
  /** the review fee was paid: the pre-approval waits for (or has had) its review */
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
  completionCode: string | null;
  hasReviews: boolean;
  /** the review fee waits in the cart */
  reviewInCart: boolean;
  reviewPaid: boolean;
  /** the fees (members): the review fee, and the listing fee (charged only when listed) */
  fees: { review: GroupCeuFeeView; listing: GroupCeuFeeView } | null;
  /** member: the listing can no longer be switched on (submitted without a paid listing fee) */
  listingLocked: boolean;
  /** the main button: Add to cart (new, or fees removed from the cart), Resubmit, Save Changes */
  submit: { intent: "save" | "add-to-cart"; label: string };
  /** also offer a plain "Save Changes" beside "Add to cart" (an unsubmitted pre-approval whose fee left the cart) */
  alsoSave: boolean;
  /** the member sees an approved pre-approval as static fields */
  readOnly: boolean;
  view: { creditType: string; startDate: string; endDate: string; attendanceCost: string; submittedOn: string };
  reviews: MemberReviewRow[];
};

export const EMPTY_VALUES: GroupCeuFormValues = {
  credits: "",
  creditTypeId: "",
  programTitle: "",
  sponsor: "",
  programDescription: "",
  programAgenda: "",
  contactEmail: "",
  startDate: "",
  endDate: "",
  listProgram: "",
  registrationUrl: "",
  attendanceCost: "",
  completionCode: "",
};

export const feeItemSelect = { id: true, transactionId: true, finalPriceCents: true } as const;
const mediaSelect = { id: true, kind: true, originalName: true, storedPath: true } as const;

const groupSelect = {
  id: true,
  userId: true,
  ...PROGRAM_SELECT,
  contactEmail: true,
  completionCode: true,
  startDate: true,
  endDate: true,
  listProgram: true,
  registrationUrl: true,
  attendanceCostCents: true,
  status: true,
  rejectionStatus: true,
  submittedAt: true,
  creditType: { select: { name: true } },
  organizationLogo: { select: mediaSelect },
  media: { orderBy: { id: "asc" as const }, select: mediaSelect },
  reviewLineItem: { select: feeItemSelect },
  listingLineItem: { select: feeItemSelect },
  reviews: { orderBy: { createdAt: "asc" as const }, select: { id: true, createdAt: true, approved: true, status: true, message: true } },
} satisfies Prisma.GroupCeuSelect;

export type LoadedGroup = Prisma.GroupCeuGetPayload<{ select: typeof groupSelect }>;
export type FeeItem = { id: number; transactionId: number | null; finalPriceCents: number } | null;

export const isPaid = (item: FeeItem) => item !== null && item.transactionId !== null;
export const isInCart = (item: FeeItem) => item !== null && item.transactionId === null;

export function loadGroup(groupCeuId: number, userId: number) {
  return db.groupCeu.findFirst({ where: { id: groupCeuId, userId }, select: groupSelect });
}

/** A submitted pre-approval may stay (or be put back) on the library page only with a listing fee paid or in the cart. */
export function listingOpen(g: Pick<LoadedGroup, "submittedAt" | "listingLineItem">): boolean {
  return g.submittedAt === null || isPaid(g.listingLineItem) || isInCart(g.listingLineItem);
}

export function valuesOf(g: LoadedGroup, admin: boolean): GroupCeuFormValues {
  const listed = g.listProgram && (admin || listingOpen(g));
  return {
    credits: formatCredits(g.credits),
    creditTypeId: String(g.creditTypeId),
    programTitle: g.programTitle,
    sponsor: g.sponsor,
    programDescription: g.programDescription,
    programAgenda: g.programAgenda ?? "",
    contactEmail: g.contactEmail,
    startDate: toDateInputValue(g.startDate),
    endDate: toDateInputValue(g.endDate),
    listProgram: listed ? "on" : "",
    registrationUrl: g.registrationUrl ?? "",
    attendanceCost: centsToDollarInput(g.attendanceCostCents),
    completionCode: g.completionCode ?? "",
  };
}

/** Files of the pre-approval: agenda files and the organization logo (also when only linked as the logo). */
export function filesOf(g: LoadedGroup) {
  const all = [...g.media];
  if (g.organizationLogo && !all.some((m) => m.id === g.organizationLogo!.id)) all.push(g.organizationLogo);
  return all.filter((m) => m.kind === MEDIA_KIND.programAgenda || m.kind === MEDIA_KIND.organizationLogo);
}

function fileField(kind: string): GroupCeuFileField {
  return kind === MEDIA_KIND.organizationLogo ? "logoFile" : "agendaFile";
}

function feeView(label: string, item: FeeItem, fee: GroupCeuFee | undefined, isNew: boolean): GroupCeuFeeView {
  const cents = item ? item.finalPriceCents : (fee?.feeCents ?? 0);
  const state: GroupCeuFeeState = isPaid(item) ? "paid" : isInCart(item) ? "inCart" : isNew ? "due" : "notInCart";
  return { label, cents, amount: formatCents(cents), state };
}

/**
 * The group CEU form's data: a new pre-approval (`groupCeuId` null) or the user's pre-approval
 * `groupCeuId` (null when it is not theirs: a 404). An admin passes the pre-approval's owner as
 * `userId` and gets every field (the completion code too) and no fees.
 */
export async function loadGroupCeuForm(
  opts: { groupCeuId: number | null; userId: number; admin: boolean },
  now = new Date(),
): Promise<GroupCeuFormData | null> {
  const g = opts.groupCeuId ? await loadGroup(opts.groupCeuId, opts.userId) : null;
  if (opts.groupCeuId && !g) return null;
  const [creditTypes, fees] = await Promise.all([
    creditTypeChoices([g?.creditTypeId]),
    opts.admin ? Promise.resolve(null) : groupCeuFees(opts.userId, true, now),
  ]);
  const today = todayISO(now);
  const status = g?.status ?? REVIEW_STATUS.pending;
  const submitted = g ? g.submittedAt !== null : false;
  const approved = status === REVIEW_STATUS.approved;
  const rejected = status === REVIEW_STATUS.rejected;
  const hasReviews = (g?.reviews.length ?? 0) > 0;
  const reviewItem = g?.reviewLineItem ?? null;
  const reviewInCart = isInCart(reviewItem);
  const reviewPaid = isPaid(reviewItem);
  const listingLocked = !opts.admin && g !== null && !listingOpen(g);

  let submit: GroupCeuFormData["submit"] = { intent: "save", label: "Save Changes" };
  let alsoSave = false;
  if (!opts.admin) {
    if (!g) submit = { intent: "save", label: "Add to cart" };
    else if (!submitted && !reviewInCart) {
      submit = { intent: "add-to-cart", label: "Add to cart" };
      alsoSave = true;
    } else if (submitted && rejected && hasReviews) submit = { intent: "save", label: "Resubmit" };
  }

  const s = { status, rejectionStatus: g?.rejectionStatus ?? null, submitted };
  return {
    id: g?.id ?? null,
    userId: opts.userId,
    defaultValue: g ? valuesOf(g, opts.admin) : { ...EMPTY_VALUES, startDate: today, endDate: today },
    creditTypes: creditTypes.map((t) => ({ value: String(t.id), label: t.name })),
    files: g
      ? filesOf(g).map((m) => ({
          id: m.id,
          field: fileField(m.kind),
          kindLabel: MEDIA_KIND_LABEL[m.kind as MediaKind] ?? m.kind,
          name: m.originalName,
          href: paths.resources.media(m.id),
        }))
      : [],
    status,
    statusLabel: g ? ceuStatusLabel(s) : "",
    tone: ceuStatusTone(s),
    submitted,
    approved,
    rejected,
    completionCode: g?.completionCode ?? null,
    hasReviews,
    reviewInCart,
    reviewPaid,
    fees: fees
      ? {
          review: feeView(
            "Review fee",
            reviewItem,
            fees.find((f) => f.kind === PRODUCT_KIND.ceuReview),
            !g,
          ),
          listing: feeView(
            "CEU library listing fee",
            g?.listingLineItem ?? null,
            fees.find((f) => f.kind === PRODUCT_KIND.ceuListing),
            !g || (!submitted && reviewInCart),
          ),
        }
      : null,
    listingLocked,
    submit,
    alsoSave,
    readOnly: approved && !opts.admin,
    view: {
      creditType: g?.creditType.name ?? "",
      startDate: g ? formatDate(g.startDate) : "",
      endDate: g ? formatDate(g.endDate) : "",
      attendanceCost: g?.listProgram && g.attendanceCostCents !== null ? formatCents(g.attendanceCostCents) : "",
      submittedOn: g?.submittedAt ? formatDate(g.submittedAt) : "",
    },
    reviews: memberReviewRows(g?.reviews ?? []),
  };
}
