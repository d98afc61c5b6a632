/**
 * The renewal's demo accounts (issue 35, decision 51): the coming year's renewal open with CEUs
 * short, lapsed for payment with late fees, and about to be revoked. Built relative to the seed's
 * day against the fixed fee calendar (due June 30, late fees at month ends, revoked after December 31).
 */
import {
  CERTIFICATION_STATUS,
  GENDER,
  MEMBERSHIP_STATUS,
  PAYMENT_METHOD_TYPE,
  PRODUCT_KIND,
  TRANSACTION_TYPE,
} from "~/domain/constants.ts";
import { firstFeeYear } from "~/features/renewals/rules.ts";
import { daysAgo, startOfDateNY, yearNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { annualFeePaid, certifiedAndPaidUp, lapsedForPayment, saveCard } from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import { createPerson, type SeedContext } from "./people.ts";
import { approvedCeu, earnedCertificate } from "./specs.ts";

function certificateDates(now: Date) {
  return { enrolledOn: daysAgo(1500, now), examTakenAt: daysAgo(1200, now), graduatedOn: daysAgo(1150, now) };
}

/** renewal: fees paid through this year, the coming year's renewal open; general credits only, so the ethics minimum is missing. */
async function seedRenewalOpen(seed: SeedContext, adminId: number) {
  const { now, ref } = seed;
  const current = ref.period["2025-2026"];
  const person = await createPerson(seed, {
    email: DEMO_EMAIL.renewal,
    firstName: "Hannah",
    lastName: "Lindqvist",
    n: 67,
    gender: GENDER.female,
    createdAt: daysAgo(1600, now),
    jobTitle: "Financial Coach",
    organization: "Lakeshore Family Services",
    workCategoryIndex: 0,
    membershipStatus: MEMBERSHIP_STATUS.notMember,
  });
  await certifiedAndPaidUp(
    person.id,
    earnedCertificate(seed, person.id, "Hannah Lindqvist, AFC®", certificateDates(now), {
      reportingPeriodId: current.id,
      accredibleUrl: "https://www.credential.net/demo-hannah-lindqvist-afc",
      now,
    }),
  );
  const year = yearNY(now);
  await approvedCeu(seed, person.id, current.id, 3, { credits: 9, completionDate: startOfDateNY(year - 1, 9, 12), adminId });
  await approvedCeu(seed, person.id, current.id, 4, { credits: 6, completionDate: startOfDateNY(year, 3, 20), adminId });
}

/** late-fee: this year's fee unpaid past June 30: the fee and the late fees posted, lapsed for payment; a saved card. */
async function seedLateFee(seed: SeedContext) {
  const { now, ref } = seed;
  const person = await createPerson(seed, {
    email: DEMO_EMAIL.lateFee,
    firstName: "Marcus",
    lastName: "Delgado",
    n: 68,
    gender: GENDER.male,
    createdAt: daysAgo(1700, now),
    jobTitle: "Credit Union Financial Counselor",
    organization: "Harbor Federal Credit Union",
    workCategoryIndex: 2,
  });
  await lapsedForPayment(
    person.id,
    earnedCertificate(seed, person.id, "Marcus Delgado, AFC®", certificateDates(now), {
      reportingPeriodId: ref.period["2025-2026"].id,
      accredibleUrl: "https://www.credential.net/demo-marcus-delgado-afc",
      now,
    }),
  );
  await saveCard(person.id);
}

/** revoking: lapsed for payment with late fees and for CEUs (the previous period ended short): revoked after December 31 if unpaid. */
async function seedRevoking(seed: SeedContext, adminId: number) {
  const { now, ref } = seed;
  const previous = ref.period["2023-2024"];
  const person = await createPerson(seed, {
    email: DEMO_EMAIL.revoking,
    firstName: "Denise",
    lastName: "Okoro",
    n: 69,
    gender: GENDER.female,
    createdAt: daysAgo(2000, now),
    jobTitle: "Housing Counselor",
    organization: "Eastside Housing Coalition",
    workCategoryIndex: 1,
  });
  const { userCertification } = await lapsedForPayment(
    person.id,
    earnedCertificate(seed, person.id, "Denise Okoro, AFC®", certificateDates(now), {
      reportingPeriodId: ref.period["2025-2026"].id,
      accredibleUrl: "https://www.credential.net/demo-denise-okoro-afc",
      now,
    }),
  );
  await approvedCeu(seed, person.id, previous.id, 5, { credits: 10, completionDate: startOfDateNY(2024, 2, 8), adminId });
  await db.userCertification.update({ where: { id: userCertification.id }, data: { ceuLapsePeriodId: previous.id } });
}

export async function seedDemoRenewals(seed: SeedContext, adminId: number) {
  await seedRenewalOpen(seed, adminId);
  await seedLateFee(seed);
  await seedRevoking(seed, adminId);
}

/**
 * The fee history of every other certification in the seed: last year's and this year's annual fees
 * recorded as paid (an admin's payment, as history brought over from the association's books), so
 * the calendar's jobs, which run when the demo starts, leave their states as the README says. The
 * renewal accounts above, the revoked and those already paid keep their own.
 */
export async function recordFeeHistory(seed: SeedContext, adminId: number) {
  const year = yearNY(seed.now);
  const skip = [DEMO_EMAIL.renewal, DEMO_EMAIL.lateFee, DEMO_EMAIL.revoking];
  const held = await db.userCertification.findMany({
    where: { status: { not: CERTIFICATION_STATUS.revoked }, user: { email: { notIn: skip } } },
    select: { id: true, userId: true, issuedAt: true, lineItems: { where: { kind: PRODUCT_KIND.renewal }, select: { year: true } } },
  });
  for (const uc of held) {
    const first = firstFeeYear(uc.issuedAt);
    for (const y of [year - 1, year]) {
      if (y < first || uc.lineItems.some((l) => l.year === y)) continue;
      await annualFeePaid(uc.userId, uc.id, y, {
        at: startOfDateNY(y, 5, 15),
        method: PAYMENT_METHOD_TYPE.admin,
        type: TRANSACTION_TYPE.adminPayment,
        createdById: adminId,
      });
    }
  }
}
