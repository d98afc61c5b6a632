/**
 * The member's renewal of the AFC ($95 a year, $25 late fees; 30 credits a period, 2 of them Ethics)
 * in 2027 at fixed dates: the renewal page for each state, the agreement's form, and the agreement
 * to the cart, paid, removed and given again.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  annualFeePaid,
  approvedIndividualCeu,
  certifiedAndPaidUp,
  certifiedWithFeeDue,
  createAdmin,
  createMember,
  creditType,
  lapsedForPayment,
  payLines,
  pendingIndividualCeu,
  revokedCertification,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { schemaErrors, parsedForm } from "../../../tests/setup/forms.ts";
import { CERTIFICATION_STATUS, PRODUCT_KIND } from "~/domain/constants.ts";
import { addCertificationPayment } from "~/features/certifications/certification-admin.server.ts";
import { getCertificationView } from "~/features/certifications/user-certifications.server.ts";
import { loadCart, removeItem } from "~/features/commerce/cart.server.ts";
import { asOfDay } from "~/features/scheduled-jobs/periods.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { startOfDateNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { chargeLateFees } from "./fees.server.ts";
import { RENEWAL_FORM_MESSAGES, RENEWAL_MESSAGES } from "./messages.ts";
import { loadRenewal, renewalToCart } from "./renewal.server.ts";
import { renewalSchema, type RenewalInput } from "./schemas.server.ts";

beforeEach(() => resetDatabase());

const S = CERTIFICATION_STATUS;
const Y = 2027;
const at = (iso: string) => asOfDay(iso)!;
/** 76 days before June 30: the renewal's notice shows. */
const spring = at("2027-04-15");
/** Lapsed for payment with two late fees. */
const august = at("2027-08-15");

const agreement = (over: Partial<RenewalInput> = {}): RenewalInput => ({
  individualsServed: 40,
  hoursProvided: 12.5,
  signature: "Cora Certified",
  signedOn: "2027-04-15",
  payExtra: false,
  willText: false,
  cellPhone: null,
  ...over,
});

/** The credit types as the demo has them, then a member holding the AFC with the builder `build`. */
async function holder<T extends { userCertification: { id: number; certificationId: number; reportingPeriodId: number | null } }>(
  build: (userId: number) => Promise<T>,
  member: { cellPhone?: string | null } = {},
) {
  await creditType("General");
  await creditType("Ethics");
  const user = await createMember({ firstName: "Cora", lastName: "Certified", ...member });
  const built = await build(user.id);
  return {
    user,
    actor: memberActor(user.id),
    uc: built.userCertification,
    certificationId: built.userCertification.certificationId,
    built,
  };
}

const feeLines = (userCertificationId: number) =>
  db.lineItem.findMany({
    where: { userCertificationId, kind: { in: [PRODUCT_KIND.renewal, PRODUCT_KIND.lateFee] } },
    orderBy: { id: "asc" },
  });
const statusOf = async (id: number) => (await db.userCertification.findUniqueOrThrow({ where: { id } })).status;

describe("loadRenewal", () => {
  it("this year's fee due: when, the fee, the CEUs against what is required with the gap by type and Ethics", async () => {
    const { user, certificationId } = await holder((id) => certifiedWithFeeDue(id, { now: spring }));
    await approvedIndividualCeu(user.id, { now: spring, credits: 10 });
    await pendingIndividualCeu(user.id, { now: spring, creditTypeId: (await creditType("Ethics")).id, credits: 2 });

    const view = await loadRenewal(user.id, certificationId, spring);
    expect(view).toMatchObject({
      certification: { id: certificationId, name: "Accredited Financial Counselor" },
      status: { label: "In Good Standing", tone: "success" },
      state: "owed",
      year: Y,
      fee: "$95.00",
      dueOn: "June 30, 2027",
      daysUntilDue: 76,
      noticeShown: true,
      late: null,
      revoked: false,
      inCart: false,
      nextYear: { year: 2028, fee: "$95.00" },
      answers: { individualsServed: "", hoursProvided: "", signature: "", payExtra: false },
      hasCellPhone: false,
      willText: false,
      today: "2027-04-15",
      canRenew: true,
    });
    expect(view!.ceus).toMatchObject({
      earned: "10",
      required: "30",
      remaining: "20",
      upToDate: false,
      ethics: { earned: "0", required: "2" },
      byType: [{ name: "Ethics", earned: "0", minimum: "2", gap: "2", met: false }],
      addHref: paths.ceus.individual.new(),
    });
    // More than 90 days ahead: nothing pressed yet.
    expect(await loadRenewal(user.id, certificationId, at("2027-03-31"))).toMatchObject({ daysUntilDue: 91, noticeShown: false });
  });

  it("lapsed for payment: the late fees so far and the day it will be revoked", async () => {
    const { user, certificationId } = await holder((id) => lapsedForPayment(id, { now: august }));
    expect(await loadRenewal(user.id, certificationId, august)).toMatchObject({
      status: { label: "Lapsed for Payment", tone: "warning" },
      state: "owed",
      year: Y,
      daysUntilDue: -46,
      noticeShown: true,
      late: { count: 2, fees: "$50.00", revokedAfter: "December 31, 2027" },
      canRenew: true,
    });
  });

  it("paid up: next year's renewal; both paid: nothing to renew", async () => {
    const { user, uc, certificationId } = await holder((id) => certifiedAndPaidUp(id, { now: spring }));
    expect(await loadRenewal(user.id, certificationId, spring)).toMatchObject({
      state: "owed",
      year: 2028,
      dueOn: "June 30, 2028",
      noticeShown: false,
      late: null,
      nextYear: { year: 2029 },
      canRenew: true,
    });
    await annualFeePaid(user.id, uc.id, 2028, { at: spring });
    expect(await loadRenewal(user.id, certificationId, spring)).toMatchObject({ state: "paid", year: 2028, canRenew: false });
  });

  it("revoked: cannot renew", async () => {
    const { user, certificationId } = await holder((id) => revokedCertification(id, { now: spring }));
    expect(await loadRenewal(user.id, certificationId, spring)).toMatchObject({
      status: { label: "Revoked" },
      state: "not_owed",
      revoked: true,
      canRenew: false,
    });
  });

  it("another member's certification: null", async () => {
    const { certificationId } = await holder((id) => certifiedWithFeeDue(id, { now: spring }));
    const stranger = await createMember();
    expect(await loadRenewal(stranger.id, certificationId, spring)).toBeNull();
    expect(await renewalToCart(memberActor(stranger.id), certificationId, agreement(), spring)).toEqual({
      kind: "invalid",
      errors: { "": [RENEWAL_MESSAGES.notHeld] },
    });
  });
});

describe("renewalSchema", () => {
  const ctx = { hasCellPhone: false, today: "2027-04-15" };
  const filled = { individualsServed: "40", hoursProvided: "12.5", signature: "Cora Certified", signedOn: "2027-04-15" };

  it("an empty form: 'Please complete all required fields' once, and 'Required' on each missing field", () => {
    expect(schemaErrors(renewalSchema(ctx), {})).toEqual({
      "": [RENEWAL_FORM_MESSAGES.required],
      individualsServed: ["Required"],
      hoursProvided: ["Required"],
      signature: ["Required"],
      signedOn: ["Required"],
    });
    expect(RENEWAL_FORM_MESSAGES.required).toBe("Please complete all required fields");
    expect(schemaErrors(renewalSchema(ctx), { ...filled, signature: "  " })).toEqual({
      "": ["Please complete all required fields"],
      signature: ["Required"],
    });
  });

  it("no individuals served: 'Please enter a quantity greater than 0'", () => {
    expect(schemaErrors(renewalSchema(ctx), { ...filled, individualsServed: "0" })).toEqual({
      individualsServed: ["Please enter a quantity greater than 0"],
    });
    expect(schemaErrors(renewalSchema(ctx), { ...filled, individualsServed: "2.5" })).toEqual({
      individualsServed: ["Please enter a quantity greater than 0"],
    });
  });

  it("texts asked for with no cell phone on file: 'Please enter your cell phone number to receive texts'; none when one is on file", () => {
    expect(schemaErrors(renewalSchema(ctx), { ...filled, willText: "on" })).toEqual({
      cellPhone: ["Please enter your cell phone number to receive texts"],
    });
    expect(schemaErrors(renewalSchema({ ...ctx, hasCellPhone: true }), { ...filled, willText: "on" })).toBeUndefined();
    expect(parsedForm(renewalSchema(ctx), { ...filled, willText: "on", cellPhone: "(555) 123-4567" })).toMatchObject({
      willText: true,
      cellPhone: "5551234567",
    });
    expect(parsedForm(renewalSchema(ctx), { ...filled, cellPhone: "+1 555 123 4567" })).toMatchObject({ cellPhone: "5551234567" });
  });

  it("a bad phone number, a date to come or not a date, and hours below 0 are refused; 12.5 hours are fine", () => {
    expect(schemaErrors(renewalSchema(ctx), { ...filled, willText: "on", cellPhone: "555-1234" })).toEqual({
      cellPhone: [RENEWAL_FORM_MESSAGES.phone],
    });
    expect(schemaErrors(renewalSchema(ctx), { ...filled, signedOn: "2027-04-16" })).toEqual({
      signedOn: [RENEWAL_FORM_MESSAGES.dateInFuture],
    });
    expect(schemaErrors(renewalSchema(ctx), { ...filled, signedOn: "2027-02-30" })).toEqual({ signedOn: [RENEWAL_FORM_MESSAGES.date] });
    expect(schemaErrors(renewalSchema(ctx), { ...filled, hoursProvided: "-1" })).toEqual({ hoursProvided: [RENEWAL_FORM_MESSAGES.hours] });
    expect(parsedForm(renewalSchema(ctx), { ...filled, payExtra: "on" })).toEqual({
      individualsServed: 40,
      hoursProvided: 12.5,
      signature: "Cora Certified",
      signedOn: "2027-04-15",
      payExtra: true,
      willText: false,
      cellPhone: null,
    });
    expect(parsedForm(renewalSchema(ctx), { ...filled, hoursProvided: "0" })).toMatchObject({ hoursProvided: 0 });
  });
});

describe("renewalToCart", () => {
  it("puts the year's fee in the cart; the Renewal keeps the answers and the CEU totals", async () => {
    const { user, actor, uc, certificationId } = await holder((id) => certifiedWithFeeDue(id, { now: spring }));
    await approvedIndividualCeu(user.id, { now: spring, credits: 10 });
    await approvedIndividualCeu(user.id, { now: spring, creditTypeId: (await creditType("Ethics")).id, credits: 1 });
    expect(await renewalToCart(actor, certificationId, agreement(), spring)).toEqual({ ok: true });

    const cart = await loadCart(user.id, spring);
    expect(cart.lines.map((l) => [l.name, l.finalPriceCents, l.year, l.due])).toEqual([
      ["AFC Annual Certification Fee 2027", 9500, Y, "June 30, 2027"],
    ]);
    const renewal = await db.renewal.findUniqueOrThrow({ where: { userCertificationId_year: { userCertificationId: uc.id, year: Y } } });
    expect(renewal).toMatchObject({
      userId: user.id,
      reportingPeriodId: uc.reportingPeriodId,
      paymentCents: 9500,
      payExtra: false,
      extraYear: null,
      extraLineItemId: null,
      lineItemId: cart.lines[0].id,
      individualsServed: 40,
      hoursProvided: 12.5,
      signature: "Cora Certified",
      signedAt: new Date("2027-04-15T12:00:00Z"),
      dueDate: startOfDateNY(Y, 6, 30),
      credits: 19,
      totalCreditsRequired: 30,
      earnedCredits: 11,
      earnedEthicsCredits: 1,
      ethicCreditsRequired: 2,
    });
    expect(await loadRenewal(user.id, certificationId, spring)).toMatchObject({
      inCart: true,
      answers: { individualsServed: "40", hoursProvided: "12.5", signature: "Cora Certified", payExtra: false },
    });
  });

  it("with the two-year prepayment two fee lines (Y and Y+1); unticked on a second submit the Y+1 line goes", async () => {
    const { user, actor, uc, certificationId } = await holder((id) => certifiedWithFeeDue(id, { now: spring }));
    await renewalToCart(actor, certificationId, agreement({ payExtra: true }), spring);
    let lines = await feeLines(uc.id);
    expect(lines.filter((l) => !l.transactionId).map((l) => [l.chargeKey, l.showInCart])).toEqual([
      [`annual-fee:${uc.id}:2027`, true],
      [`annual-fee:${uc.id}:2028`, true],
    ]);
    expect(await db.renewal.findFirstOrThrow({ where: { userCertificationId: uc.id, year: Y } })).toMatchObject({
      payExtra: true,
      extraYear: 2028,
      extraPaymentCents: 9500,
      extraLineItemId: lines.at(-1)!.id,
    });
    expect((await loadCart(user.id, spring)).pricing.totalCents).toBe(19_000);

    await renewalToCart(actor, certificationId, agreement({ payExtra: false, individualsServed: 41 }), spring);
    lines = await feeLines(uc.id);
    expect(lines.filter((l) => !l.transactionId).map((l) => l.chargeKey)).toEqual([`annual-fee:${uc.id}:2027`]);
    expect(await db.renewal.findMany({ where: { userCertificationId: uc.id } })).toEqual([
      expect.objectContaining({ year: Y, payExtra: false, extraYear: null, extraLineItemId: null, individualsServed: 41 }),
    ]);
  });

  it("the late fees posted so far join the cart with the fee", async () => {
    const { user, actor, uc, certificationId } = await holder((id) => lapsedForPayment(id, { now: august }));
    await renewalToCart(actor, certificationId, agreement({ signedOn: "2027-08-15" }), august);
    const cart = await loadCart(user.id, august);
    expect(cart.lines.map((l) => [l.kind, l.name])).toEqual([
      [PRODUCT_KIND.renewal, "AFC Annual Certification Fee 2027"],
      [PRODUCT_KIND.lateFee, "AFC Late Fee 2027 (1 of 6)"],
      [PRODUCT_KIND.lateFee, "AFC Late Fee 2027 (2 of 6)"],
    ]);
    expect(cart.pricing.totalCents).toBe(9500 + 2 * 2500);
    expect((await feeLines(uc.id)).filter((l) => !l.transactionId)).toHaveLength(3);
  });

  it("twice, and three times at once, is once: one Renewal and one line per key", async () => {
    const { actor, uc, certificationId } = await holder((id) => lapsedForPayment(id, { now: august }));
    const input = agreement({ payExtra: true, signedOn: "2027-08-15" });
    expect(await renewalToCart(actor, certificationId, input, august)).toEqual({ ok: true });
    expect(await renewalToCart(actor, certificationId, input, august)).toEqual({ ok: true });
    expect(await Promise.all([1, 2, 3].map(() => renewalToCart(actor, certificationId, input, august)))).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(await db.renewal.count({ where: { userCertificationId: uc.id } })).toBe(1);
    const keys = (await feeLines(uc.id)).filter((l) => !l.transactionId).map((l) => l.chargeKey);
    expect(keys).toEqual([`annual-fee:${uc.id}:2027`, `late-fee:${uc.id}:2027:1`, `late-fee:${uc.id}:2027:2`, `annual-fee:${uc.id}:2028`]);
  });

  it("the text opt-in saves willText and the cell phone", async () => {
    const { user, actor, certificationId } = await holder((id) => certifiedWithFeeDue(id, { now: spring }));
    await renewalToCart(actor, certificationId, agreement({ willText: true, cellPhone: "5551234567" }), spring);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ willText: true, cellPhone: "5551234567" });
    expect(await loadRenewal(user.id, certificationId, spring)).toMatchObject({ hasCellPhone: true, willText: true });
  });

  it("keeps the cell phone on file when the opt-in gives none", async () => {
    const { user, actor, certificationId } = await holder((id) => certifiedWithFeeDue(id, { now: spring }), { cellPhone: "5550001111" });
    await renewalToCart(actor, certificationId, agreement({ willText: true }), spring);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ willText: true, cellPhone: "5550001111" });
  });

  it("refuses a revoked certification and one paid for both years", async () => {
    const revoked = await holder((id) => revokedCertification(id, { now: spring }));
    expect(await renewalToCart(revoked.actor, revoked.certificationId, agreement(), spring)).toEqual({
      kind: "invalid",
      errors: { "": [RENEWAL_MESSAGES.revoked] },
    });
    await resetDatabase();
    const paid = await holder((id) => certifiedAndPaidUp(id, { now: spring }));
    await annualFeePaid(paid.user.id, paid.uc.id, 2028, { at: spring });
    expect(await renewalToCart(paid.actor, paid.certificationId, agreement(), spring)).toEqual({
      kind: "invalid",
      errors: { "": [RENEWAL_MESSAGES.nothingDue] },
    });
    expect(await db.renewal.count()).toBe(0);
  });
});

describe("paying the renewal", () => {
  const payCart = async (userId: number, when: Date) => {
    const cart = await loadCart(userId, when);
    return payLines(
      userId,
      cart.lines.map((l) => l.id),
      { at: when },
    );
  };

  it("lapsed for payment: paid, it is back in good standing, and the payments show on the certification", async () => {
    const { user, actor, uc, certificationId } = await holder((id) => lapsedForPayment(id, { now: august }));
    await renewalToCart(actor, certificationId, agreement({ payExtra: true, signedOn: "2027-08-15" }), august);
    const { transaction } = await payCart(user.id, august);
    expect(transaction.amountCents).toBe(2 * 9500 + 2 * 2500);
    expect(await statusOf(uc.id)).toBe(S.goodStanding);
    const view = await getCertificationView(user.id, certificationId, {}, august);
    expect(view!.payments.map((p) => [p.year, p.item, p.amount, p.paid])).toEqual([
      [2028, "Annual fee", "$95.00", true],
      [2027, "Late fee", "$25.00", true],
      [2027, "Late fee", "$25.00", true],
      [2027, "Annual fee", "$95.00", true],
      [2026, "Annual fee", "$95.00", true],
      [2025, "Annual fee", "$95.00", true],
    ]);
    expect(await loadRenewal(user.id, certificationId, august)).toMatchObject({ state: "paid", year: 2028, late: null, canRenew: false });
    // Paid: no late fee or lapse follows.
    expect(await chargeLateFees(at("2027-09-01"))).toMatchObject({ changed: 0 });
    expect(await statusOf(uc.id)).toBe(S.goodStanding);
  });

  it("lapsed for payment with a CEU lapse recorded: paid, it is lapsed for CEUs", async () => {
    const { user, actor, uc, certificationId } = await holder((id) => lapsedForPayment(id, { now: august, ceusShort: true }));
    await renewalToCart(actor, certificationId, agreement({ signedOn: "2027-08-15" }), august);
    await payCart(user.id, august);
    expect(await statusOf(uc.id)).toBe(S.lapsedCeus);
  });

  it("the fee removed from the cart hides it and its late fees, still owed; a new agreement shows them again", async () => {
    const { user, actor, uc, certificationId } = await holder((id) => lapsedForPayment(id, { now: august }));
    await renewalToCart(actor, certificationId, agreement({ signedOn: "2027-08-15" }), august);
    const fee = (await loadCart(user.id, august)).lines.find((l) => l.kind === PRODUCT_KIND.renewal)!;
    expect(await removeItem(actor, fee.id)).toMatchObject({ ok: true });
    expect((await loadCart(user.id, august)).lines).toEqual([]);
    expect((await feeLines(uc.id)).filter((l) => !l.transactionId).map((l) => [l.kind, l.showInCart])).toEqual([
      [PRODUCT_KIND.renewal, false],
      [PRODUCT_KIND.lateFee, false],
      [PRODUCT_KIND.lateFee, false],
    ]);
    expect(await loadRenewal(user.id, certificationId, august)).toMatchObject({ inCart: false, late: { count: 2 } });
    expect(await statusOf(uc.id)).toBe(S.lapsedPayment);

    await renewalToCart(actor, certificationId, agreement({ signedOn: "2027-08-15" }), august);
    expect((await loadCart(user.id, august)).lines.map((l) => l.id)).toEqual(
      (await feeLines(uc.id)).filter((l) => !l.transactionId).map((l) => l.id),
    );
    expect((await loadCart(user.id, august)).lines).toHaveLength(3);
  });

  it("the admin's payment of the late year clears the lapse too", async () => {
    const { user, uc, certificationId } = await holder((id) => lapsedForPayment(id, { now: august }));
    const admin = await createAdmin();
    expect(await addCertificationPayment(adminActor(admin.id), user.id, certificationId, { year: Y, price: 9500 }, august)).toBeNull();
    expect(await statusOf(uc.id)).toBe(S.goodStanding);
    expect((await getCertificationView(user.id, certificationId, {}, august))!.payments[0]).toMatchObject({ year: Y, amount: "$95.00" });
  });

  it("the admin's payment of another year leaves the lapse", async () => {
    const { user, uc, certificationId } = await holder((id) => lapsedForPayment(id, { now: august }));
    const admin = await createAdmin();
    await addCertificationPayment(adminActor(admin.id), user.id, certificationId, { year: 2028, price: 9500 }, august);
    expect(await statusOf(uc.id)).toBe(S.lapsedPayment);
  });
});
