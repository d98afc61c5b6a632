import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  approvedGroupCeu,
  ceuFeeProducts,
  paymentInProgress,
  createAdmin,
  createGroupCeu,
  createMember,
  creditType,
  payLines,
  pendingGroupCeu,
  rejectedGroupCeu,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { useTemporaryUploadsDir } from "../../../tests/setup/uploads.ts";
import { MEDIA_KIND, PAYMENT_METHOD_TYPE, PRODUCT_KIND, REVIEW_STATUS } from "~/domain/constants.ts";
import { CEU_MESSAGES } from "~/features/ceus/rules.ts";
import { db } from "~/lib/db.server.ts";
import { CART_LOCKED_MESSAGE, loadCart, removeItem } from "~/features/commerce/cart.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { groupCeuFees } from "./group-fees.server.ts";
import { GROUP_CEU_FILE_MESSAGES, loadGroupCeuForm } from "./group-form.server.ts";
import { groupCeuListParams, listMemberGroupCeus } from "./group-list.server.ts";
import { submitGroupCeuForm, type GroupCeuPost } from "./group-submit.server.ts";

const dir = useTemporaryUploadsDir("group-ceus");
beforeEach(async () => {
  await resetDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Saturday 2026-11-21, 10:00 in New York.
const now = new Date("2026-11-21T15:00:00Z");
const DAY = 86_400_000;
const ny = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 5));
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode("GIF89a....");

/** The group CEU fee products and credit types; Mia, a member (an active professional membership); Ned, not a member; an admin. */
async function world() {
  await ceuFeeProducts();
  const general = await creditType("General");
  const ethics = await creditType("Ethics");
  const member = await createMember({ firstName: "Mia", lastName: "Member" });
  await activeMembership(member.id, { now });
  const outsider = await createMember({ firstName: "Ned", lastName: "Nonmember" });
  const admin = await createAdmin({ firstName: "Ada", lastName: "Admin" });
  return { general, ethics, member, outsider, admin };
}
type World = Awaited<ReturnType<typeof world>>;

function post(fields: Record<string, string | File>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return new Request("http://localhost/ceus/group/new", { method: "POST", body: fd });
}

function pdf(name = "agenda.pdf") {
  return new File([PDF], name, { type: "application/pdf" });
}

function validFields(w: World, over: Record<string, string | File> = {}): Record<string, string | File> {
  return {
    credits: "3",
    creditTypeId: String(w.general.id),
    programTitle: "Regional Money Coaching Summit",
    sponsor: "Midwest Counselors Network",
    programDescription: "A day of talks and case studies.",
    programAgenda: "9:00 Welcome\n10:00 Case study",
    contactEmail: "events@example.org",
    startDate: "2027-01-15",
    endDate: "2027-01-16",
    ...over,
  };
}

const listed = { listProgram: "on", registrationUrl: "https://example.org/summit", attendanceCost: "125" };

/** The form again (the post did not save): its status, Conform's result and the notice. */
function asForm(posted: GroupCeuPost) {
  if (posted.kind !== "reply") throw new Error(`expected the form again, got ${posted.kind}`);
  return { status: posted.reply.init?.status ?? 200, ...posted.reply.data };
}
function asSaved(outcome: GroupCeuPost) {
  if (outcome.kind !== "saved") throw new Error(`expected saved, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const member = (w: World, groupCeuId: number | null = null) => ({ actor: memberActor(w.member.id), userId: w.member.id, groupCeuId });
const asAdmin = (w: World, groupCeuId: number) => ({ actor: adminActor(w.admin.id), userId: w.member.id, groupCeuId });

async function cartOf(userId: number) {
  return db.lineItem.findMany({ where: { userId, transactionId: null, showInCart: true }, orderBy: { id: "asc" } });
}

async function createInCart(w: World, over: Record<string, string | File> = {}) {
  const saved = asSaved(await submitGroupCeuForm(post(validFields(w, over)), member(w), now));
  return saved.id;
}

/** Pays the user's cart the way checkout does (a saved card; fulfilment in the same transaction). */
async function payCart(userId: number) {
  const lines = await cartOf(userId);
  await payLines(
    userId,
    lines.map((l) => l.id),
    { at: now, method: PAYMENT_METHOD_TYPE.existing },
  );
}

async function listTitles(userId: number, query = "") {
  const page = await listMemberGroupCeus(userId, groupCeuListParams(new URL(`http://localhost/ceus/group${query}`)));
  return page.rows;
}

describe("groupCeuFees", () => {
  it("charges members the member prices and others the list prices; unlisted is the review fee only", async () => {
    const w = await world();
    expect((await groupCeuFees(w.member.id, true, now)).map((f) => [f.kind, f.priceCents, f.feeCents])).toEqual([
      [PRODUCT_KIND.ceuReview, 5000, 2500],
      [PRODUCT_KIND.ceuListing, 7500, 5000],
    ]);
    expect((await groupCeuFees(w.outsider.id, true, now)).map((f) => f.feeCents)).toEqual([5000, 7500]);
    expect((await groupCeuFees(w.member.id, false, now)).map((f) => [f.kind, f.feeCents])).toEqual([[PRODUCT_KIND.ceuReview, 2500]]);
  });

  it("reads only products that are not deleted", async () => {
    const w = await world();
    await db.product.updateMany({ where: { kind: PRODUCT_KIND.ceuReview }, data: { deletedAt: now } });
    await db.product.create({ data: { kind: PRODUCT_KIND.ceuReview, name: "CEU Review 2027", priceCents: 6000, memberPriceCents: 3000 } });
    expect((await groupCeuFees(w.outsider.id, false, now)).map((f) => [f.name, f.feeCents])).toEqual([["CEU Review 2027", 6000]]);
  });
});

describe("a new pre-approval goes to the cart", () => {
  it("creates the unsubmitted group CEU and both fees at member prices, linked to it", async () => {
    const w = await world();
    const form = await loadGroupCeuForm({ groupCeuId: null, userId: w.member.id, admin: false }, now);
    expect(form?.defaultValue.startDate).toBe("2026-11-21");
    expect(form?.submit).toEqual({ intent: "save", label: "Add to cart" });
    expect(form?.fees?.review).toMatchObject({ amount: "$25.00", state: "due" });
    expect(form?.fees?.listing).toMatchObject({ amount: "$50.00", state: "due" });

    const outcome = asSaved(await submitGroupCeuForm(post(validFields(w, { ...listed, agendaFile: pdf() })), member(w), now));
    expect(outcome).toMatchObject({ addedToCart: true, message: CEU_MESSAGES.addedToCart });
    const g = await db.groupCeu.findUniqueOrThrow({ where: { id: outcome.id }, include: { media: true } });
    expect(g).toMatchObject({
      status: REVIEW_STATUS.pending,
      submittedAt: null,
      listProgram: true,
      attendanceCostCents: 12500,
      registrationUrl: "https://example.org/summit",
    });
    expect(g.media.map((m) => [m.kind, m.originalName])).toEqual([[MEDIA_KIND.programAgenda, "agenda.pdf"]]);
    const cart = await cartOf(w.member.id);
    expect(cart.map((l) => [l.kind, l.priceCents, l.finalPriceCents, l.name])).toEqual([
      [PRODUCT_KIND.ceuReview, 5000, 2500, "CEU Pre-Approval Review: Regional Money Coaching Summit"],
      [PRODUCT_KIND.ceuListing, 7500, 5000, "CEU Library Listing: Regional Money Coaching Summit"],
    ]);
    expect([g.reviewLineItemId, g.listingLineItemId]).toEqual(cart.map((l) => l.id));
    expect((await loadCart(w.member.id, now)).pricing.totalCents).toBe(7500);
    expect((await listTitles(w.member.id)).map((r) => [r.programTitle, r.statusLabel, r.startDate, r.credits])).toEqual([
      ["Regional Money Coaching Summit", "Not Submitted", "01/15/2027", "3"],
    ]);
  });

  it("a non-member pays the list price; an unlisted program has the review fee only", async () => {
    const w = await world();
    asSaved(
      await submitGroupCeuForm(post(validFields(w)), { actor: memberActor(w.outsider.id), userId: w.outsider.id, groupCeuId: null }, now),
    );
    expect((await cartOf(w.outsider.id)).map((l) => [l.kind, l.finalPriceCents])).toEqual([[PRODUCT_KIND.ceuReview, 5000]]);
  });

  it("refuses while a checkout of the cart is pending, and stores nothing", async () => {
    const w = await world();
    await paymentInProgress(w.member.id, { at: now });
    const answer = asForm(await submitGroupCeuForm(post(validFields(w, { agendaFile: pdf() })), member(w), now));
    expect(answer.status).toBe(409);
    expect(answer.result.error?.[""]).toEqual([CART_LOCKED_MESSAGE]);
    expect(await db.groupCeu.count()).toBe(0);
    expect(await db.media.count()).toBe(0);
  });
});

describe("validation", () => {
  it("program dates must be real days from 2000 to five years ahead, credits in quarters; nothing is saved otherwise", async () => {
    const w = await world();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ startDate: "1899-12-31" }, "startDate", "Please enter a date on or after January 1, 2000."],
      [{ startDate: "2027-02-29", endDate: "2027-03-01" }, "startDate", CEU_MESSAGES.invalidDate],
      [{ endDate: "2040-01-01" }, "endDate", "Please enter a date on or before"],
      [{ credits: "0.0001" }, "credits", CEU_MESSAGES.creditStep],
    ];
    for (const [over, field, message] of cases) {
      const answer = asForm(await submitGroupCeuForm(post(validFields(w, over)), member(w), now));
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(answer.result.error?.[field]?.[0], JSON.stringify(over)).toContain(message);
    }
    expect(await db.groupCeu.count()).toBe(0);
    asSaved(
      await submitGroupCeuForm(post(validFields(w, { startDate: "2028-02-29", endDate: "2028-03-01", credits: "2.75" })), member(w), now),
    );
    expect((await db.groupCeu.findFirstOrThrow()).credits).toBe(2.75);
  });

  it("an empty form says what is required, the agenda too, and keeps what was typed", async () => {
    const w = await world();
    const answer = asForm(
      await submitGroupCeuForm(post({ programTitle: "Kept Title", startDate: "2027-01-15", endDate: "2027-01-15" }), member(w), now),
    );
    expect(answer.status).toBe(400);
    const errors = answer.result.error ?? {};
    for (const field of ["credits", "creditTypeId", "sponsor", "programDescription", "programAgenda", "contactEmail"]) {
      expect(errors[field], field).toEqual([CEU_MESSAGES.required]);
    }
    expect(errors.programTitle).toBeUndefined();
    expect(answer.result.initialValue).toMatchObject({ programTitle: "Kept Title" });
    expect(await db.groupCeu.count()).toBe(0);
  });

  it("a listed program needs the registration URL and the cost; the end cannot be before the start", async () => {
    const w = await world();
    const answer = asForm(await submitGroupCeuForm(post(validFields(w, { listProgram: "on", endDate: "2027-01-14" })), member(w), now));
    expect(answer.result.error).toMatchObject({
      registrationUrl: [CEU_MESSAGES.required],
      attendanceCost: [CEU_MESSAGES.required],
      endDate: [CEU_MESSAGES.endBeforeStart],
    });
  });

  it("checks uploads by their content: a document for the agenda, a JPEG or PNG for the logo", async () => {
    const w = await world();
    const answer = asForm(
      await submitGroupCeuForm(
        post(validFields(w, { agendaFile: new File([GIF], "agenda.pdf"), logoFile: new File([GIF], "logo.png") })),
        member(w),
        now,
      ),
    );
    expect(answer.result.error).toMatchObject({
      agendaFile: [GROUP_CEU_FILE_MESSAGES.agendaType],
      logoFile: [GROUP_CEU_FILE_MESSAGES.logoType],
    });
    // the typed agenda is there, so only the files are wrong
    expect(answer.result.error?.programAgenda).toBeUndefined();
  });

  it("an uploaded agenda file stands in for the typed agenda; a file over 10 MB is refused", async () => {
    const w = await world();
    const ok = asSaved(
      await submitGroupCeuForm(
        post(validFields(w, { programAgenda: "", agendaFile: pdf(), logoFile: new File([PNG], "logo.png") })),
        member(w),
        now,
      ),
    );
    const g = await db.groupCeu.findUniqueOrThrow({ where: { id: ok.id }, include: { organizationLogo: true } });
    expect(g.programAgenda).toBeNull();
    expect(g.organizationLogo).toMatchObject({ kind: MEDIA_KIND.organizationLogo, originalName: "logo.png", mimeType: "image/png" });

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const answer = asForm(await submitGroupCeuForm(post(validFields(w, { agendaFile: new File([big], "huge.pdf") })), member(w), now));
    expect(answer.result.error?.agendaFile).toEqual(["Files may be at most 10 MB each."]);
  });
});

describe("an unsubmitted pre-approval keeps the cart in step", () => {
  it("switching the listing on adds its fee, off removes it; the title follows in the cart", async () => {
    const w = await world();
    const id = await createInCart(w, { agendaFile: pdf() });
    expect((await cartOf(w.member.id)).map((l) => l.kind)).toEqual([PRODUCT_KIND.ceuReview]);
    const form = await loadGroupCeuForm({ groupCeuId: id, userId: w.member.id, admin: false }, now);
    expect(form).toMatchObject({ submitted: false, statusLabel: "Not Submitted", reviewInCart: true, submit: { label: "Save Changes" } });

    const on = asSaved(await submitGroupCeuForm(post(validFields(w, { ...listed, programTitle: "Renamed Summit" })), member(w, id), now));
    expect(on).toMatchObject({ addedToCart: false, message: CEU_MESSAGES.saved });
    expect((await cartOf(w.member.id)).map((l) => [l.kind, l.finalPriceCents, l.name])).toEqual([
      [PRODUCT_KIND.ceuReview, 2500, "CEU Pre-Approval Review: Renamed Summit"],
      [PRODUCT_KIND.ceuListing, 5000, "CEU Library Listing: Renamed Summit"],
    ]);
    // saving again with the box on adds nothing more
    asSaved(await submitGroupCeuForm(post(validFields(w, listed)), member(w, id), now));
    expect(await cartOf(w.member.id)).toHaveLength(2);

    asSaved(await submitGroupCeuForm(post(validFields(w)), member(w, id), now));
    expect((await cartOf(w.member.id)).map((l) => l.kind)).toEqual([PRODUCT_KIND.ceuReview]);
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id } })).toMatchObject({
      listProgram: false,
      listingLineItemId: null,
      registrationUrl: null,
      attendanceCostCents: null,
    });
  });

  it("fees removed from the cart can be added again", async () => {
    const w = await world();
    const id = await createInCart(w, { ...listed, agendaFile: pdf() });
    for (const item of await cartOf(w.member.id)) expect((await removeItem(memberActor(w.member.id), item.id)).ok).toBe(true);
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewLineItemId: null, listingLineItemId: null });
    const form = await loadGroupCeuForm({ groupCeuId: id, userId: w.member.id, admin: false }, now);
    expect(form).toMatchObject({ reviewInCart: false, submit: { intent: "add-to-cart", label: "Add to cart" }, alsoSave: true });
    expect(form?.fees?.review.state).toBe("notInCart");

    // a plain save does not put them back
    asSaved(await submitGroupCeuForm(post(validFields(w, listed)), member(w, id), now));
    expect(await cartOf(w.member.id)).toHaveLength(0);

    const again = asSaved(await submitGroupCeuForm(post(validFields(w, { ...listed, intent: "add-to-cart" })), member(w, id), now));
    expect(again).toMatchObject({ addedToCart: true, message: CEU_MESSAGES.addedToCart });
    const cart = await cartOf(w.member.id);
    expect(cart.map((l) => [l.kind, l.finalPriceCents])).toEqual([
      [PRODUCT_KIND.ceuReview, 2500],
      [PRODUCT_KIND.ceuListing, 5000],
    ]);
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id } })).toMatchObject({
      reviewLineItemId: cart[0]!.id,
      listingLineItemId: cart[1]!.id,
    });
  });
});

describe("paying the review fee submits the pre-approval", () => {
  it("sets submittedAt; the list and the form then show Pending", async () => {
    const w = await world();
    const id = await createInCart(w, { ...listed, agendaFile: pdf() });
    await payCart(w.member.id);
    const g = await db.groupCeu.findUniqueOrThrow({ where: { id } });
    expect(g).toMatchObject({ status: REVIEW_STATUS.pending, submittedAt: now, listProgram: true });
    expect((await listTitles(w.member.id)).map((r) => r.statusLabel)).toEqual(["Pending"]);
    const form = await loadGroupCeuForm({ groupCeuId: id, userId: w.member.id, admin: false }, now);
    expect(form).toMatchObject({
      submitted: true,
      statusLabel: "Pending",
      reviewPaid: true,
      listingLocked: false,
      readOnly: false,
      submit: { label: "Save Changes" },
    });
    expect(form?.fees?.review).toMatchObject({ state: "paid", amount: "$25.00" });
    expect(form?.fees?.listing).toMatchObject({ state: "paid", amount: "$50.00" });
  });

  it("a paid pre-approval without a paid listing cannot switch the listing on; a paid listing can go off and on", async () => {
    const w = await world();
    const unlisted = await createInCart(w, { agendaFile: pdf() });
    await payCart(w.member.id);
    expect((await loadGroupCeuForm({ groupCeuId: unlisted, userId: w.member.id, admin: false }, now))?.listingLocked).toBe(true);
    const refused = asForm(await submitGroupCeuForm(post(validFields(w, listed)), member(w, unlisted), now));
    expect(refused.result.error?.listProgram).toEqual([GROUP_CEU_FILE_MESSAGES.listingClosed]);
    expect(await cartOf(w.member.id)).toHaveLength(0);

    const paidListing = await createInCart(w, { ...listed, programTitle: "Listed Summit", agendaFile: pdf() });
    await payCart(w.member.id);
    asSaved(await submitGroupCeuForm(post(validFields(w, { programTitle: "Listed Summit" })), member(w, paidListing), now));
    expect((await db.groupCeu.findUniqueOrThrow({ where: { id: paidListing } })).listProgram).toBe(false);
    asSaved(await submitGroupCeuForm(post(validFields(w, { ...listed, programTitle: "Listed Summit" })), member(w, paidListing), now));
    expect((await db.groupCeu.findUniqueOrThrow({ where: { id: paidListing } })).listProgram).toBe(true);
    expect(await cartOf(w.member.id)).toHaveLength(0);
  });

  it("a listing fee the member took out of the cart leaves the paid pre-approval unlisted", async () => {
    const w = await world();
    const id = await createInCart(w, { ...listed, agendaFile: pdf() });
    const listing = (await cartOf(w.member.id)).find((l) => l.kind === PRODUCT_KIND.ceuListing)!;
    await removeItem(memberActor(w.member.id), listing.id);
    await payCart(w.member.id);
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id } })).toMatchObject({ listProgram: false, submittedAt: now });
  });
});

describe("who may see and change what", () => {
  it("another member's pre-approval is not found", async () => {
    const w = await world();
    const id = await createInCart(w, { agendaFile: pdf() });
    expect(await loadGroupCeuForm({ groupCeuId: id, userId: w.outsider.id, admin: false }, now)).toBeNull();
    await expect(
      submitGroupCeuForm(
        post(validFields(w, { programTitle: "Hijacked" })),
        { actor: memberActor(w.outsider.id), userId: w.outsider.id, groupCeuId: id },
        now,
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect((await db.groupCeu.findUniqueOrThrow({ where: { id } })).programTitle).toBe("Regional Money Coaching Summit");
    expect(await listTitles(w.outsider.id)).toEqual([]);
  });

  it("an approved pre-approval is read-only for the member, with its completion code", async () => {
    const w = await world();
    const { groupCeu } = await approvedGroupCeu(w.member.id, {
      programTitle: "Regional Money Coaching Summit",
      creditTypeId: w.general.id,
      completionCode: "RMCS-2027",
      now,
    });
    const id = groupCeu.id;
    const form = await loadGroupCeuForm({ groupCeuId: id, userId: w.member.id, admin: false }, now);
    expect(form).toMatchObject({ readOnly: true, approved: true, completionCode: "RMCS-2027", statusLabel: "Approved" });
    const refused = asForm(await submitGroupCeuForm(post(validFields(w, { programTitle: "Changed" })), member(w, id), now));
    expect(refused.status).toBe(409);
    expect(refused.result.error?.[""]).toEqual([CEU_MESSAGES.approvedLocked]);
    expect((await db.groupCeu.findUniqueOrThrow({ where: { id } })).programTitle).toBe("Regional Money Coaching Summit");
  });

  it("a rejected pre-approval with reviews is resubmitted without a new fee", async () => {
    const w = await world();
    // submitted five days ago, rejected for insufficient documentation with the admin's message
    const { groupCeu } = await rejectedGroupCeu(w.member.id, {
      programTitle: "Regional Money Coaching Summit",
      creditTypeId: w.general.id,
      paidAt: new Date(now.getTime() - 5 * DAY),
      reviewerId: w.admin.id,
      message: "<p>Add session times.</p>",
      now,
    });
    const id = groupCeu.id;
    const form = await loadGroupCeuForm({ groupCeuId: id, userId: w.member.id, admin: false }, now);
    expect(form).toMatchObject({
      rejected: true,
      hasReviews: true,
      statusLabel: "Insufficient documentation",
      submit: { label: "Resubmit" },
    });

    const later = new Date(now.getTime() + DAY);
    const outcome = asSaved(
      await submitGroupCeuForm(post(validFields(w, { programAgenda: "9:00 Welcome\n9:30 Session one" })), member(w, id), later),
    );
    expect(outcome.message).toBe(CEU_MESSAGES.resubmitted);
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: REVIEW_STATUS.pending,
      approved: null,
      rejectionStatus: null,
      submittedAt: later,
    });
    expect(await cartOf(w.member.id)).toHaveLength(0);
  });

  it("a member's change while an admin impersonates is audited; their own is not", async () => {
    const w = await world();
    const id = await createInCart(w, { agendaFile: pdf() });
    expect(await db.auditEvent.count()).toBe(0);
    asSaved(
      await submitGroupCeuForm(
        post(validFields(w)),
        { ...member(w, id), actor: { userId: w.member.id, impersonatorId: w.admin.id, admin: false } },
        now,
      ),
    );
    expect(await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true, entityId: true } })).toEqual([
      { actorId: w.admin.id, actingAsUserId: w.member.id, action: "groupCeu.update", entityId: id },
    ]);
  });
});

describe("admin edits", () => {
  it("sets a unique completion code (upper-case, trimmed) at any status, with no fees and no status change, audited", async () => {
    const w = await world();
    const first = (await approvedGroupCeu(w.member.id, { creditTypeId: w.general.id, now })).groupCeu.id;
    const second = (await pendingGroupCeu(w.member.id, { programTitle: "Second Program", creditTypeId: w.general.id, now })).groupCeu.id;

    const adminForm = await loadGroupCeuForm({ groupCeuId: first, userId: w.member.id, admin: true }, now);
    expect(adminForm).toMatchObject({ readOnly: false, fees: null, submit: { label: "Save Changes" } });

    const saved = asSaved(
      await submitGroupCeuForm(post(validFields(w, { completionCode: "  rmcs-2027 ", credits: "4" })), asAdmin(w, first), now),
    );
    expect(saved).toMatchObject({ message: CEU_MESSAGES.saved, addedToCart: false });
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      completionCode: "RMCS-2027",
      credits: 4,
      status: REVIEW_STATUS.approved,
    });
    expect(await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true } })).toEqual([
      { actorId: w.admin.id, actingAsUserId: null, action: "groupCeu.update" },
    ]);

    const clash = asForm(
      await submitGroupCeuForm(
        post(validFields(w, { programTitle: "Second Program", completionCode: "Rmcs-2027" })),
        asAdmin(w, second),
        now,
      ),
    );
    expect(clash.result.error?.completionCode).toEqual([GROUP_CEU_FILE_MESSAGES.codeInUse]);
    expect(clash.result.initialValue).toMatchObject({ completionCode: "Rmcs-2027" });
    expect((await db.groupCeu.findUniqueOrThrow({ where: { id: second } })).completionCode).toBeNull();
    expect(await cartOf(w.member.id)).toHaveLength(0);
  });

  it("a member's post cannot set the completion code", async () => {
    const w = await world();
    const id = await createInCart(w, { agendaFile: pdf(), completionCode: "SNEAKY" });
    asSaved(await submitGroupCeuForm(post(validFields(w, { completionCode: "SNEAKY" })), member(w, id), now));
    expect((await db.groupCeu.findUniqueOrThrow({ where: { id } })).completionCode).toBeNull();
  });
});

describe("files", () => {
  it("deleting a file keeps what was typed; another pre-approval's file cannot be deleted", async () => {
    const w = await world();
    const id = await createInCart(w, { agendaFile: pdf(), logoFile: new File([PNG], "logo.png") });
    const other = await createInCart(w, { agendaFile: pdf("other.pdf") });
    const form = await loadGroupCeuForm({ groupCeuId: id, userId: w.member.id, admin: false }, now);
    expect(form?.files.map((f) => [f.field, f.name])).toEqual([
      ["agendaFile", "agenda.pdf"],
      ["logoFile", "logo.png"],
    ]);
    const logo = form!.files.find((f) => f.field === "logoFile")!;
    const otherFile = (await db.media.findFirstOrThrow({ where: { groupCeuId: other } })).id;

    const refused = asForm(
      await submitGroupCeuForm(post(validFields(w, { programTitle: "Typed Title", deleteMediaId: String(otherFile) })), member(w, id), now),
    );
    expect(refused.result.error?.[""]).toEqual([CEU_MESSAGES.fileDeleteFailed]);
    expect(await db.media.count({ where: { id: otherFile } })).toBe(1);

    const deleted = asForm(
      await submitGroupCeuForm(
        post(validFields(w, { programTitle: "Typed Title", intent: "delete-file", mediaId: String(logo.id) })),
        member(w, id),
        now,
      ),
    );
    expect(deleted).toMatchObject({ status: 200, notice: CEU_MESSAGES.fileDeleted });
    expect(deleted.result.initialValue).toMatchObject({ programTitle: "Typed Title" });
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id } })).toMatchObject({
      organizationLogoId: null,
      programTitle: "Regional Money Coaching Summit",
    });
    expect(fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".png"))).toEqual([]);
  });

  it("a new agenda replaces the earlier one", async () => {
    const w = await world();
    const id = await createInCart(w, { agendaFile: pdf("first.pdf") });
    asSaved(await submitGroupCeuForm(post(validFields(w, { agendaFile: pdf("second.pdf") })), member(w, id), now));
    expect((await db.media.findMany({ where: { groupCeuId: id } })).map((m) => m.originalName)).toEqual(["second.pdf"]);
  });
});

describe("listMemberGroupCeus", () => {
  it("pages 10 at a time, newest start first, filters on title and sponsor and sorts", async () => {
    const w = await world();
    for (let i = 0; i < 12; i++) {
      await createGroupCeu(w.member.id, {
        credits: i + 1,
        creditTypeId: w.general.id,
        programTitle: i === 3 ? "Ethics Intensive" : `Program ${String(i).padStart(2, "0")}`,
        sponsor: i === 5 ? "Ethics Board" : "Sponsor Co",
        programDescription: "D",
        contactEmail: "a@example.org",
        startDate: ny(2026, 1, 1 + i),
        endDate: ny(2026, 1, 1 + i),
        status: i === 0 ? REVIEW_STATUS.approved : REVIEW_STATUS.pending,
        submittedAt: ny(2025, 12, 1),
      });
    }
    // another member's, not submitted
    await createGroupCeu(w.outsider.id, {
      credits: 1,
      creditTypeId: w.general.id,
      programTitle: "Not Mine",
      sponsor: "X",
      programDescription: "D",
      contactEmail: "a@example.org",
      startDate: now,
      endDate: now,
      submittedAt: null,
    });
    const first = await listMemberGroupCeus(w.member.id, groupCeuListParams(new URL("http://localhost/ceus/group")));
    expect(first).toMatchObject({ total: 12, lastPage: 2, page: 1, pageSize: 10 });
    expect(first.rows[0]).toMatchObject({
      programTitle: "Program 11",
      startDate: "01/12/2026",
      credits: "12",
      statusLabel: "Pending",
      tone: "warning",
    });
    expect((await listTitles(w.member.id, "?page=2")).map((r) => r.programTitle)).toEqual(["Program 01", "Program 00"]);
    expect((await listTitles(w.member.id, "?q=ethics")).map((r) => r.programTitle)).toEqual(["Program 05", "Ethics Intensive"]);
    expect((await listTitles(w.member.id, "?sort=credits&dir=asc")).map((r) => r.credits).slice(0, 3)).toEqual(["1", "2", "3"]);
    expect((await listTitles(w.member.id, "?sort=status&dir=asc"))[0]).toMatchObject({
      programTitle: "Program 00",
      statusLabel: "Approved",
    });
  });
});
