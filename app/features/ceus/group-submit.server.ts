/**
 * The group CEU (pre-approval) form's post, for the member (a new pre-approval goes to the cart
 * with its fees in one transaction) and for an admin on the review page (every field at any status,
 * the completion code too, no fees or status change). The actor decides which: `actor.admin`.
 * Every intent is a plain form post: the answer is the form again (`FormReply`) or the saved
 * pre-approval, which the route turns into a redirect.
 */
import { MEDIA_KIND, PRODUCT_KIND, REVIEW_STATUS } from "~/domain/constants.ts";
import { changeCart } from "~/features/commerce/cart.server.ts";
import { CEU_MESSAGES, normalizeCompletionCode, programFields, type ProgramFields } from "~/features/ceus/rules.ts";
import { groupCeuSchema } from "~/features/ceus/schemas.server.ts";
import { askForFilesAgain, asFormData, postedText } from "~/kit/forms/answer.server.ts";
import { attachUploads, deleteAttachment, discardUploads, storeUploads, type StoredUpload } from "~/kit/forms/attachments.server.ts";
import { invalid, isInvalid, type FieldErrors, type Invalid } from "~/kit/forms/outcome.ts";
import { replyTo, replyWith, type Reply } from "~/kit/forms/reply.server.ts";
import type { Actor } from "~/lib/actor.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { auditChange, beforeOf, selectOf } from "~/lib/audit.server.ts";
import { parseDateInput } from "~/lib/dates.ts";
import { db, isUniqueViolation, type Tx } from "~/lib/db.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { deleteStoredFiles, readFileFields, readUploadForm, type FieldUpload } from "~/lib/uploads.server.ts";
import { creditTypeChoices } from "./credit-types.server.ts";
import { createFeeItem, feeItemName, groupCeuFees, type GroupCeuFee } from "./group-fees.server.ts";
import {
  EMPTY_VALUES,
  FILE_KIND,
  filesOf,
  feeItemSelect,
  GROUP_CEU_FILE_FIELDS,
  GROUP_CEU_FILE_MAX_BYTES,
  GROUP_CEU_FILE_MESSAGES,
  isInCart,
  isPaid,
  listingOpen,
  loadGroup,
  TEXT_FIELDS,
  valuesOf,
  type GroupCeuFileField,
  type GroupCeuFormValues,
  type LoadedGroup,
} from "./group-form.server.ts";

type Saved = { id: number; message: string; addedToCart: boolean };
/** What a post did: saved (the route redirects with the message), or the form again. */
export type GroupCeuPost = ({ kind: "saved" } & Saved) | { kind: "reply"; reply: Reply };
type Target = { actor: Actor; userId: number; groupCeuId: number | null };
type Upload = StoredUpload<GroupCeuFileField>;

/** The form again; without a readable body there are no posted values (`null`): the form keeps what it shows. */
function again(values: GroupCeuFormValues | null, opts: Parameters<typeof replyWith>[1]): GroupCeuPost {
  return { kind: "reply", reply: replyWith(values, opts) };
}

function postedValues(formData: FormData, existing: LoadedGroup | null, admin: boolean): GroupCeuFormValues {
  const out = postedText(formData, EMPTY_VALUES, TEXT_FIELDS);
  out.listProgram = formData.get("listProgram") === "on" ? "on" : "";
  // Only admins set the completion code; the member's form shows the stored one.
  if (!admin) out.completionCode = existing?.completionCode ?? "";
  return out;
}

/** Stores the uploads as the pre-approval's files: a new agenda or logo replaces the earlier one (the linked logo too). */
function attachFiles(tx: Tx, groupCeuId: number, stored: ReadonlyArray<Upload>, t: Target): Promise<string[]> {
  return attachUploads(tx, { owner: { groupCeuId }, ownerUserId: t.userId, actor: t.actor }, stored, FILE_KIND, {
    alsoReplaced: async (field) => {
      if (field !== "logoFile") return [];
      const linked = await tx.groupCeu.findUnique({
        where: { id: groupCeuId },
        select: { organizationLogo: { select: { id: true, storedPath: true } } },
      });
      return linked?.organizationLogo ? [linked.organizationLogo] : [];
    },
    onAttached: async (field, mediaId) => {
      if (field === "logoFile") await tx.groupCeu.update({ where: { id: groupCeuId }, data: { organizationLogoId: mediaId } });
    },
  });
}

/** Thrown inside a write to roll it back and refuse the form. */
class Refusal extends Error {
  constructor(readonly invalid: Invalid) {
    super("form refused");
  }
}

/** Deletes one file of the pre-approval (an agenda or the logo), or says it could not. */
export async function deleteGroupCeuFile(actor: Actor, existing: LoadedGroup | null, mediaId: number): Promise<Invalid | null> {
  const media = existing && Number.isSafeInteger(mediaId) ? filesOf(existing).find((m) => m.id === mediaId) : undefined;
  if (!existing || !media) return invalid({ "": CEU_MESSAGES.fileDeleteFailed });
  const deleted = await deleteAttachment(actor, media, { entityType: "GroupCeu", entityId: existing.id, action: "groupCeu.deleteFile" });
  return deleted ? null : invalid({ "": CEU_MESSAGES.fileDeleteFailed });
}

/**
 * The group CEU form's post (another user's pre-approval is a 404). Reads the multipart body itself
 * (files `agendaFile`: PDF, JPEG or PNG; `logoFile`: JPEG or PNG; 10 MB each). Intents (`intent`):
 * `save` (default), `add-to-cart` (an unsubmitted pre-approval whose fees left the cart), and
 * deleting a file (`deleteMediaId`, or `intent=delete-file` with `mediaId`), which answers the form
 * with what was typed kept.
 *
 * Member (`admin` false): a new pre-approval goes to the cart with its fees in one transaction; an
 * unsubmitted one keeps the cart in step with the listing box; a submitted pending or rejected one
 * is edited (a rejected one is resubmitted, without a new fee) and the listing cannot be switched on
 * unless its fee was paid; an approved one cannot change. Admin: every field at any status, the
 * completion code too (unique), no fees, no status change.
 */
export async function submitGroupCeuForm(request: Request, opts: Target, now = new Date()): Promise<GroupCeuPost> {
  const { actor } = opts;
  const existing = opts.groupCeuId ? await loadGroup(opts.groupCeuId, opts.userId) : null;
  if (opts.groupCeuId && !existing) throw notFound();
  // Two files of up to 10 MB each; each is checked on its own below.
  const read = await readUploadForm(request, {
    maxFileBytes: 2 * GROUP_CEU_FILE_MAX_BYTES,
    tooLargeMessage: GROUP_CEU_FILE_MESSAGES.tooLarge,
  });
  if (!read.ok) return again(null, { invalid: invalid({ "": read.message }) });
  const formData = read.formData;
  const values = postedValues(formData, existing, actor.admin);

  if (existing && existing.status === REVIEW_STATUS.approved && !actor.admin) {
    return again(valuesOf(existing, false), { invalid: invalid({ "": CEU_MESSAGES.approvedLocked }), status: 409 });
  }

  const deleteId = formData.get("deleteMediaId") ?? (formData.get("intent") === "delete-file" ? formData.get("mediaId") : null);
  if (deleteId !== null) {
    const mediaId = Number(deleteId);
    const refused = await deleteGroupCeuFile(actor, existing, mediaId);
    const found = existing ? filesOf(existing).some((m) => m.id === mediaId) : false;
    if (refused) return again(values, { invalid: refused, status: found ? 500 : 404 });
    return again(values, { notice: CEU_MESSAGES.fileDeleted });
  }

  const addToCart = formData.get("intent") === "add-to-cart";
  const { files, errors: fileErrors } = await readFileFields(formData, GROUP_CEU_FILE_FIELDS, GROUP_CEU_FILE_MAX_BYTES);
  const hasAgendaFile =
    files.some((f) => f.field === "agendaFile") || (existing?.media.some((m) => m.kind === MEDIA_KIND.programAgenda) ?? false);
  const creditTypes = new Set((await creditTypeChoices([existing?.creditTypeId])).map((t) => t.id));
  const submission = parseWithZod(asFormData(values), {
    schema: groupCeuSchema({ agendaFile: hasAgendaFile, admin: actor.admin, creditTypes }),
  });
  const errors: FieldErrors = {
    ...(submission.status === "success" ? {} : ((submission.error as FieldErrors | null) ?? {})),
    ...fileErrors,
  };
  const v = submission.status === "success" ? submission.value : null;

  // Member: the listing goes back on after submission only with its fee paid (or still in the cart).
  if (v && !actor.admin && existing && v.listProgram && !listingOpen(existing))
    errors.listProgram = [GROUP_CEU_FILE_MESSAGES.listingClosed];
  // Admin: the completion code is unique (stored upper-case, trimmed).
  const code = v && actor.admin ? normalizeCompletionCode(v.completionCode) || null : null;
  if (code) {
    const clash = await db.groupCeu.findFirst({
      where: { completionCode: code, ...(existing ? { NOT: { id: existing.id } } : {}) },
      select: { id: true },
    });
    if (clash) errors.completionCode = [GROUP_CEU_FILE_MESSAGES.codeInUse];
  }
  const refuse = (refusal: FieldErrors, status?: number): GroupCeuPost => ({
    kind: "reply",
    reply: replyTo(submission, { invalid: invalid(askForFilesAgain(refusal, files, GROUP_CEU_FILE_MESSAGES.chooseAgain)), values, status }),
  });
  if (!v || Object.keys(errors).length > 0) return refuse(errors);

  const data = {
    ...programFields(v),
    contactEmail: v.contactEmail,
    startDate: parseDateInput(v.startDate)!,
    endDate: parseDateInput(v.endDate)!,
    listProgram: v.listProgram,
    registrationUrl: v.registrationUrl,
    attendanceCostCents: v.attendanceCostCents,
  };
  // Refused inside the write (changed meanwhile: a checkout started, the pre-approval was decided): 409.
  const saved = await saveGroupCeu(opts, existing, { data, code, addToCart }, files, now);
  if (isInvalid(saved)) return refuse(saved.errors as FieldErrors, 409);
  return { kind: "saved", ...saved };
}

/**
 * Writes the pre-approval with its files and audit event: an admin's save, or the member's (in the
 * cart's transaction, with its fees). Refused when the write finds things changed meanwhile.
 */
async function saveGroupCeu(
  t: Target,
  existing: LoadedGroup | null,
  change: { data: GroupCeuData; code: string | null; addToCart: boolean },
  files: ReadonlyArray<FieldUpload<GroupCeuFileField>>,
  now: Date,
): Promise<Saved | Invalid> {
  const { actor } = t;
  const { data, code, addToCart } = change;
  const fees = actor.admin ? [] : await groupCeuFees(t.userId, true, now);
  const stored = await storeUploads(files);
  const current = (tx: Tx) =>
    existing ? tx.groupCeu.findUnique({ where: { id: existing.id }, select: selectOf(data) as Prisma.GroupCeuSelect }) : null;
  const audit = (tx: Tx, id: number, created: boolean, before: object | null = null) =>
    auditChange(tx, actor, {
      action: created ? "groupCeu.create" : "groupCeu.update",
      entityType: "GroupCeu",
      entityId: id,
      before: beforeOf(before, data),
      after: { ...data, ...(actor.admin ? { completionCode: code } : {}), files: stored.map((f) => f.name) },
    });
  try {
    let outcome: (Saved & { replaced: string[] }) | null = null;
    if (actor.admin) {
      outcome = await db.$transaction(async (tx) => {
        let id: number;
        const before = await current(tx);
        if (existing) {
          await tx.groupCeu.update({ where: { id: existing.id }, data: { ...data, completionCode: code } });
          id = existing.id;
        } else {
          const created = await tx.groupCeu.create({
            data: { ...data, completionCode: code, userId: t.userId, status: REVIEW_STATUS.pending, submittedAt: now },
            select: { id: true },
          });
          id = created.id;
        }
        const replaced = await attachFiles(tx, id, stored, t);
        await audit(tx, id, !existing, before);
        return { id, message: CEU_MESSAGES.saved, addedToCart: false, replaced };
      });
    } else {
      const review = fees.find((f) => f.kind === PRODUCT_KIND.ceuReview)!;
      const listing = fees.find((f) => f.kind === PRODUCT_KIND.ceuListing)!;
      const result = await changeCart(t.userId, async (tx) => {
        if (!existing) {
          const created = await tx.groupCeu.create({
            data: { ...data, userId: t.userId, status: REVIEW_STATUS.pending, submittedAt: null },
            select: { id: true },
          });
          const reviewLineItemId = await createFeeItem(tx, t.userId, review, data.programTitle);
          const listingLineItemId = data.listProgram ? await createFeeItem(tx, t.userId, listing, data.programTitle) : null;
          await tx.groupCeu.update({ where: { id: created.id }, data: { reviewLineItemId, listingLineItemId } });
          const replaced = await attachFiles(tx, created.id, stored, t);
          await audit(tx, created.id, true);
          outcome = { id: created.id, message: CEU_MESSAGES.addedToCart, addedToCart: true, replaced };
          return { ok: true as const };
        }
        const before = await current(tx);
        outcome = await memberUpdate(tx, existing.id, t.userId, data, { review, listing, addToCart }, now);
        outcome.replaced = await attachFiles(tx, existing.id, stored, t);
        await audit(tx, existing.id, false, before);
        return { ok: true as const };
      });
      if (!result.ok) {
        await discardUploads(stored);
        return invalid({ "": result.message });
      }
    }
    const done = outcome as (Saved & { replaced: string[] }) | null;
    if (!done) throw new Error("group CEU save finished without an outcome");
    await deleteStoredFiles(done.replaced);
    return { id: done.id, message: done.message, addedToCart: done.addedToCart };
  } catch (error) {
    await discardUploads(stored);
    if (error instanceof Refusal) return error.invalid;
    if (isUniqueViolation(error) && actor.admin) return invalid({ completionCode: GROUP_CEU_FILE_MESSAGES.codeInUse });
    throw error;
  }
}

type GroupCeuData = ProgramFields & {
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
  userId: number,
  data: GroupCeuData,
  ctx: { review: GroupCeuFee; listing: GroupCeuFee; addToCart: boolean },
  now: Date,
): Promise<{ id: number; message: string; addedToCart: boolean; replaced: string[] }> {
  const g = await tx.groupCeu.findFirst({
    where: { id, userId },
    select: { status: true, submittedAt: true, reviewLineItem: { select: feeItemSelect }, listingLineItem: { select: feeItemSelect } },
  });
  if (!g) throw new Refusal(invalid({ "": "Not Found" }));
  if (g.status === REVIEW_STATUS.approved) throw new Refusal(invalid({ "": CEU_MESSAGES.approvedLocked }));
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
    if (ctx.addToCart && !reviewInCart) links.reviewLineItemId = await createFeeItem(tx, userId, ctx.review, data.programTitle);
    if (data.listProgram) {
      if (!listingPaid && !listingInCart && feesInCart)
        links.listingLineItemId = await createFeeItem(tx, userId, ctx.listing, data.programTitle);
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
    throw new Refusal(invalid({ listProgram: GROUP_CEU_FILE_MESSAGES.listingClosed }));
  if (!data.listProgram) await dropListing();
  const resubmit = g.status === REVIEW_STATUS.rejected;
  await tx.groupCeu.update({
    where: { id },
    data: { ...data, ...(resubmit ? { status: REVIEW_STATUS.pending, approved: null, rejectionStatus: null, submittedAt: now } : {}) },
  });
  return { id, message: resubmit ? CEU_MESSAGES.resubmitted : CEU_MESSAGES.saved, addedToCart: false, replaced: [] };
}
