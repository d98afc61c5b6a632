import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  approvedIndividualCeu,
  cartLine,
  certificationReference,
  certifiedInGoodStanding,
  createCertification,
  createMember,
  createRegistration,
  createReportingPeriod,
  creditType,
  lapsedCertification,
  paidOrder,
  pendingIndividualCeu,
  productLine,
  rejectedIndividualCeu,
  revokedCertification,
  type OrderLine,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import {
  CERTIFICATION_STATUS,
  PRODUCT_KIND,
  REGISTRATION_STATUS,
  REJECTION_STATUS,
  REVIEW_STATUS,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
} from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { resetEnvCache } from "~/lib/env.server.ts";
import { getCertificationView, listUserCertifications, periodParam } from "./user-certifications.server.ts";

beforeEach(() => resetDatabase());

// Saturday 2026-11-21, 10:00 in New York.
const now = new Date("2026-11-21T15:00:00Z");
/** Noon in New York on that day. */
const day = (iso: string) => new Date(`${iso}T17:00:00Z`);
/** The first instant of a New York day (winter: UTC-5). */
const nyStart = (iso: string) => new Date(`${iso}T05:00:00Z`);

async function reference() {
  const general = await creditType("General");
  const ethics = await creditType("Ethics");
  const period = async (name: string, start: string, end: string, data: { status?: string; reportable?: boolean } = {}) =>
    createReportingPeriod({ name, start: nyStart(start), end: new Date(`${end}T04:59:59.999Z`), ...data });
  const old = await period("2018", "2018-01-01", "2019-01-01", { status: "closed", reportable: false });
  const previous = await period("2023-2024", "2023-01-01", "2025-01-01", { status: "closed" });
  const current = await period("2025-2026", "2025-01-01", "2027-01-01", { status: "current" });
  const upcoming = await period("2027-2028", "2027-01-01", "2029-01-01", { status: "upcoming" });
  // The AFC ("Accredited Financial Counselor", 30 CEU credits) with everything its registration needs.
  const afcRef = await certificationReference();
  const afc = afcRef.certification;
  const ffc = await createCertification({ key: "ffc", name: "Financial Fitness Coach", reportable: false, ceuCreditsRequired: null });
  return { general, ethics, old, previous, current, upcoming, afcRef, afc, ffc };
}

type Ref = Awaited<ReturnType<typeof reference>>;

const member = () => createMember({ firstName: "Cora", lastName: "Certified" });

/**
 * The user holds the AFC as final approval leaves it (in good standing unless `status`): enrolled
 * 03/04/2021 (registered 03/01), deadline 03/04/2024, graduated and issued 09/15/2022.
 */
async function holding(
  ref: Ref,
  userId: number,
  periodId: number,
  opts: { status?: typeof CERTIFICATION_STATUS.revoked | typeof CERTIFICATION_STATUS.lapsedCeus; accredibleUrl?: string } = {},
) {
  const held = {
    reference: ref.afcRef,
    reportingPeriodId: periodId,
    accredibleUrl: opts.accredibleUrl,
    createdAt: day("2021-03-01"),
    enrolledOn: day("2021-03-04"),
    deadline: day("2024-03-04"),
    graduatedOn: day("2022-09-15"),
    now,
  };
  const built =
    opts.status === CERTIFICATION_STATUS.revoked
      ? await revokedCertification(userId, held)
      : opts.status === CERTIFICATION_STATUS.lapsedCeus
        ? await lapsedCertification(userId, held)
        : await certifiedInGoodStanding(userId, held);
  return { uc: built.userCertification, registration: built.registration };
}

/** The user holds the FFC, a certification with no registration journey in the portal (no pathways), issued `issuedAt`. */
async function holdingFfc(ref: Ref, userId: number, issuedAt = day("2022-09-15")) {
  const registration = await createRegistration(userId, { certificationId: ref.ffc.id, status: REGISTRATION_STATUS.complete });
  return db.userCertification.create({ data: { userId, certificationId: ref.ffc.id, registrationId: registration.id, issuedAt } });
}

/** An individual CEU of the user, completed 06/01/2025, sponsored by the NFCC: approved unless `status`. */
async function ceu(
  userId: number,
  periodId: number,
  creditTypeId: number,
  title: string,
  credits: number,
  status: string = REVIEW_STATUS.approved,
) {
  const fields = {
    reportingPeriodId: periodId,
    creditTypeId,
    programTitle: title,
    credits,
    completionDate: day("2025-06-01"),
    sponsor: "NFCC",
    programDescription: "A webinar.",
    now,
  };
  if (status === REVIEW_STATUS.approved) return (await approvedIndividualCeu(userId, fields)).ceu;
  if (status === REVIEW_STATUS.rejected)
    return (await rejectedIndividualCeu(userId, { ...fields, rejectionStatus: REJECTION_STATUS.needsMoreInformation })).ceu;
  return pendingIndividualCeu(userId, fields);
}

/** A line of the AFC's annual certification fee for `year` (its list price unless `priceCents`). */
const annualFee = (ref: Ref, userCertificationId: number, year: number, over: Partial<OrderLine> = {}) =>
  productLine(ref.afcRef.renewalProduct, { userCertificationId, year, name: `AFC Annual Certification Fee ${year}`, ...over });

/** A certified member in the current period: 12.5 approved credits (2 of them ethics), one pending, one rejected. */
async function certifiedWithCredits(ref: Ref) {
  const user = await member();
  const held = await holding(ref, user.id, ref.current.id, { accredibleUrl: "https://www.credential.net/cora" });
  await ceu(user.id, ref.current.id, ref.general.id, "Budgeting Basics", 10.5);
  await ceu(user.id, ref.current.id, ref.ethics.id, "Ethics in Counseling", 2);
  const pending = await ceu(user.id, ref.current.id, ref.general.id, "Coaching Clients Through Job Loss", 2, REVIEW_STATUS.pending);
  const rejected = await ceu(user.id, ref.current.id, ref.general.id, "Unrelated Seminar", 3, REVIEW_STATUS.rejected);
  await ceu(user.id, ref.previous.id, ref.general.id, "Credit Reports 101", 8);
  const oldPending = await ceu(user.id, ref.previous.id, ref.general.id, "Student Loans", 1, REVIEW_STATUS.pending);
  return { user, ...held, pending, rejected, oldPending };
}

describe("getCertificationView", () => {
  it("is null for a certification the user does not hold, even when another member holds it", async () => {
    const ref = await reference();
    const owner = await member();
    const other = await member();
    await holding(ref, owner.id, ref.current.id);
    expect(await getCertificationView(other.id, ref.afc.id, {}, now)).toBeNull();
    expect(await getCertificationView(owner.id, ref.ffc.id, {}, now)).toBeNull();
    expect(await getCertificationView(owner.id, 999_999, {}, now)).toBeNull();
    expect(await getCertificationView(owner.id, ref.afc.id, {}, now)).not.toBeNull();
  });

  it("shows the certification information: type, status, latest extension, certificate and registration dates", async () => {
    const ref = await reference();
    const { user, uc, registration } = await certifiedWithCredits(ref);
    let view = await getCertificationView(user.id, ref.afc.id, {}, now);
    expect(view?.info).toEqual({
      type: "Accredited Financial Counselor",
      status: "good_standing",
      statusLabel: "In Good Standing",
      tone: "success",
      extension: null,
      certificateUrl: "https://www.credential.net/cora",
      registeredOn: "03/04/2021",
      registrationDeadline: "03/04/2024",
      graduatedOn: "09/15/2022",
    });
    expect(view?.revoked).toBe(false);

    // The latest extension counts: an older rejected one on the registration, a newer pending one on the certification.
    await db.extension.create({
      data: {
        userId: user.id,
        registrationId: registration.id,
        approved: false,
        completedHours: 500,
        signature: "Cora",
        submittedAt: day("2023-01-10"),
        createdAt: day("2023-01-10"),
      },
    });
    view = await getCertificationView(user.id, ref.afc.id, {}, now);
    expect(view?.info.extension).toEqual({ status: "rejected", label: "Rejected", tone: "danger" });
    await db.extension.create({
      data: {
        userId: user.id,
        userCertificationId: uc.id,
        approved: null,
        completedHours: 500,
        signature: "Cora",
        submittedAt: day("2026-10-01"),
        createdAt: day("2026-10-01"),
      },
    });
    view = await getCertificationView(user.id, ref.afc.id, {}, now);
    expect(view?.info.extension).toEqual({ status: "pending", label: "Pending", tone: "warning" });

    // Without an enrolment date the registration's creation date is the registration date.
    await db.registration.update({ where: { id: registration.id }, data: { enrolledOn: null } });
    view = await getCertificationView(user.id, ref.afc.id, {}, now);
    expect(view?.info.registeredOn).toBe("03/01/2021");
  });

  it("marks a revoked certification with the certification office to contact: the SUPPORT_EMAIL setting", async () => {
    const ref = await reference();
    const user = await member();
    await holding(ref, user.id, ref.current.id, { status: CERTIFICATION_STATUS.revoked });
    vi.stubEnv("SUPPORT_EMAIL", "office@association.example");
    resetEnvCache();
    try {
      const view = await getCertificationView(user.id, ref.afc.id, {}, now);
      expect(view).toMatchObject({
        revoked: true,
        officeEmail: "office@association.example",
        info: { statusLabel: "Revoked", tone: "danger" },
      });
    } finally {
      vi.unstubAllEnvs();
      resetEnvCache();
    }
  });

  it("shows the CEU card only for a reportable certification", async () => {
    const ref = await reference();
    const user = await member();
    await holdingFfc(ref, user.id);
    const ffc = await getCertificationView(user.id, ref.ffc.id, {}, now);
    expect(ffc?.info.type).toBe("Financial Fitness Coach");
    expect(ffc?.ceu).toBeNull();

    await holding(ref, user.id, ref.current.id);
    expect((await getCertificationView(user.id, ref.afc.id, {}, now))?.ceu).not.toBeNull();
  });

  it("lists the period's CEUs that are not approved, with earned vs required totals and the per-type minimums", async () => {
    const ref = await reference();
    const { user, pending, rejected } = await certifiedWithCredits(ref);
    const ceu = (await getCertificationView(user.id, ref.afc.id, {}, now))?.ceu;
    expect(ceu?.period).toMatchObject({ id: ref.current.id, name: "2025-2026" });
    expect(ceu?.periods.map((p) => p.name)).toEqual(["2025-2026", "2023-2024"]);
    expect(ceu?.openCredits.map((c) => [c.id, c.programTitle, c.statusLabel])).toEqual(
      expect.arrayContaining([
        [pending.id, "Coaching Clients Through Job Loss", "Pending"],
        [rejected.id, "Unrelated Seminar", "Needs more information"],
      ]),
    );
    expect(ceu?.openCredits).toHaveLength(2);
    expect(ceu?.totals).toMatchObject({ earned: 12.5, total: 30, remaining: 17.5, completion: 12.5, upToDate: false });
    expect(ceu?.totals.byType).toEqual([{ id: ref.ethics.id, name: "Ethics", earned: 2, minimum: 2, met: true }]);
  });

  it("switches to another started reporting period with ?period, changing the credits and totals", async () => {
    const ref = await reference();
    const { user, oldPending } = await certifiedWithCredits(ref);
    const ceu = (await getCertificationView(user.id, ref.afc.id, { periodId: ref.previous.id }, now))?.ceu;
    expect(ceu?.period?.name).toBe("2023-2024");
    expect(ceu?.openCredits.map((c) => c.id)).toEqual([oldPending.id]);
    expect(ceu?.totals).toMatchObject({ earned: 8, total: 30 });
    expect(ceu?.totals.byType[0]).toMatchObject({ name: "Ethics", earned: 0, met: false });
  });

  it("falls back to the default period when the asked one may not be picked (upcoming, not reportable, unknown)", async () => {
    const ref = await reference();
    const { user } = await certifiedWithCredits(ref);
    for (const periodId of [ref.upcoming.id, ref.old.id, 999_999, null]) {
      const ceu = (await getCertificationView(user.id, ref.afc.id, { periodId }, now))?.ceu;
      expect(ceu?.period?.name, `period ${periodId}`).toBe("2025-2026");
      expect(ceu?.totals.earned).toBe(12.5);
    }
  });

  it("lists the paid certification fees of this certification only, newest year first", async () => {
    const ref = await reference();
    const user = await member();
    const { uc } = await holding(ref, user.id, ref.current.id);
    const other = await member();
    const { uc: otherUc } = await holding(ref, other.id, ref.current.id);

    const [paid2025] = (await paidOrder(user.id, [annualFee(ref, uc.id, 2025)])).lineItemIds;
    const [paid2026] = (await paidOrder(user.id, [annualFee(ref, uc.id, 2026, { priceCents: 12_000 })])).lineItemIds;
    // Not shown: an unpaid item in the cart, a failed payment, another kind of item, another member's fee.
    await cartLine(user.id, annualFee(ref, uc.id, 2027));
    const failed = await db.transaction.create({
      data: {
        userId: user.id,
        type: TRANSACTION_TYPE.purchase,
        status: TRANSACTION_STATUS.failed,
        amountCents: 9500,
        idempotencyKey: "failed-2024",
        paymentMethodType: "existing",
      },
    });
    const unpaid2024 = await cartLine(user.id, annualFee(ref, uc.id, 2024));
    await db.lineItem.update({ where: { id: unpaid2024.id }, data: { transactionId: failed.id } });
    await paidOrder(user.id, [annualFee(ref, uc.id, 2023, { kind: PRODUCT_KIND.extension })]);
    await paidOrder(other.id, [annualFee(ref, otherUc.id, 2026)]);

    const view = await getCertificationView(user.id, ref.afc.id, {}, now);
    expect(view?.payments).toEqual([
      { id: paid2026, year: 2026, amount: "$120.00", item: "Annual fee", paid: true, due: "" },
      { id: paid2025, year: 2025, amount: "$95.00", item: "Annual fee", paid: true, due: "" },
    ]);
  });
});

describe("listUserCertifications", () => {
  it("lists the user's certifications with status, issue date, reporting period and a link to each view", async () => {
    const ref = await reference();
    const user = await member();
    await holding(ref, user.id, ref.current.id, { status: CERTIFICATION_STATUS.lapsedCeus });
    await holdingFfc(ref, user.id, day("2024-02-01"));
    const stranger = await member();
    await holding(ref, stranger.id, ref.current.id);

    expect(await listUserCertifications(user.id)).toEqual([
      {
        id: expect.any(Number),
        certificationId: ref.ffc.id,
        name: "Financial Fitness Coach",
        status: "good_standing",
        statusLabel: "In Good Standing",
        tone: "success",
        issuedOn: "02/01/2024",
        reportingPeriod: "",
        href: `/admin/users/${user.id}/certification/${ref.ffc.id}`,
      },
      {
        id: expect.any(Number),
        certificationId: ref.afc.id,
        name: "Accredited Financial Counselor",
        status: "lapsed_ceus",
        statusLabel: "Lapsed for CEUs",
        tone: "warning",
        issuedOn: "09/15/2022",
        reportingPeriod: "2025-2026",
        href: `/admin/users/${user.id}/certification/${ref.afc.id}`,
      },
    ]);
    expect(await listUserCertifications(999_999)).toBeNull();
  });
});

describe("periodParam", () => {
  it("reads a positive whole number and ignores anything else", () => {
    expect(periodParam("12")).toBe(12);
    for (const bad of [null, "", "0", "-3", "1.5", "abc", "1e3", "99999999999999999999"]) expect(periodParam(bad), String(bad)).toBeNull();
  });
});
