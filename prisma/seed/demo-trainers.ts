/**
 * The demo accounts of the Independent Trainer's states (README "Demo accounts"; the active
 * trainer with licenses is `trainer`, demo-certified.ts): a member eligible to apply, a certified
 * member not yet eligible (the date shown), an application in review, a trainer expiring soon. Also
 * the trainer category's license product, which the licenses card sells.
 */
import { GENDER, MEMBERSHIP_STATUS } from "../../app/domain/constants.ts";
import { daysAgo } from "../../app/lib/dates.ts";
import {
  activeMembership,
  certifiedInGoodStanding,
  expiringIndependentTrainer,
  pendingTrainerApplication,
  trainerLicenseProduct,
} from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import { createPerson, type SeedContext } from "./people.ts";
import { earnedCertificate } from "./specs.ts";

type Afc = { email: string; firstName: string; lastName: string; n: number; examDaysAgo: number; organization: string; jobTitle: string };

/** A member holding an AFC in good standing whose exam was passed `examDaysAgo` days ago, with an active membership. */
async function afcHolder(seed: SeedContext, p: Afc) {
  const { now } = seed;
  const person = await createPerson(seed, {
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    n: p.n,
    gender: GENDER.female,
    createdAt: daysAgo(p.examDaysAgo + 500, now),
    jobTitle: p.jobTitle,
    organization: p.organization,
    membershipStatus: MEMBERSHIP_STATUS.active,
  });
  const dates = {
    enrolledOn: daysAgo(p.examDaysAgo + 400, now),
    examTakenAt: daysAgo(p.examDaysAgo, now),
    graduatedOn: daysAgo(p.examDaysAgo - 40, now),
  };
  await certifiedInGoodStanding(person.id, earnedCertificate(seed, person.id, `${p.firstName} ${p.lastName}, AFC®`, dates));
  await activeMembership(person.id, { start: daysAgo(60, now), now });
  return person;
}

export async function seedDemoTrainers(seed: SeedContext, adminId: number) {
  const { now } = seed;
  await trainerLicenseProduct({ priceCents: 9900, categoryId: seed.ref.cat.trainings });
  await afcHolder(seed, {
    email: DEMO_EMAIL.trainerEligible,
    firstName: "Olivia",
    lastName: "Martinez",
    n: 61,
    examDaysAgo: 900,
    organization: "Rio Grande Credit Union",
    jobTitle: "Financial Counselor",
  });
  await afcHolder(seed, {
    email: DEMO_EMAIL.trainerNotYet,
    firstName: "Samuel",
    lastName: "Brooks",
    n: 62,
    examDaysAgo: 400,
    organization: "Midwest Housing Partners",
    jobTitle: "Housing Counselor",
  });
  const reviewed = await afcHolder(seed, {
    email: DEMO_EMAIL.trainerReview,
    firstName: "Aisha",
    lastName: "Rahman",
    n: 63,
    examDaysAgo: 1000,
    organization: "Community Action Partnership",
    jobTitle: "Program Director",
  });
  await pendingTrainerApplication(reviewed.id, { appliedAt: daysAgo(4, now), now });
  const expiring = await afcHolder(seed, {
    email: DEMO_EMAIL.trainerExpiring,
    firstName: "Daniel",
    lastName: "Kim",
    n: 64,
    examDaysAgo: 1400,
    organization: "Pacific Financial Wellness",
    jobTitle: "Financial Coach",
  });
  await expiringIndependentTrainer(expiring.id, {
    expiresInDays: 45,
    reviewerId: adminId,
    accredibleUrl: "https://www.credential.net/demo-daniel-kim-trainer",
    licenseCode: { code: "KIM-LICENSE", usageLimit: 5, usage: 5 },
    now,
  });
}
