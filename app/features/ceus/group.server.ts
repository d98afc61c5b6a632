/**
 * Group CEUs (pre-approvals), member side and the form the admin review page reuses (admin spec 2
 * "Group CEU review page", 3 "Group CEU (pre-approval)", 5 "Group CEU", 9 fees; member spec /ceus/group).
 *
 * A new pre-approval goes to the cart with its fees (the review fee, and the CEU library listing fee
 * when listed) in one database transaction; it stays unsubmitted (`submittedAt` null) until the review
 * fee is paid, when the fulfilment handler below submits it for review. One form, one code path:
 * `admin` decides what is allowed (admins edit every field at any status, the completion code too,
 * without fees or a status change).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Prisma } from "~/generated/prisma/client.ts";
import { CEU_MESSAGES, ceuStatusLabel, ceuStatusTone, formatCredits, normalizeCompletionCode } from "~/features/ceus/rules.ts";
import { MEDIA_KIND, MEDIA_KIND_LABEL, PRODUCT_KIND, REVIEW_STATUS, type MediaKind } from "~/domain/constants.ts";
import { formatDate, parseDateInput, toDateInputValue, todayISO } from "~/lib/dates.ts";
import { db, isUniqueViolation, type Tx } from "~/lib/db.server.ts";
import { groupCeuSchema } from "~/features/ceus/schemas.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { pageWindow, parseListParams, type ListParams, type Page } from "~/lib/list-params.ts";
import { log } from "~/lib/logger.server.ts";
import { centsToDollarInput, formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import {
  deleteStoredFiles,
  fileTooLargeMessage,
  readFileFields,
  readUploadForm,
  storeFile,
  UPLOAD_MESSAGES,
  type FieldUpload,
} from "~/lib/uploads.server.ts";
import { recordAudit } from "~/lib/audit.server.ts";
import { changeCart } from "~/features/commerce/cart.server.ts";
import { memberReviewRows, type MemberReviewRow } from "./individual.server.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";

// ---------------------------------------------------------------------------------------------
// Fees (admin spec 9: review $25 members / $50 others; listing $50 members / $75 others)
// ---------------------------------------------------------------------------------------------

export type GroupCeuFeeKind = typeof PRODUCT_KIND.ceuReview | typeof PRODUCT_KIND.ceuListing;

export type GroupCeuFee = {
  kind: GroupCeuFeeKind;
  productId: number;
  /** the product's name ("CEU Pre-Approval Review") */
  name: string;
  /** list price */
  priceCents: number;
  /** what this user pays: the member price for active or pending-review members, else the list price */
  feeCents: number;
};

async function feeProduct(kind: GroupCeuFeeKind) {
  const product = await db.product.findFirst({
    where: { kind, deletedAt: null },
    orderBy: { id: "asc" },
    select: { id: true, name: true, priceCents: true, memberPriceCents: true },
  });
  if (!product) throw new Error(`No product of kind ${kind}: the CEU fee products are missing (prisma/seed.ts).`);
  return product;
}

/** The fees of a pre-approval for this user: the review fee always, the listing fee when listed. */
export async function groupCeuFees(userId: number, listProgram: boolean, now = new Date()): Promise<GroupCeuFee[]> {
  const [member, review, listing] = await Promise.all([
    hasMemberPricing(userId, now),
    feeProduct(PRODUCT_KIND.ceuReview),
    listProgram ? feeProduct(PRODUCT_KIND.ceuListing) : null,
  ]);
  const fee = (kind: GroupCeuFeeKind, p: Awaited<ReturnType<typeof feeProduct>>): GroupCeuFee => ({
    kind,
    productId: p.id,
    name: p.name,
    priceCents: p.priceCents,
    feeCents: member && p.memberPriceCents !== null ? p.memberPriceCents : p.priceCents,
  });
  return [fee(PRODUCT_KIND.ceuReview, review), ...(listing ? [fee(PRODUCT_KIND.ceuListing, listing)] : [])];
}

/** The line item's name in the cart and on receipts: the product and the program. */
function feeItemName(fee: Pick<GroupCeuFee, "name">, programTitle: string): string {
  return `${fee.name}: ${programTitle}`.slice(0, 255);
}

async function createFeeItem(tx: Tx, userId: number, fee: GroupCeuFee, programTitle: string): Promise<number> {
  const item = await tx.lineItem.create({
    data: {
      userId,
      kind: fee.kind,
      productId: fee.productId,
      name: feeItemName(fee, programTitle),
      priceCents: fee.priceCents,
      finalPriceCents: fee.feeCents,
      quantity: 1,
      withQty: false,
      showInCart: true,
    },
    select: { id: true },
  });
  return item.id;
}

// ---------------------------------------------------------------------------------------------
// The member's list (/ceus/group)
// ---------------------------------------------------------------------------------------------

export const GROUP_CEU_PAGE_SIZE = 10;
export const GROUP_CEU_SORT_KEYS = ["startDate", "programTitle", "sponsor", "credits", "status"] as const;
export type GroupCeuSortKey = (typeof GROUP_CEU_SORT_KEYS)[number];

/** The list's state from the URL: 10 per page, newest start date first by default. */
export function groupCeuListParams(url: URL): ListParams<GroupCeuSortKey> {
  return parseListParams(url, {
    sortKeys: GROUP_CEU_SORT_KEYS,
    defaultSort: "startDate",
    defaultDir: "desc",
    defaultPageSize: GROUP_CEU_PAGE_SIZE,
  });
}

export type GroupCeuRow = {
  id: number;
  /** MM/DD/YYYY */
  startDate: string;
  programTitle: string;
  sponsor: string;
  credits: string;
  statusLabel: string;
  tone: "success" | "danger" | "warning";
};

/** One page of the user's group CEUs; `q` words must each match the program title or the sponsor. */
export async function listMemberGroupCeus(userId: number, params: ListParams<GroupCeuSortKey>): Promise<Page<GroupCeuRow>> {
  const where: Prisma.GroupCeuWhereInput = { userId };
  const terms = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  if (terms.length) where.AND = terms.map((t) => ({ OR: [{ programTitle: { contains: t } }, { sponsor: { contains: t } }] }));
  const dir = params.dir;
  const orderBy: Prisma.GroupCeuOrderByWithRelationInput[] =
    params.sort === "programTitle"
      ? [{ programTitle: dir }]
      : params.sort === "sponsor"
        ? [{ sponsor: dir }]
        : params.sort === "credits"
          ? [{ credits: dir }]
          : params.sort === "status"
            ? [{ status: dir }, { submittedAt: { sort: dir, nulls: dir === "asc" ? "first" : "last" } }]
            : [{ startDate: dir }];
  if (params.sort !== "startDate") orderBy.push({ startDate: "desc" });
  orderBy.push({ id: dir });
  const total = await db.groupCeu.count({ where });
  const w = pageWindow(params.page, params.pageSize, total);
  const rows = await db.groupCeu.findMany({
    where,
    orderBy,
    skip: w.skip,
    take: w.take,
    select: {
      id: true,
      startDate: true,
      programTitle: true,
      sponsor: true,
      credits: true,
      status: true,
      rejectionStatus: true,
      submittedAt: true,
    },
  });
  return {
    total,
    page: w.page,
    lastPage: w.lastPage,
    pageSize: params.pageSize,
    rows: rows.map((r) => {
      const s = { status: r.status, rejectionStatus: r.rejectionStatus, submitted: r.submittedAt !== null };
      return {
        id: r.id,
        startDate: formatDate(r.startDate),
        programTitle: r.programTitle,
        sponsor: r.sponsor,
        credits: formatCredits(r.credits),
        statusLabel: ceuStatusLabel(s),
        tone: ceuStatusTone(s),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The group CEU form (member and admin)
// ---------------------------------------------------------------------------------------------

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
const FILE_KIND: Record<GroupCeuFileField, MediaKind> = { agendaFile: MEDIA_KIND.programAgenda, logoFile: MEDIA_KIND.organizationLogo };

/** The form's values as the inputs show them (dates "YYYY-MM-DD", the cost in dollars, the box "on" or ""). */
export type GroupCeuFormValues = {
  credits: string;
  creditTypeId: string;
  programTitle: string;
  sponsor: string;
  programDescription: string;
  programAgenda: string;
  contactEmail: string;
  startDate: string;
  endDate: string;
  listProgram: string;
  registrationUrl: string;
  attendanceCost: string;
  completionCode: string;
};

const TEXT_FIELDS = [
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

export type GroupCeuOutcome =
  | { kind: "saved"; id: number; message: string; addedToCart: boolean }
  | { kind: "form"; status: number; result: SubmissionResult<string[]>; notice?: string }
  | { kind: "notFound" };

const EMPTY_VALUES: GroupCeuFormValues = {
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

const feeItemSelect = { id: true, transactionId: true, finalPriceCents: true } as const;
const mediaSelect = { id: true, kind: true, originalName: true, storedPath: true } as const;

const groupSelect = {
  id: true,
  userId: true,
  credits: true,
  creditTypeId: true,
  programTitle: true,
  sponsor: true,
  programDescription: true,
  programAgenda: true,
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

type LoadedGroup = Prisma.GroupCeuGetPayload<{ select: typeof groupSelect }>;
type FeeItem = { id: number; transactionId: number | null; finalPriceCents: number } | null;

const isPaid = (item: FeeItem) => item !== null && item.transactionId !== null;
const isInCart = (item: FeeItem) => item !== null && item.transactionId === null;

function loadGroup(groupCeuId: number, userId: number) {
  return db.groupCeu.findFirst({ where: { id: groupCeuId, userId }, select: groupSelect });
}

/** A submitted pre-approval may stay (or be put back) on the library page only with a listing fee paid or in the cart. */
function listingOpen(g: Pick<LoadedGroup, "submittedAt" | "listingLineItem">): boolean {
  return g.submittedAt === null || isPaid(g.listingLineItem) || isInCart(g.listingLineItem);
}

function valuesOf(g: LoadedGroup, admin: boolean): GroupCeuFormValues {
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
function filesOf(g: LoadedGroup) {
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
    db.creditType.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true } }),
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

function postedValues(formData: FormData, existing: LoadedGroup | null, admin: boolean): GroupCeuFormValues {
  const out = { ...EMPTY_VALUES };
  for (const key of TEXT_FIELDS) {
    const v = formData.get(key);
    out[key] = typeof v === "string" ? v : "";
  }
  out.listProgram = formData.get("listProgram") === "on" ? "on" : "";
  // Only admins set the completion code; the member's form shows the stored one.
  if (!admin) out.completionCode = existing?.completionCode ?? "";
  return out;
}

function toFormData(values: GroupCeuFormValues): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== "") fd.append(k, v);
  return fd;
}

function answer(
  status: number,
  values: GroupCeuFormValues | null,
  errors: Record<string, string[]> | null,
  notice?: string,
): GroupCeuOutcome {
  const result: SubmissionResult<string[]> = { status: errors ? "error" : "success", error: errors ?? {} };
  // Without a readable body there are no posted values: leave what the form shows as it is.
  if (values) result.initialValue = { ...values };
  return { kind: "form", status, result, ...(notice ? { notice } : {}) };
}

type Upload = FieldUpload<GroupCeuFileField>;
const GROUP_CEU_FILE_FIELDS = { agendaFile: "document", logoFile: "image" } as const;

type Actor = { actorId: number; admin: boolean; userId: number; groupCeuId: number | null; impersonatorId?: number | null };
type AuditClient = Parameters<typeof recordAudit>[1];

/** Admin changes are audited; a member's own change only while an admin impersonates them. */
async function auditChange(opts: Actor, action: string, entityId: number, after: unknown, client: AuditClient = db): Promise<void> {
  const actorId = opts.admin ? opts.actorId : opts.impersonatorId;
  if (!actorId) return;
  await recordAudit({ actorId, actingAsUserId: opts.userId, action, entityType: "GroupCeu", entityId, after }, client);
}

/** Stores the uploads as Media rows of the pre-approval: a new agenda or logo replaces the earlier one. Returns the replaced files. */
async function attachFiles(
  tx: Tx,
  groupCeuId: number,
  stored: ReadonlyArray<Upload & { storedPath: string }>,
  opts: Actor,
): Promise<string[]> {
  let replaced: string[] = [];
  for (const f of stored) {
    const kind = FILE_KIND[f.field];
    const old = await tx.media.findMany({ where: { groupCeuId, kind }, select: { id: true, storedPath: true } });
    if (f.field === "logoFile") {
      const linked = await tx.groupCeu.findUnique({
        where: { id: groupCeuId },
        select: { organizationLogo: { select: { id: true, storedPath: true } } },
      });
      if (linked?.organizationLogo && !old.some((o) => o.id === linked.organizationLogo!.id)) old.push(linked.organizationLogo);
    }
    if (old.length) {
      await tx.media.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
      replaced = replaced.concat(old.map((o) => o.storedPath));
    }
    const media = await tx.media.create({
      data: {
        ownerUserId: opts.userId,
        uploadedById: opts.actorId !== opts.userId ? opts.actorId : (opts.impersonatorId ?? null),
        kind,
        originalName: f.name,
        storedPath: f.storedPath,
        mimeType: f.mimeType,
        sizeBytes: f.bytes.byteLength,
        groupCeuId,
      },
      select: { id: true },
    });
    if (f.field === "logoFile") await tx.groupCeu.update({ where: { id: groupCeuId }, data: { organizationLogoId: media.id } });
  }
  return replaced;
}

/** Thrown inside a write to roll it back and answer the form instead. */
class FormRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string[]>,
  ) {
    super("form refused");
  }
}

/**
 * The group CEU form's action. Reads the multipart body itself (files `agendaFile`: PDF, JPEG or
 * PNG; `logoFile`: JPEG or PNG; 10 MB each). Intents (`intent`): `save` (default), `add-to-cart`
 * (an unsubmitted pre-approval whose fees left the cart), and deleting a file (`deleteMediaId`, or
 * `intent=delete-file` with `mediaId`), which answers the form with what was typed kept.
 *
 * Member (`admin` false): a new pre-approval goes to the cart with its fees in one transaction; an
 * unsubmitted one keeps the cart in step with the listing box; a submitted pending or rejected one
 * is edited (a rejected one is resubmitted, without a new fee) and the listing cannot be switched on
 * unless its fee was paid; an approved one cannot change. Admin: every field at any status, the
 * completion code too (unique), no fees, no status change.
 */
export async function submitGroupCeuForm(request: Request, opts: Actor, now = new Date()): Promise<GroupCeuOutcome> {
  const existing = opts.groupCeuId ? await loadGroup(opts.groupCeuId, opts.userId) : null;
  if (opts.groupCeuId && !existing) return { kind: "notFound" };
  // Two files of up to 10 MB each; each is checked on its own below.
  const read = await readUploadForm(request, {
    maxFileBytes: 2 * GROUP_CEU_FILE_MAX_BYTES,
    tooLargeMessage: GROUP_CEU_FILE_MESSAGES.tooLarge,
  });
  if (!read.ok) return answer(400, null, { "": [read.message] });
  const formData = read.formData;
  const values = postedValues(formData, existing, opts.admin);

  if (existing && existing.status === REVIEW_STATUS.approved && !opts.admin) {
    return answer(409, valuesOf(existing, false), { "": [CEU_MESSAGES.approvedLocked] });
  }

  const deleteId = formData.get("deleteMediaId") ?? (formData.get("intent") === "delete-file" ? formData.get("mediaId") : null);
  if (deleteId !== null) return deleteFile(existing, Number(deleteId), values, opts);

  const addToCart = formData.get("intent") === "add-to-cart";
  const { files, errors: fileErrors } = await readFileFields(formData, GROUP_CEU_FILE_FIELDS, GROUP_CEU_FILE_MAX_BYTES);
  const hasAgendaFile =
    files.some((f) => f.field === "agendaFile") || (existing?.media.some((m) => m.kind === MEDIA_KIND.programAgenda) ?? false);
  const submission = parseWithZod(toFormData(values), { schema: groupCeuSchema({ agendaFile: hasAgendaFile, admin: opts.admin }) });
  const errors: Record<string, string[]> = {
    ...(submission.status === "success" ? {} : ((submission.error as Record<string, string[]> | null) ?? {})),
    ...fileErrors,
  };
  const v = submission.status === "success" ? submission.value : null;

  // Member: the listing goes back on after submission only with its fee paid (or still in the cart).
  if (v && !opts.admin && existing && v.listProgram && !listingOpen(existing)) errors.listProgram = [GROUP_CEU_FILE_MESSAGES.listingClosed];
  // Admin: the completion code is unique (stored upper-case, trimmed).
  const code = v && opts.admin ? normalizeCompletionCode(v.completionCode) || null : null;
  if (code) {
    const clash = await db.groupCeu.findFirst({
      where: { completionCode: code, ...(existing ? { NOT: { id: existing.id } } : {}) },
      select: { id: true },
    });
    if (clash) errors.completionCode = [GROUP_CEU_FILE_MESSAGES.codeInUse];
  }
  if (!v || Object.keys(errors).length > 0) {
    // A file chosen with an otherwise invalid form is not kept: ask for it again.
    for (const f of files) if (!errors[f.field]) errors[f.field] = [GROUP_CEU_FILE_MESSAGES.chooseAgain];
    return answer(400, values, errors);
  }

  const data = {
    credits: v.credits,
    creditTypeId: v.creditTypeId,
    programTitle: v.programTitle,
    sponsor: v.sponsor,
    programDescription: v.programDescription,
    programAgenda: v.programAgenda,
    contactEmail: v.contactEmail,
    startDate: parseDateInput(v.startDate)!,
    endDate: parseDateInput(v.endDate)!,
    listProgram: v.listProgram,
    registrationUrl: v.registrationUrl,
    attendanceCostCents: v.attendanceCostCents,
  };
  if (!data.startDate || !data.endDate) {
    return answer(400, values, {
      ...(!data.startDate ? { startDate: [CEU_MESSAGES.invalidDate] } : {}),
      ...(!data.endDate ? { endDate: [CEU_MESSAGES.invalidDate] } : {}),
    });
  }
  const fees = opts.admin ? [] : await groupCeuFees(opts.userId, true, now);

  const stored: Array<Upload & { storedPath: string }> = [];
  try {
    for (const f of files) stored.push({ ...f, storedPath: await storeFile(f.bytes, f.ext) });
    const auditAfter = { ...data, ...(opts.admin ? { completionCode: code } : {}), files: stored.map((f) => f.name) };
    let outcome: { id: number; message: string; addedToCart: boolean; replaced: string[] } | null = null;

    if (opts.admin) {
      outcome = await db.$transaction(async (tx) => {
        let id: number;
        if (existing) {
          await tx.groupCeu.update({ where: { id: existing.id }, data: { ...data, completionCode: code } });
          id = existing.id;
        } else {
          const created = await tx.groupCeu.create({
            data: { ...data, completionCode: code, userId: opts.userId, status: REVIEW_STATUS.pending, submittedAt: now },
            select: { id: true },
          });
          id = created.id;
        }
        const replaced = await attachFiles(tx, id, stored, opts);
        await auditChange(opts, existing ? "groupCeu.update" : "groupCeu.create", id, auditAfter, tx);
        return { id, message: CEU_MESSAGES.saved, addedToCart: false, replaced };
      });
    } else {
      const review = fees.find((f) => f.kind === PRODUCT_KIND.ceuReview)!;
      const listing = fees.find((f) => f.kind === PRODUCT_KIND.ceuListing)!;
      const result = await changeCart(opts.userId, async (tx) => {
        if (!existing) {
          const created = await tx.groupCeu.create({
            data: { ...data, userId: opts.userId, status: REVIEW_STATUS.pending, submittedAt: null },
            select: { id: true },
          });
          const reviewLineItemId = await createFeeItem(tx, opts.userId, review, data.programTitle);
          const listingLineItemId = data.listProgram ? await createFeeItem(tx, opts.userId, listing, data.programTitle) : null;
          await tx.groupCeu.update({ where: { id: created.id }, data: { reviewLineItemId, listingLineItemId } });
          const replaced = await attachFiles(tx, created.id, stored, opts);
          await auditChange(opts, "groupCeu.create", created.id, auditAfter, tx);
          outcome = { id: created.id, message: CEU_MESSAGES.addedToCart, addedToCart: true, replaced };
          return { ok: true, message: outcome.message };
        }
        outcome = await memberUpdate(tx, existing.id, opts, data, { review, listing, addToCart }, now);
        outcome.replaced = await attachFiles(tx, existing.id, stored, opts);
        await auditChange(opts, "groupCeu.update", existing.id, auditAfter, tx);
        return { ok: true, message: outcome.message };
      });
      if (!result.ok) {
        await deleteStoredFiles(stored.map((f) => f.storedPath));
        const errs: Record<string, string[]> = { "": [result.message] };
        for (const f of files) errs[f.field] = [GROUP_CEU_FILE_MESSAGES.chooseAgain];
        return answer(409, values, errs);
      }
    }
    const done = outcome as { id: number; message: string; addedToCart: boolean; replaced: string[] } | null;
    if (!done) throw new Error("group CEU save finished without an outcome");
    await deleteStoredFiles(done.replaced);
    return { kind: "saved", id: done.id, message: done.message, addedToCart: done.addedToCart };
  } catch (error) {
    await deleteStoredFiles(stored.map((f) => f.storedPath));
    if (error instanceof FormRefusal) {
      const errs = { ...error.errors };
      for (const f of files) if (!errs[f.field]) errs[f.field] = [GROUP_CEU_FILE_MESSAGES.chooseAgain];
      return answer(error.status, values, errs);
    }
    if (isUniqueViolation(error) && opts.admin) return answer(409, values, { completionCode: [GROUP_CEU_FILE_MESSAGES.codeInUse] });
    throw error;
  }
}

type GroupCeuData = {
  credits: number;
  creditTypeId: number;
  programTitle: string;
  sponsor: string;
  programDescription: string;
  programAgenda: string | null;
  contactEmail: string;
  startDate: Date;
  endDate: Date;
  listProgram: boolean;
  registrationUrl: string | null;
  attendanceCostCents: number | null;
};

/**
 * A member's save of an existing pre-approval, inside the cart's transaction, on a fresh read (a
 * payment may have submitted it since the page was loaded):
 * - unsubmitted: the listing box adds or removes the unpaid listing fee while the review fee is in
 *   the cart; `add-to-cart` puts the fees back after the member removed them;
 * - submitted: unticking the box removes an unpaid listing fee; a rejected one is resubmitted.
 */
async function memberUpdate(
  tx: Tx,
  id: number,
  opts: Actor,
  data: GroupCeuData,
  ctx: { review: GroupCeuFee; listing: GroupCeuFee; addToCart: boolean },
  now: Date,
): Promise<{ id: number; message: string; addedToCart: boolean; replaced: string[] }> {
  const g = await tx.groupCeu.findFirst({
    where: { id, userId: opts.userId },
    select: { status: true, submittedAt: true, reviewLineItem: { select: feeItemSelect }, listingLineItem: { select: feeItemSelect } },
  });
  if (!g) throw new FormRefusal(404, { "": ["Not Found"] });
  if (g.status === REVIEW_STATUS.approved) throw new FormRefusal(409, { "": [CEU_MESSAGES.approvedLocked] });
  const listingPaid = isPaid(g.listingLineItem);
  const listingInCart = isInCart(g.listingLineItem);
  const links: { reviewLineItemId?: number | null; listingLineItemId?: number | null } = {};
  const dropListing = async () => {
    if (!listingInCart || !g.listingLineItem) return;
    await tx.groupCeu.update({ where: { id }, data: { listingLineItemId: null } });
    await tx.lineItem.delete({ where: { id: g.listingLineItem.id } });
  };

  if (g.submittedAt === null) {
    const reviewInCart = isInCart(g.reviewLineItem);
    const feesInCart = reviewInCart || ctx.addToCart;
    if (ctx.addToCart && !reviewInCart) links.reviewLineItemId = await createFeeItem(tx, opts.userId, ctx.review, data.programTitle);
    if (data.listProgram) {
      if (!listingPaid && !listingInCart && feesInCart)
        links.listingLineItemId = await createFeeItem(tx, opts.userId, ctx.listing, data.programTitle);
    } else {
      await dropListing();
    }
    await tx.groupCeu.update({ where: { id }, data: { ...data, ...links } });
    // The unpaid fees carry the program's (possibly new) title.
    for (const [item, fee] of [
      [g.reviewLineItem, ctx.review],
      [data.listProgram ? g.listingLineItem : null, ctx.listing],
    ] as const) {
      if (item && isInCart(item)) await tx.lineItem.update({ where: { id: item.id }, data: { name: feeItemName(fee, data.programTitle) } });
    }
    return ctx.addToCart
      ? { id, message: CEU_MESSAGES.addedToCart, addedToCart: true, replaced: [] }
      : { id, message: CEU_MESSAGES.saved, addedToCart: false, replaced: [] };
  }

  if (data.listProgram && !listingPaid && !listingInCart)
    throw new FormRefusal(400, { listProgram: [GROUP_CEU_FILE_MESSAGES.listingClosed] });
  if (!data.listProgram) await dropListing();
  const resubmit = g.status === REVIEW_STATUS.rejected;
  await tx.groupCeu.update({
    where: { id },
    data: { ...data, ...(resubmit ? { status: REVIEW_STATUS.pending, approved: null, rejectionStatus: null, submittedAt: now } : {}) },
  });
  return { id, message: resubmit ? CEU_MESSAGES.resubmitted : CEU_MESSAGES.saved, addedToCart: false, replaced: [] };
}

/** Deletes one file of the pre-approval (an agenda or the logo) and answers the form with the typed values kept. */
async function deleteFile(
  existing: LoadedGroup | null,
  mediaId: number,
  values: GroupCeuFormValues,
  opts: Actor,
): Promise<GroupCeuOutcome> {
  const media = existing && Number.isSafeInteger(mediaId) ? filesOf(existing).find((m) => m.id === mediaId) : undefined;
  if (!existing || !media) return answer(404, values, { "": [CEU_MESSAGES.fileDeleteFailed] });
  try {
    await db.$transaction(async (tx) => {
      await tx.media.delete({ where: { id: media.id } });
      await auditChange(opts, "groupCeu.deleteFile", existing.id, { mediaId: media.id, name: media.originalName }, tx);
    });
    await deleteStoredFiles([media.storedPath]);
  } catch (error) {
    log.error("delete group CEU file failed", { mediaId, error });
    return answer(500, values, { "": [CEU_MESSAGES.fileDeleteFailed] });
  }
  return answer(200, values, null, CEU_MESSAGES.fileDeleted);
}

// ---------------------------------------------------------------------------------------------
// Fulfilment: the paid review fee submits the pre-approval
// ---------------------------------------------------------------------------------------------

/**
 * The review fee is paid: the pre-approval it belongs to is submitted (it waits for review,
 * status pending). A listing whose fee the member took out of the cart is switched off. Idempotent.
 */
export const fulfilGroupCeuReview: FulfilmentHandler = async (tx, item, now) => {
  const g = await tx.groupCeu.findUnique({
    where: { reviewLineItemId: item.id },
    select: { id: true, submittedAt: true, listProgram: true, listingLineItemId: true },
  });
  if (!g || g.submittedAt !== null) return;
  await tx.groupCeu.update({
    where: { id: g.id },
    data: { submittedAt: now, ...(g.listProgram && g.listingLineItemId === null ? { listProgram: false } : {}) },
  });
};
