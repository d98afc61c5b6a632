/**
 * The fee calendar's effects over a year Y (2027, and the leap year 2028) at fixed as-of dates:
 * the annual fee posted on June 30, a late fee each month end and the lapse for payment, revocation
 * once December 31 has ended (the certificate withdrawn at the credential service's stand-in), each
 * repeated harmlessly, and the plans that say so without doing it.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import {
  annualFeePaid,
  certificationReference,
  certifiedAndPaidUp,
  certifiedInGoodStanding,
  certifiedWithFeeDue,
  createMember,
  lapsedCertification,
  revokedCertification,
  type CertifiedOptions,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { CERTIFICATION_STATUS, PRODUCT_KIND } from "~/domain/constants.ts";
import { asOfDay } from "~/features/scheduled-jobs/periods.ts";
import { ACCREDIBLE_CREDENTIALS_PATH, issueCredential } from "~/integrations/accredible.server.ts";
import { memberActor } from "~/lib/actor.ts";
import { startOfDateNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { chargeLateFees, planAnnualFees, planLateFees, planRevocations, postAnnualFees, revokeUnpaid } from "./fees.server.ts";
import { renewalToCart } from "./renewal.server.ts";

const server = setupServer(...handlersFor(["accredible"]));
/** The stand-in's answers: method, path and status. */
const calls: string[] = [];
server.events.on("response:mocked", ({ request, response }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners("request:start");
  calls.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const S = CERTIFICATION_STATUS;
const Y = 2027;
/** Noon in New York on that day (as `npm run jobs -- --as-of` runs). */
const at = (iso: string) => asOfDay(iso)!;
/** A day in spring of Y: the builders' "now". */
const spring = at("2027-04-15");

/** A member certified since three years before `now`, fees paid to last year: Y's fee is owed. */
async function owing(opts: CertifiedOptions = {}) {
  const member = await createMember();
  const built = await certifiedWithFeeDue(member.id, { now: spring, ...opts });
  return { member, uc: built.userCertification };
}

const linesOf = (userCertificationId: number, kind: string, year = Y) =>
  db.lineItem.findMany({ where: { userCertificationId, kind, year }, orderBy: { id: "asc" } });
const lateFees = (userCertificationId: number, year = Y) => linesOf(userCertificationId, PRODUCT_KIND.lateFee, year);
const ucOf = (id: number) => db.userCertification.findUniqueOrThrow({ where: { id } });
const statusOf = async (id: number) => (await ucOf(id)).status;

/** A credential issued to the member at the credential service's stand-in: its id. */
async function issuedCredential(member: { firstName: string; lastName: string; email: string }) {
  const issued = await issueCredential({
    groupId: "ACC-AFC",
    recipient: { name: `${member.firstName} ${member.lastName}`, email: member.email },
    issuedOn: "2024-04-15",
  });
  if (!issued.ok) throw new Error(issued.message);
  calls.length = 0;
  return issued.id;
}

/** What the scheduler runs each day, in its order. */
async function runCalendar(asOf: Date) {
  await postAnnualFees(asOf);
  await chargeLateFees(asOf);
  await revokeUnpaid(asOf);
}

/** The renewal agreement, as a member signs it. */
const agreement = {
  individualsServed: 40,
  hoursProvided: 12.5,
  signature: "Cora Certified",
  signedOn: "2027-06-01",
  payExtra: false,
  willText: false,
  cellPhone: null,
};

describe("postAnnualFees", () => {
  it("posts nothing before June 30 (New York), then one unpaid line per owing certification, due June 30, at the annual product's price", async () => {
    const { uc } = await owing();
    const { renewalProduct } = await certificationReference();
    // 23:59 on June 29 in New York.
    expect(await postAnnualFees(new Date("2027-06-30T03:59:00Z"))).toMatchObject({ changed: 0 });
    expect(await linesOf(uc.id, PRODUCT_KIND.renewal)).toEqual([]);

    expect(await postAnnualFees(startOfDateNY(Y, 6, 30))).toMatchObject({ changed: 1, notes: ["1 annual fee of 2027 posted"] });
    const [line, ...more] = await linesOf(uc.id, PRODUCT_KIND.renewal);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      userId: uc.userId,
      chargeKey: `annual-fee:${uc.id}:${Y}`,
      showInCart: false,
      transactionId: null,
      due: startOfDateNY(Y, 6, 30),
      productId: renewalProduct.id,
      priceCents: renewalProduct.priceCents,
      finalPriceCents: renewalProduct.priceCents,
      quantity: 1,
      name: `${renewalProduct.name} ${Y}`,
    });
    expect(await statusOf(uc.id)).toBe(S.goodStanding);
  });

  it("posts none for a certification paid for Y, issued in Y, or revoked", async () => {
    const { uc: due } = await owing();
    const paid = (await certifiedAndPaidUp((await createMember()).id, { now: spring })).userCertification;
    const fresh = (await certifiedInGoodStanding((await createMember()).id, { now: spring, graduatedOn: startOfDateNY(Y, 2, 1) }))
      .userCertification;
    const revoked = (await revokedCertification((await createMember()).id, { now: spring })).userCertification;

    expect(await postAnnualFees(at("2027-06-30"))).toMatchObject({ changed: 1 });
    for (const uc of [paid, fresh, revoked]) {
      expect((await linesOf(uc.id, PRODUCT_KIND.renewal)).filter((l) => l.transactionId === null)).toEqual([]);
    }
    expect(await linesOf(due.id, PRODUCT_KIND.renewal)).toHaveLength(1);
  });

  it("posts none for a certification that sells no annual fee", async () => {
    const { uc } = await owing();
    const { renewalProduct } = await certificationReference();
    await db.product.update({ where: { id: renewalProduct.id }, data: { deletedAt: spring } });
    expect(await planAnnualFees(at("2027-06-30"))).toMatchObject({ changed: 0 });
    expect(await postAnnualFees(at("2027-06-30"))).toMatchObject({ changed: 0 });
    expect(await linesOf(uc.id, PRODUCT_KIND.renewal)).toEqual([]);
  });

  it("run twice (or any later day of the year) leaves the same rows", async () => {
    await owing();
    await owing();
    expect(await postAnnualFees(at("2027-06-30"))).toMatchObject({ changed: 2 });
    const first = await db.lineItem.findMany({ orderBy: { id: "asc" } });
    expect(await postAnnualFees(at("2027-06-30"))).toMatchObject({ changed: 0 });
    expect(await postAnnualFees(at("2027-09-12"))).toMatchObject({ changed: 0 });
    expect(await db.lineItem.findMany({ orderBy: { id: "asc" } })).toEqual(first);
  });

  it("does not double a renewal the member already put in the cart (the same key)", async () => {
    const { member, uc } = await owing();
    expect(await renewalToCart(memberActor(member.id), uc.certificationId, agreement, at("2027-06-01"))).toEqual({ ok: true });
    const [made] = await linesOf(uc.id, PRODUCT_KIND.renewal);
    expect(made).toMatchObject({ chargeKey: `annual-fee:${uc.id}:${Y}`, showInCart: true });

    expect(await postAnnualFees(at("2027-06-30"))).toMatchObject({ changed: 0 });
    expect(await linesOf(uc.id, PRODUCT_KIND.renewal)).toEqual([made]);
  });
});

describe("chargeLateFees", () => {
  it("charges nothing through June 30; from New York's midnight a first late fee and the lapse for payment", async () => {
    const { uc } = await owing();
    const { lateFeeProduct } = await certificationReference();
    await postAnnualFees(at("2027-06-30"));
    expect(await chargeLateFees(at("2027-06-30"))).toMatchObject({ changed: 0 });
    expect(await chargeLateFees(new Date("2027-07-01T03:59:00Z"))).toMatchObject({ changed: 0 });
    expect(await statusOf(uc.id)).toBe(S.goodStanding);

    expect(await chargeLateFees(new Date("2027-07-01T04:00:00Z"))).toMatchObject({
      changed: 2,
      notes: ["1 late fee of 2027 posted", "1 certification lapsed for payment"],
    });
    expect(await statusOf(uc.id)).toBe(S.lapsedPayment);
    expect(await lateFees(uc.id)).toEqual([
      expect.objectContaining({
        chargeKey: `late-fee:${uc.id}:${Y}:1`,
        productId: lateFeeProduct.id,
        priceCents: lateFeeProduct.priceCents,
        name: `${lateFeeProduct.name} ${Y} (1 of 6)`,
        showInCart: false,
        transactionId: null,
        due: startOfDateNY(Y, 6, 30),
      }),
    ]);
  });

  it("catches up: a first run on August 1 charges two, December 1 six, December 31 still six; a repeat charges nothing", async () => {
    const { uc: a } = await owing();
    const { uc: b } = await owing();
    await chargeLateFees(at("2027-08-01"));
    expect((await lateFees(a.id)).map((l) => l.chargeKey)).toEqual([1, 2].map((n) => `late-fee:${a.id}:${Y}:${n}`));
    expect(await chargeLateFees(at("2027-12-01"))).toMatchObject({
      changed: 8,
      notes: ["8 late fees of 2027 posted", "0 certifications lapsed for payment"],
    });
    expect(await lateFees(b.id)).toHaveLength(6);
    expect(await chargeLateFees(at("2027-12-31"))).toMatchObject({ changed: 0 });
    expect(await chargeLateFees(at("2027-12-31"))).toMatchObject({ changed: 0 });
    expect(await lateFees(a.id)).toHaveLength(6);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([S.lapsedPayment, S.lapsedPayment]);
  });

  it("leaves a certification paid for the year alone", async () => {
    const paid = (await certifiedAndPaidUp((await createMember()).id, { now: spring })).userCertification;
    expect(await chargeLateFees(at("2027-09-15"))).toMatchObject({ changed: 0 });
    expect(await lateFees(paid.id)).toEqual([]);
    expect(await statusOf(paid.id)).toBe(S.goodStanding);
  });

  it("a renewal waiting in the cart takes each new late fee into the cart; one not in the cart keeps them out", async () => {
    const { member, uc: inCart } = await owing();
    const { uc: notInCart } = await owing();
    await runCalendar(at("2027-06-30"));
    await runCalendar(at("2027-07-01"));
    expect(await renewalToCart(memberActor(member.id), inCart.certificationId, agreement, at("2027-07-10"))).toEqual({ ok: true });
    expect((await lateFees(inCart.id)).map((l) => l.showInCart)).toEqual([true]);

    await runCalendar(at("2027-08-01"));
    expect((await lateFees(inCart.id)).map((l) => l.showInCart)).toEqual([true, true]);
    expect((await lateFees(notInCart.id)).map((l) => l.showInCart)).toEqual([false, false]);
    expect((await linesOf(notInCart.id, PRODUCT_KIND.renewal)).map((l) => l.showInCart)).toEqual([false]);
  });

  it("without a late fee product charges no late fee but still lapses the certification", async () => {
    const { uc } = await owing();
    const { lateFeeProduct } = await certificationReference();
    await db.product.update({ where: { id: lateFeeProduct.id }, data: { deletedAt: spring } });
    expect(await chargeLateFees(at("2027-08-01"))).toMatchObject({ changed: 1 });
    expect(await lateFees(uc.id)).toEqual([]);
    expect(await statusOf(uc.id)).toBe(S.lapsedPayment);
  });

  it("a certification lapsed for CEUs becomes lapsed for payment, keeping the period it lapsed in", async () => {
    const member = await createMember();
    const { userCertification: uc } = await lapsedCertification(member.id, { now: spring, graduatedOn: startOfDateNY(2024, 3, 1) });
    for (const y of [2025, 2026]) await annualFeePaid(member.id, uc.id, y);
    expect(await statusOf(uc.id)).toBe(S.lapsedCeus);
    await chargeLateFees(at("2027-07-01"));
    expect(await ucOf(uc.id)).toMatchObject({ status: S.lapsedPayment, ceuLapsePeriodId: uc.ceuLapsePeriodId });
    expect(uc.ceuLapsePeriodId).not.toBeNull();
  });
});

describe("revokeUnpaid", () => {
  it("revokes nothing on December 31; on January 1 the unpaid are revoked, the paid are not; twice is once", async () => {
    const { uc: unpaid } = await owing();
    const { uc: late } = await owing();
    const { uc: paidLate } = await owing();
    await runCalendar(at("2027-07-01"));
    await annualFeePaid(paidLate.userId, paidLate.id, Y, { at: at("2027-11-02") });
    expect(await statusOf(paidLate.id)).toBe(S.goodStanding);
    await chargeLateFees(at("2027-12-31"));

    expect(await revokeUnpaid(at("2027-12-31"))).toMatchObject({ changed: 0 });
    expect(await revokeUnpaid(new Date("2028-01-01T04:59:00Z"))).toMatchObject({ changed: 0 });
    expect(await statusOf(late.id)).toBe(S.lapsedPayment);

    const jan1 = startOfDateNY(2028, 1, 1);
    expect(await revokeUnpaid(jan1)).toMatchObject({
      changed: 2,
      notes: [
        "2 certifications unpaid for 2027 revoked",
        "2 certificates with no credential id on record: withdraw them at the credential service by hand",
        expect.any(String),
      ],
    });
    for (const uc of [unpaid, late]) expect(await ucOf(uc.id)).toMatchObject({ status: S.revoked, revokedAt: jan1 });
    expect(await ucOf(paidLate.id)).toMatchObject({ status: S.goodStanding, revokedAt: null });

    expect(await revokeUnpaid(at("2028-01-02"))).toMatchObject({ changed: 0 });
    expect(await ucOf(unpaid.id)).toMatchObject({ revokedAt: jan1 });
    // No seventh late fee after the revocation.
    expect(await chargeLateFees(at("2028-01-02"))).toMatchObject({ changed: 0 });
    expect(await lateFees(late.id)).toHaveLength(6);
  });

  it("withdraws the certificate at the credential service (expired on the revocation day), once", async () => {
    const credentialId = await issuedCredential(await createMember());
    const { uc } = await owing({ credentialId });
    const put = vi.fn();
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "PUT") put(new URL(request.url).pathname, await request.clone().json());
    });

    expect(await revokeUnpaid(at("2028-01-01"))).toMatchObject({
      changed: 2,
      notes: ["1 certification unpaid for 2027 revoked", "1 certificate withdrawn at the credential service"],
    });
    expect(await ucOf(uc.id)).toMatchObject({ status: S.revoked, credentialRevokedAt: at("2028-01-01") });
    expect(calls).toEqual([`PUT ${ACCREDIBLE_CREDENTIALS_PATH}/${credentialId} 200`]);
    expect(put).toHaveBeenCalledWith(`${ACCREDIBLE_CREDENTIALS_PATH}/${credentialId}`, { credential: { expired_on: "2028-01-01" } });

    expect(await revokeUnpaid(at("2028-01-02"))).toMatchObject({ changed: 0 });
    expect(calls).toHaveLength(1);
  });

  it("a certificate the service does not know (404) counts as withdrawn", async () => {
    const { uc } = await owing({ credentialId: "not-at-the-service" });
    expect(await revokeUnpaid(at("2028-01-01"))).toMatchObject({ changed: 2 });
    expect(calls).toEqual([`PUT ${ACCREDIBLE_CREDENTIALS_PATH}/not-at-the-service 404`]);
    expect(await ucOf(uc.id)).toMatchObject({ status: S.revoked, credentialRevokedAt: at("2028-01-01") });
  });

  it("a failure at the service leaves the withdrawal for the next run; the revocation stands", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const credentialId = await issuedCredential(await createMember());
    const { uc } = await owing({ credentialId });
    server.use(
      http.put(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/:id`, getEnv().ACCREDIBLE_URL).href, () =>
        HttpResponse.json({ errors: ["Service unavailable"] }, { status: 500 }),
      ),
    );
    expect(await revokeUnpaid(at("2028-01-01"))).toMatchObject({
      changed: 1,
      notes: [
        "1 certification unpaid for 2027 revoked",
        "0 certificates withdrawn at the credential service, 1 failed (tried again next run)",
      ],
    });
    expect(await ucOf(uc.id)).toMatchObject({ status: S.revoked, revokedAt: at("2028-01-01"), credentialRevokedAt: null });
    expect(await planRevocations(at("2028-01-02"))).toMatchObject({
      changed: 1,
      notes: ["0 certifications unpaid for 2027 would be revoked", "1 certificate would be withdrawn at the credential service"],
    });

    server.resetHandlers();
    expect(await revokeUnpaid(at("2028-01-02"))).toMatchObject({
      changed: 1,
      notes: ["0 certifications unpaid for 2027 revoked", "1 certificate withdrawn at the credential service"],
    });
    // Expired on the day it was revoked, withdrawn the day the service answered.
    expect(calls).toEqual([
      `PUT ${ACCREDIBLE_CREDENTIALS_PATH}/${credentialId} 500`,
      `PUT ${ACCREDIBLE_CREDENTIALS_PATH}/${credentialId} 200`,
    ]);
    expect(await ucOf(uc.id)).toMatchObject({ revokedAt: at("2028-01-01"), credentialRevokedAt: at("2028-01-02") });
  });
});

describe("the plans", () => {
  /** Every row the fee jobs touch, to show a plan wrote nothing. */
  const snapshot = async () => ({
    lines: await db.lineItem.findMany({ orderBy: { id: "asc" } }),
    certifications: await db.userCertification.findMany({ orderBy: { id: "asc" } }),
  });

  it("change nothing and count what the run then changes", async () => {
    await owing({ credentialId: await issuedCredential(await createMember()) });
    await owing();
    await certifiedAndPaidUp((await createMember()).id, { now: spring });

    for (const [asOf, plan, run] of [
      [at("2027-06-29"), planAnnualFees, postAnnualFees],
      [at("2027-06-30"), planAnnualFees, postAnnualFees],
      [at("2027-06-30"), planLateFees, chargeLateFees],
      [at("2027-07-01"), planLateFees, chargeLateFees],
      [at("2027-09-01"), planLateFees, chargeLateFees],
      [at("2027-12-31"), planRevocations, revokeUnpaid],
      [at("2028-01-01"), planRevocations, revokeUnpaid],
      [at("2028-01-02"), planRevocations, revokeUnpaid],
    ] as const) {
      const before = await snapshot();
      const planned = await plan(asOf);
      expect(await snapshot()).toEqual(before);
      const ran = await run(asOf);
      expect({ asOf: asOf.toISOString(), run: run.name, changed: planned.changed }).toEqual({
        asOf: asOf.toISOString(),
        run: run.name,
        changed: ran.changed,
      });
    }
  });
});

describe("a year walked at its boundaries", () => {
  /** [day, annual fee posted, late fees, status] for the owing certification. */
  const walk = (y: number): Array<[string, boolean, number, string]> => [
    [`${y}-06-29`, false, 0, S.goodStanding],
    [`${y}-06-30`, true, 0, S.goodStanding],
    [`${y}-07-01`, true, 1, S.lapsedPayment],
    [`${y}-07-31`, true, 1, S.lapsedPayment],
    [`${y}-08-01`, true, 2, S.lapsedPayment],
    [`${y}-08-31`, true, 2, S.lapsedPayment],
    [`${y}-09-01`, true, 3, S.lapsedPayment],
    [`${y}-09-30`, true, 3, S.lapsedPayment],
    [`${y}-10-01`, true, 4, S.lapsedPayment],
    [`${y}-10-31`, true, 4, S.lapsedPayment],
    [`${y}-11-01`, true, 5, S.lapsedPayment],
    [`${y}-11-30`, true, 5, S.lapsedPayment],
    [`${y}-12-01`, true, 6, S.lapsedPayment],
    [`${y}-12-31`, true, 6, S.lapsedPayment],
    [`${y + 1}-01-01`, true, 6, S.revoked],
    [`${y + 1}-01-02`, true, 6, S.revoked],
  ];

  for (const y of [2027, 2028]) {
    it(`${y}${y === 2028 ? " (a leap year)" : ""}: the fee on June 30, a late fee at each month end, revoked once December 31 has ended`, async () => {
      const now = at(`${y}-04-15`);
      const { uc } = await owing({ now });
      const paid = (await certifiedAndPaidUp((await createMember()).id, { now })).userCertification;
      const seen: Array<[string, boolean, number, string]> = [];
      for (const [day] of walk(y)) {
        await runCalendar(at(day));
        seen.push([
          day,
          (await linesOf(uc.id, PRODUCT_KIND.renewal, y)).length === 1,
          (await lateFees(uc.id, y)).length,
          await statusOf(uc.id),
        ]);
        expect(await db.lineItem.count({ where: { userCertificationId: paid.id, transactionId: null } })).toBe(0);
        expect(await statusOf(paid.id)).toBe(S.goodStanding);
      }
      expect(seen).toEqual(walk(y));
    });
  }
});
