/**
 * Buying, renewing and applying for a membership (spec: /membership, /membership/get, membership
 * step rules, section 9).
 *
 * - Professional goes into the cart as one membership line item; the membership itself is made when
 *   the item is paid (features/commerce/fulfilment.server.ts: it starts today, or the day after the latest
 *   approved membership ends, and lasts start + 364 days).
 * - Emeritus (65 or older, 10 consecutive years) and Student (eligible members only, with a
 *   transcript) are requests an admin reviews in 2-3 business days; approval charges the saved
 *   card. No line item is made for them here.
 * - One membership at a time in the cart, one request at a time waiting, and a new membership may
 *   start at most 3 years from today.
 */
import { invalid, isInvalid, type Failure, type Invalid } from "~/kit/forms/outcome.ts";
import {
  MEDIA_KIND,
  MEMBERSHIP_KEY,
  MEMBERSHIP_REQUEST_STATUS,
  MEMBERSHIP_STATUS,
  PRODUCT_KIND,
  TRANSACTION_STATUS,
  type MembershipKey,
} from "~/domain/constants.ts";
import { emeritusProblem, MEMBERSHIP_MESSAGES, nextMembershipStart, withinPrePurchaseLimit } from "~/features/membership/rules.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { formatDate, parseDateInput, toDateInputValue } from "~/lib/dates.ts";
import { membershipEnd } from "./rules.ts";
import { formatCents } from "~/lib/money.ts";
import { deleteStoredFiles, sniffDocumentType, storeFile } from "~/lib/uploads.server.ts";
import { CART_LOCKED_MESSAGE, cartItemsWhere, cartLockKey } from "~/features/commerce/cart.server.ts";
import { membershipState, syncMembershipStatus, type MembershipState } from "./memberships.server.ts";
import { notFound } from "~/lib/http.ts";
import { uploaderId } from "~/kit/forms/attachments.server.ts";

/** A transcript: PDF, JPEG or PNG (checked by content), at most this size. */
export const TRANSCRIPT_MAX_BYTES = 10 * 1024 * 1024;
export const TRANSCRIPT_TYPE_MESSAGE = "Please upload a PDF, JPG or PNG file.";
export const TRANSCRIPT_SIZE_MESSAGE = "The file must be 10 MB or smaller.";

/** The order the options are offered in. */
const OPTION_ORDER: readonly MembershipKey[] = [MEMBERSHIP_KEY.professional, MEMBERSHIP_KEY.student, MEMBERSHIP_KEY.emeritus];

export type MembershipOption = {
  id: number;
  key: MembershipKey;
  name: string;
  description: string | null;
  /** "$150.00" */
  price: string;
  /** emeritus and student: an admin reviews the request */
  requiresReview: boolean;
};

export type MembershipResourceCategoryView = {
  id: number;
  name: string;
  resources: { id: number; title: string; description: string | null; url: string }[];
};

export type MembershipPage = {
  state: MembershipState;
  /** member resources: valid (active) members only, otherwise empty */
  resourceCategories: MembershipResourceCategoryView[];
  /** what /membership/get offers: professional and emeritus, student only when eligible */
  options: MembershipOption[];
  /** when a membership bought now would run (MM/DD/YYYY), and whether that start is within the 3-year pre-purchase limit */
  nextTerm: { start: string; end: string; allowed: boolean };
  /** the profile's date of birth as YYYY-MM-DD (default of the emeritus field) */
  dateOfBirth: string;
};

const MAX_RESOURCE_CATEGORIES = 50;
const MAX_RESOURCES_PER_CATEGORY = 100;

type Reader = Pick<typeof db, "userMembership">;

/** The start of a membership bought now: today, or the day after the latest approved one ends. */
async function nextStart(tx: Reader, userId: number, now: Date): Promise<Date> {
  const latest = await tx.userMembership.findFirst({ where: { userId, approved: true }, orderBy: { end: "desc" }, select: { end: true } });
  return nextMembershipStart(latest?.end ?? null, now);
}

/** Everything /membership and /membership/get show for the member. */
export async function getMembershipPage(userId: number, now = new Date()): Promise<MembershipPage> {
  const [state, user, types, start] = await Promise.all([
    membershipState(userId, now),
    db.user.findUnique({ where: { id: userId }, select: { isEligibleForStudentMembership: true, dateOfBirth: true } }),
    db.membershipType.findMany({
      where: { key: { in: [...OPTION_ORDER] }, product: { deletedAt: null } },
      select: { id: true, key: true, name: true, description: true, requiresReview: true, product: { select: { priceCents: true } } },
    }),
    nextStart(db, userId, now),
  ]);
  if (!user) throw notFound();

  // The same rule as "valid member" everywhere else: the state is active only for a running, approved membership.
  const resourceCategories =
    state.state === MEMBERSHIP_STATUS.active
      ? await db.membershipResourceCategory.findMany({
          orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
          take: MAX_RESOURCE_CATEGORIES,
          select: {
            id: true,
            name: true,
            resources: {
              orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
              take: MAX_RESOURCES_PER_CATEGORY,
              select: { id: true, title: true, description: true, url: true },
            },
          },
        })
      : [];

  const options = types
    .filter((t) => t.product && (t.key !== MEMBERSHIP_KEY.student || user.isEligibleForStudentMembership))
    .sort((a, b) => OPTION_ORDER.indexOf(a.key as MembershipKey) - OPTION_ORDER.indexOf(b.key as MembershipKey))
    .map((t) => ({
      id: t.id,
      key: t.key as MembershipKey,
      name: t.name,
      description: t.description,
      price: formatCents(t.product?.priceCents ?? 0),
      requiresReview: t.key !== MEMBERSHIP_KEY.professional,
    }));

  return {
    state,
    resourceCategories: resourceCategories.filter((c) => c.resources.length > 0),
    options,
    nextTerm: { start: formatDate(start), end: formatDate(membershipEnd(start)), allowed: withinPrePurchaseLimit(start, now) },
    dateOfBirth: toDateInputValue(user.dateOfBirth),
  };
}

// ---------------------------------------------------------------------------------------------
// The choice on /membership/get
// ---------------------------------------------------------------------------------------------

/** The parsed form (features/membership/schemas.server.ts MembershipChoiceSchema). */
export type MembershipChoice = {
  membershipTypeId: number;
  /** YYYY-MM-DD or null */
  dateOfBirth: string | null;
  memberForTenYears: boolean;
  isRequestingCall: boolean;
};

/** The student's transcript as uploaded. */
export type UploadedFile = { name: string; bytes: Uint8Array };

export type MembershipChoiceField = "membershipTypeId" | "dateOfBirth" | "memberForTenYears" | "transcript";

/** In the cart, or a request sent; or refused (the form's `Invalid`: under a field, or the form's own message). */
export type MembershipChoiceResult =
  | { kind: "cart"; lineItemId: number; message: string }
  | { kind: "request"; requestId: number; message: string }
  | Invalid<MembershipChoiceField>;

class Refused extends Error {
  constructor(readonly message: string) {
    super(message);
  }
}

/** What stops any new membership now: one already in the cart, a request waiting, or a start more than 3 years out. */
export async function standingProblem(tx: Tx | typeof db, userId: number, now: Date): Promise<Failure | null> {
  const [inCart, pending, start] = await Promise.all([
    tx.lineItem.count({ where: { ...cartItemsWhere(userId), kind: PRODUCT_KIND.membership } }),
    tx.membershipRequest.count({ where: { userId, status: MEMBERSHIP_REQUEST_STATUS.pending } }),
    nextStart(tx, userId, now),
  ]);
  if (inCart > 0) return { ok: false, message: MEMBERSHIP_MESSAGES.alreadyInCart };
  if (pending > 0) return { ok: false, message: MEMBERSHIP_MESSAGES.requestPending };
  if (!withinPrePurchaseLimit(start, now)) return { ok: false, message: MEMBERSHIP_MESSAGES.prePurchase };
  return null;
}

/** The transcript's type by its first bytes: PDF, JPEG or PNG; null for anything else. */
export const sniffTranscriptType = sniffDocumentType;

/**
 * The member's choice on /membership/get. Professional: one membership item in the cart. Emeritus
 * and Student: a request pending review (student with the transcript as a Media row). Each write
 * happens in one database transaction that checks again that nothing stands in the way, with its
 * audit event (an admin impersonating the member is also recorded as the transcript's uploader).
 */
export async function chooseMembership(
  actor: Actor,
  input: MembershipChoice,
  file: UploadedFile | null,
  now = new Date(),
): Promise<MembershipChoiceResult> {
  const userId = actor.userId;
  const [type, user] = await Promise.all([
    db.membershipType.findFirst({
      where: { id: input.membershipTypeId, key: { in: [...OPTION_ORDER] }, product: { deletedAt: null } },
      select: { id: true, key: true, name: true, product: { select: { id: true, name: true, priceCents: true } } },
    }),
    db.user.findUnique({ where: { id: userId }, select: { isEligibleForStudentMembership: true } }),
  ]);
  if (!user) throw notFound();
  if (!type?.product) return invalid({ membershipTypeId: MEMBERSHIP_MESSAGES.pickOption });
  const product = type.product;
  if (type.key === MEMBERSHIP_KEY.student && !user.isEligibleForStudentMembership) {
    return invalid({ membershipTypeId: MEMBERSHIP_MESSAGES.studentNotOffered });
  }

  const standing = await standingProblem(db, userId, now);
  if (standing) return invalid({ "": standing.message });

  if (type.key === MEMBERSHIP_KEY.professional) {
    return inTransaction(async (tx) => {
      if ((await tx.transaction.count({ where: { lockKey: cartLockKey(userId), status: TRANSACTION_STATUS.pending } })) > 0) {
        throw new Refused(CART_LOCKED_MESSAGE);
      }
      await recheck(tx, userId, now);
      const line = await tx.lineItem.create({
        data: {
          userId,
          kind: PRODUCT_KIND.membership,
          productId: product.id,
          name: type.name,
          priceCents: product.priceCents,
          finalPriceCents: product.priceCents,
          quantity: 1,
          withQty: false,
          showInCart: true,
        },
        select: { id: true },
      });
      const after = { membershipTypeId: input.membershipTypeId };
      await auditChange(tx, actor, { action: "membership.addToCart", entityType: "LineItem", entityId: line.id, after });
      return { kind: "cart", lineItemId: line.id, message: MEMBERSHIP_MESSAGES.addedToCart };
    });
  }

  const { membershipTypeId, memberForTenYears, isRequestingCall } = input;
  const auditRequest = (tx: Tx, requestId: number) =>
    auditChange(tx, actor, {
      action: "membership.request",
      entityType: "MembershipRequest",
      entityId: requestId,
      after: { membershipTypeId, memberForTenYears, isRequestingCall, withTranscript: file !== null },
    });

  if (type.key === MEMBERSHIP_KEY.emeritus) {
    const dateOfBirth = parseDateInput(input.dateOfBirth);
    const problem = emeritusProblem({ dateOfBirth, memberForTenYears: input.memberForTenYears }, now);
    if (problem) return invalid({ [problem.field]: problem.message });
    return inTransaction(async (tx) => {
      await recheck(tx, userId, now);
      const request = await createRequest(
        tx,
        userId,
        type.id,
        {
          isRequestingCall: input.isRequestingCall,
          memberForTenYears: input.memberForTenYears,
          dateOfBirth,
        },
        now,
      );
      await auditRequest(tx, request);
      return { kind: "request", requestId: request, message: MEMBERSHIP_MESSAGES.requestSent };
    });
  }

  // Student: a transcript, checked by content and size.
  if (!file || file.bytes.byteLength === 0) return invalid({ transcript: MEMBERSHIP_MESSAGES.required });
  if (file.bytes.byteLength > TRANSCRIPT_MAX_BYTES) return invalid({ transcript: TRANSCRIPT_SIZE_MESSAGE });
  const fileType = sniffTranscriptType(file.bytes);
  if (!fileType) return invalid({ transcript: TRANSCRIPT_TYPE_MESSAGE });

  const storedPath = await storeFile(file.bytes, fileType.ext);
  let result: MembershipChoiceResult;
  try {
    result = await inTransaction(async (tx) => {
      await recheck(tx, userId, now);
      const request = await createRequest(
        tx,
        userId,
        type.id,
        { isRequestingCall: input.isRequestingCall, memberForTenYears: false, dateOfBirth: null },
        now,
      );
      await tx.media.create({
        data: {
          ownerUserId: userId,
          uploadedById: uploaderId(actor, userId),
          kind: MEDIA_KIND.studentTranscript,
          originalName: file.name.slice(0, 255) || `transcript.${fileType.ext}`,
          storedPath,
          mimeType: fileType.mimeType,
          sizeBytes: file.bytes.byteLength,
          membershipRequestId: request,
        },
      });
      await auditRequest(tx, request);
      return { kind: "request", requestId: request, message: MEMBERSHIP_MESSAGES.requestSent };
    });
  } catch (error) {
    await deleteStoredFiles([storedPath]);
    throw error;
  }
  if (isInvalid(result)) await deleteStoredFiles([storedPath]);
  return result;
}

async function inTransaction(work: (tx: Tx) => Promise<MembershipChoiceResult>): Promise<MembershipChoiceResult> {
  try {
    return await db.$transaction(work);
  } catch (error) {
    if (error instanceof Refused) return invalid({ "": error.message });
    throw error;
  }
}

/** Inside the writing transaction: the standing checks again (a second tab or a double submit). */
async function recheck(tx: Tx, userId: number, now: Date): Promise<void> {
  const problem = await standingProblem(tx, userId, now);
  if (problem) throw new Refused(problem.message);
}

/** A pending request; the admin-only summary says pending review unless a membership is running. */
async function createRequest(
  tx: Tx,
  userId: number,
  membershipTypeId: number,
  fields: { isRequestingCall: boolean; memberForTenYears: boolean; dateOfBirth: Date | null },
  now: Date,
): Promise<number> {
  const request = await tx.membershipRequest.create({
    data: { userId, membershipTypeId, status: MEMBERSHIP_REQUEST_STATUS.pending, ...fields },
    select: { id: true },
  });
  await syncMembershipStatus(tx, userId, now);
  return request.id;
}
