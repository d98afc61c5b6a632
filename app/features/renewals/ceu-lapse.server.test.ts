/**
 * The CEU lapse at a reporting period's end: the AFC asks 30 credits a period, of which 2 Ethics
 * (the Ethics credit type's minimum). Periods of two years: 2025-2026 ended, 2027-2028 next; the
 * job runs as of January 1, 2027.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import {
  approvedIndividualCeu,
  certificationReference,
  certifiedInGoodStanding,
  createAdmin,
  createMember,
  createReportingPeriod,
  creditType,
  lapsedForPayment,
  pendingIndividualCeu,
  rejectedIndividualCeu,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { CERTIFICATION_STATUS, REPORTING_PERIOD_STATUS } from "~/domain/constants.ts";
import { approveIndividualCeu } from "~/features/ceus/decisions.server.ts";
import { asOfDay } from "~/features/scheduled-jobs/periods.ts";
import { adminActor } from "~/lib/actor.ts";
import { endOfDayNY, startOfDateNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { planCeuLapses, recordCeuLapses } from "./ceu-lapse.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const S = CERTIFICATION_STATUS;
const at = (iso: string) => asOfDay(iso)!;
/** The builders' clock: during the 2025-2026 period. */
const now = at("2026-05-01");
/** The job's day: the 2025-2026 period has ended. */
const jan1 = at("2027-01-01");

async function setting(opts: { next?: boolean } = {}) {
  await certificationReference();
  const general = await creditType("General");
  const ethics = await creditType("Ethics");
  const ended = await createReportingPeriod({
    name: "2025-2026",
    start: startOfDateNY(2025, 1, 1),
    end: endOfDayNY(startOfDateNY(2026, 12, 31)),
    status: REPORTING_PERIOD_STATUS.current,
  });
  const next =
    opts.next === false
      ? null
      : await createReportingPeriod({
          name: "2027-2028",
          start: startOfDateNY(2027, 1, 1),
          end: endOfDayNY(startOfDateNY(2028, 12, 31)),
          status: REPORTING_PERIOD_STATUS.upcoming,
        });
  /** A member certified (in 2023 unless `graduatedOn`) on the ended period with these approved credits. */
  const holder = async (credits: { general?: number; ethics?: number }, over: { graduatedOn?: Date } = {}) => {
    const member = await createMember();
    const { userCertification } = await certifiedInGoodStanding(member.id, {
      now,
      reportingPeriodId: ended.id,
      graduatedOn: over.graduatedOn ?? startOfDateNY(2023, 9, 1),
    });
    await earned(member.id, credits);
    return { member, uc: userCertification };
  };
  const earned = async (userId: number, credits: { general?: number; ethics?: number }) => {
    for (const [type, n] of [
      [general, credits.general ?? 0],
      [ethics, credits.ethics ?? 0],
    ] as const)
      if (n > 0) await approvedIndividualCeu(userId, { now, reportingPeriodId: ended.id, creditTypeId: type.id, credits: n });
  };
  return { general, ethics, ended, next, holder };
}

const ucOf = (id: number) => db.userCertification.findUniqueOrThrow({ where: { id } });

describe("recordCeuLapses", () => {
  it("lapses a certification short of credits (the total, or the Ethics minimum) and moves every one on to the next period", async () => {
    const { ended, next, holder } = await setting();
    const { uc: shortTotal } = await holder({ general: 20, ethics: 2 });
    const { uc: noEthics } = await holder({ general: 30 });
    const { uc: complete } = await holder({ general: 28, ethics: 2 });

    const summary = await recordCeuLapses(jan1);
    expect(summary.notes).toEqual(["2025-2026: 2 of 3 lapsed for CEUs; 3 moved to 2027-2028"]);
    expect(summary.sample).toEqual([shortTotal.id, noEthics.id]);
    for (const uc of [shortTotal, noEthics]) {
      expect(await ucOf(uc.id)).toMatchObject({
        status: S.lapsedCeus,
        ceuLapsePeriodId: ended.id,
        reportingPeriodId: next!.id,
        expiresAt: next!.end,
      });
    }
    expect(await ucOf(complete.id)).toMatchObject({
      status: S.goodStanding,
      ceuLapsePeriodId: null,
      reportingPeriodId: next!.id,
      expiresAt: next!.end,
    });
  });

  it("does nothing while the period runs (its last day included)", async () => {
    const { ended, holder } = await setting();
    const { uc } = await holder({ general: 3 });
    expect(await recordCeuLapses(at("2026-12-31"))).toMatchObject({ changed: 0 });
    expect(await recordCeuLapses(new Date("2027-01-01T04:59:00Z"))).toMatchObject({ changed: 0 });
    expect(await ucOf(uc.id)).toMatchObject({ status: S.goodStanding, reportingPeriodId: ended.id, ceuLapsePeriodId: null });
  });

  it("does not hold a certification issued after the period began to it: only moved", async () => {
    const { next, holder } = await setting();
    const { uc } = await holder({}, { graduatedOn: startOfDateNY(2025, 6, 1) });
    await recordCeuLapses(jan1);
    expect(await ucOf(uc.id)).toMatchObject({ status: S.goodStanding, ceuLapsePeriodId: null, reportingPeriodId: next!.id });
  });

  it("a certification lapsed for payment and short stays lapsed for payment, the CEU lapse recorded", async () => {
    const { ended, next } = await setting();
    const member = await createMember();
    const { userCertification: uc } = await lapsedForPayment(member.id, { now: at("2026-08-15"), reportingPeriodId: ended.id });
    await recordCeuLapses(jan1);
    expect(await ucOf(uc.id)).toMatchObject({ status: S.lapsedPayment, ceuLapsePeriodId: ended.id, reportingPeriodId: next!.id });
  });

  it("run twice changes things once", async () => {
    const { holder } = await setting();
    await holder({ general: 10 });
    await holder({ general: 30, ethics: 2 });
    expect(await recordCeuLapses(jan1)).toMatchObject({ changed: 1 + 2 });
    const after = await db.userCertification.findMany({ orderBy: { id: "asc" } });
    expect(await recordCeuLapses(jan1)).toMatchObject({ changed: 0, notes: ["no reporting period has ended with certifications on it"] });
    expect(await recordCeuLapses(at("2027-03-01"))).toMatchObject({ changed: 0 });
    expect(await db.userCertification.findMany({ orderBy: { id: "asc" } })).toEqual(after);
  });

  it("without a next period records the lapse but moves nothing, and says so", async () => {
    const { ended, holder } = await setting({ next: false });
    const { uc: short } = await holder({ general: 5 });
    const { uc: complete } = await holder({ general: 30, ethics: 2 });
    expect(await recordCeuLapses(jan1)).toMatchObject({
      changed: 1,
      notes: ["2025-2026: 1 of 2 lapsed for CEUs; no next reporting period: add one in System Data"],
    });
    expect(await ucOf(short.id)).toMatchObject({ status: S.lapsedCeus, ceuLapsePeriodId: ended.id, reportingPeriodId: ended.id });
    expect(await ucOf(complete.id)).toMatchObject({ status: S.goodStanding, reportingPeriodId: ended.id });
    // Again: the lapse is not recorded twice, and the plan knows it.
    expect(await planCeuLapses(at("2027-01-02"))).toMatchObject({ changed: 0 });
    expect(await recordCeuLapses(at("2027-01-02"))).toMatchObject({ changed: 0 });
  });

  it("a lapse is cured once the missing credits of the old period are approved: good standing, the lapse cleared", async () => {
    const { ended, ethics, holder } = await setting();
    const admin = await createAdmin();
    const { member, uc } = await holder({ general: 30 });
    const { member: payer, uc: lapsedPayment } = await holder({ general: 30 });
    await db.userCertification.update({ where: { id: lapsedPayment.id }, data: { status: S.lapsedPayment } });
    await recordCeuLapses(jan1);
    expect(await ucOf(uc.id)).toMatchObject({ status: S.lapsedCeus, ceuLapsePeriodId: ended.id });

    // Ethics credits logged late in the old period, still pending: no cure yet.
    const late = await pendingIndividualCeu(member.id, {
      now: at("2027-01-20"),
      reportingPeriodId: ended.id,
      creditTypeId: ethics.id,
      credits: 2,
    });
    const latePayer = await pendingIndividualCeu(payer.id, {
      now: at("2027-01-20"),
      reportingPeriodId: ended.id,
      creditTypeId: ethics.id,
      credits: 2,
    });
    expect(await recordCeuLapses(at("2027-01-21"))).toMatchObject({ changed: 0 });
    expect(await ucOf(uc.id)).toMatchObject({ status: S.lapsedCeus });

    for (const ceu of [late, latePayer]) {
      expect(
        await approveIndividualCeu({ actor: adminActor(admin.id), id: ceu.id, selectedMessages: [], message: null }, at("2027-01-25")),
      ).toMatchObject({
        ok: true,
      });
    }
    expect(await planCeuLapses(at("2027-01-26"))).toMatchObject({ changed: 2, notes: ["2 lapses for CEUs now complete would clear"] });
    expect(await recordCeuLapses(at("2027-01-26"))).toMatchObject({ changed: 2, notes: ["2 lapses for CEUs cleared (credits complete)"] });
    expect(await ucOf(uc.id)).toMatchObject({ status: S.goodStanding, ceuLapsePeriodId: null });
    // A payment lapse is the payment's to clear: only the CEU lapse goes.
    expect(await ucOf(lapsedPayment.id)).toMatchObject({ status: S.lapsedPayment, ceuLapsePeriodId: null });
    expect(await recordCeuLapses(at("2027-01-27"))).toMatchObject({ changed: 0 });
  });

  it("pending and rejected credits do not count", async () => {
    const { ended, ethics, general, holder } = await setting();
    const { member, uc } = await holder({ general: 28 });
    await pendingIndividualCeu(member.id, { now, reportingPeriodId: ended.id, creditTypeId: ethics.id, credits: 2 });
    await rejectedIndividualCeu(member.id, { now, reportingPeriodId: ended.id, creditTypeId: ethics.id, credits: 2 });
    await rejectedIndividualCeu(member.id, { now, reportingPeriodId: ended.id, creditTypeId: general.id, credits: 5 });
    await recordCeuLapses(jan1);
    expect(await ucOf(uc.id)).toMatchObject({ status: S.lapsedCeus, ceuLapsePeriodId: ended.id });
  });

  it("the plan changes nothing and says what the run would do", async () => {
    const { holder } = await setting();
    const { uc: short } = await holder({ general: 10 });
    await holder({ general: 30, ethics: 2 });
    const before = await db.userCertification.findMany({ orderBy: { id: "asc" } });
    const plan = await planCeuLapses(jan1);
    expect(plan).toMatchObject({
      notes: ["2025-2026: 1 of 2 certifications short of credits would lapse for CEUs; all would move to 2027-2028"],
      sample: [short.id],
    });
    expect(await db.userCertification.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect((await recordCeuLapses(jan1)).changed).toBe(plan.changed);
  });
});
