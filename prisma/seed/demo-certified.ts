/**
 * The demo accounts holding a certificate (README "Demo accounts"): certified in good standing,
 * lapsed, revoked, and the independent trainer.
 */
import {
  GENDER,
  MEMBERSHIP_STATUS,
  PAYMENT_METHOD_TYPE,
  PRODUCT_KIND,
  TRAINER_AUDIENCE,
  TRAINER_IN_PERSON_LOCATION,
  TRAINER_LANGUAGE,
  TRAINER_PROGRAM_FORMAT,
  TRANSACTION_TYPE,
} from "../../app/domain/constants.ts";
import { daysAgo, startOfDateNY, yearNY } from "../../app/lib/dates.ts";
import { db } from "../../app/lib/db.server.ts";
import {
  activeMembership,
  approvedIndependentTrainer,
  certifiedInGoodStanding,
  expiredMembership,
  lapsedCertification,
  paidOrder,
  pendingIndividualCeu,
  productLine,
  revokedCertification,
  saveCard,
} from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import { createPerson, type SeedContext } from "./people.ts";
import { approvedCeu, earnedCertificate } from "./specs.ts";

/** This year's annual certification fee of a certificate, due June 30. */
function annualFee(seed: SeedContext, userCertificationId: number, year: number) {
  return productLine(seed.ref.afc.renewalProduct, {
    name: `AFC Annual Certification Fee ${year}`,
    userCertificationId,
    year,
    due: startOfDateNY(year, 6, 30),
  });
}

/** certified: good standing, CEUs approved and one pending, an active membership, this year's fee paid with a donation, last year's recorded by an admin, a webinar seat. */
export async function seedCertified(seed: SeedContext, adminId: number) {
  const { now, ref } = seed;
  const current = ref.period["2025-2026"];
  const certified = await createPerson(seed, {
    email: DEMO_EMAIL.certified,
    firstName: "Priya",
    lastName: "Patel",
    n: 5,
    gender: GENDER.female,
    createdAt: daysAgo(1600, now),
    jobTitle: "Senior Financial Counselor",
    organization: "GreenPath Financial Wellness",
    workCategoryIndex: 1,
    membershipStatus: MEMBERSHIP_STATUS.active,
  });
  // Stripe's test card pm_card_visa, which the mocked Stripe also knows, for "pay with saved card".
  await saveCard(certified.id);
  const dates = { enrolledOn: daysAgo(1550, now), examTakenAt: daysAgo(1200, now), graduatedOn: daysAgo(1150, now) };
  const { userCertification } = await certifiedInGoodStanding(
    certified.id,
    earnedCertificate(seed, certified.id, "Priya Patel, AFC®", dates, {
      reportingPeriodId: current.id,
      accredibleUrl: "https://www.credential.net/demo-priya-patel-afc",
    }),
  );
  const ceus = [
    { credits: 6, date: startOfDateNY(2025, 3, 14) },
    { credits: 4.5, date: startOfDateNY(2025, 6, 20) },
    { credits: 2, date: startOfDateNY(2025, 9, 9), ethics: true },
    { credits: 3, date: startOfDateNY(2026, 2, 11) },
    { credits: 5, date: startOfDateNY(2026, 5, 6) },
    { credits: 1.5, date: startOfDateNY(2026, 8, 19) },
  ];
  for (const [i, c] of ceus.entries()) {
    await approvedCeu(seed, certified.id, current.id, i, { credits: c.credits, ethics: c.ethics, completionDate: c.date, adminId });
  }
  await pendingIndividualCeu(certified.id, {
    reportingPeriodId: current.id,
    completionDate: daysAgo(8, now),
    credits: 2,
    creditTypeId: ref.general.id,
    programTitle: "Coaching Clients Through Job Loss",
    sponsor: "NFCC",
    programDescription: "Webinar on unemployment benefits, budgeting and job search stress.",
    submittedAt: daysAgo(6, now),
    createdAt: now,
  });
  await activeMembership(certified.id, { start: daysAgo(100, now), now });
  await certifiedPayments(seed, certified.id, userCertification.id, adminId);
  await db.notification.createMany({
    data: [
      {
        userId: certified.id,
        title: "CEU approved",
        message: 'Your CEU "Debt Management Plans in Practice" was approved.',
        url: "/certifications-and-training",
        createdAt: daysAgo(20, now),
        readAt: daysAgo(19, now),
      },
      {
        userId: certified.id,
        title: "Annual fee received",
        message: `Thank you! Your ${yearNY(now)} AFC® certification fee is paid.`,
        url: "/edit-profile/payment",
        createdAt: daysAgo(10, now),
      },
      {
        userId: certified.id,
        title: "New webinar for members",
        message: 'Registration is open for "Webinar: Student Loans After the Pause".',
        url: "/events",
        createdAt: daysAgo(3, now),
      },
    ],
  });
  return certified;
}

/** This year's fee and a scholarship donation paid with the saved card (the renewal record), last year's fee recorded by an admin, a free webinar seat. */
async function certifiedPayments(seed: SeedContext, userId: number, userCertificationId: number, adminId: number) {
  const { now, ref } = seed;
  const year = yearNY(now);
  const paidOn = startOfDateNY(year, 6, 2);
  const scholarship = ref.donationOption[1];
  const paid = await paidOrder(
    userId,
    [
      annualFee(seed, userCertificationId, year),
      { kind: PRODUCT_KIND.donation, name: "Donation: Symposium scholarship", priceCents: 5000, productId: scholarship.productId },
    ],
    { at: paidOn, method: PAYMENT_METHOD_TYPE.existing },
  );
  await db.renewal.create({
    data: {
      userId,
      userCertificationId,
      reportingPeriodId: ref.period["2025-2026"].id,
      year,
      paymentCents: 9500,
      credits: 22,
      totalCreditsRequired: 30,
      earnedCredits: 22,
      earnedEthicsCredits: 2,
      ethicCreditsRequired: 2,
      dueDate: startOfDateNY(year, 6, 30),
      individualsServed: 140,
      hoursProvided: 12,
      signature: "Priya Patel",
      signedAt: paidOn,
      lineItemId: paid.lineItemIds[0],
    },
  });
  await paidOrder(userId, [annualFee(seed, userCertificationId, year - 1)], {
    at: startOfDateNY(year - 1, 6, 25),
    type: TRANSACTION_TYPE.adminPayment,
    method: PAYMENT_METHOD_TYPE.admin,
    createdById: adminId,
  });
  const webinar = ref.event[3];
  const line = {
    kind: PRODUCT_KIND.event,
    name: webinar.name,
    priceCents: webinar.priceCents,
    finalPriceCents: 0,
    productId: webinar.productId,
  };
  await paidOrder(userId, [line], { at: daysAgo(15, now) });
}

/** lapsed: lapsed for CEUs in the previous period, an expired membership. */
export async function seedLapsed(seed: SeedContext, adminId: number) {
  const { now, ref } = seed;
  const previous = ref.period["2023-2024"];
  const lapsed = await createPerson(seed, {
    email: DEMO_EMAIL.lapsed,
    firstName: "Robert",
    lastName: "Chen",
    n: 6,
    gender: GENDER.male,
    createdAt: daysAgo(2100, now),
    jobTitle: "Housing Counselor",
    organization: "Neighborhood Housing Partners",
    workCategoryIndex: 1,
  });
  const dates = { enrolledOn: daysAgo(2050, now), examTakenAt: daysAgo(1800, now), graduatedOn: daysAgo(1760, now) };
  await lapsedCertification(
    lapsed.id,
    earnedCertificate(seed, lapsed.id, "Robert Chen, AFC®", dates, {
      reportingPeriodId: previous.id,
      accredibleUrl: "https://www.credential.net/demo-robert-chen-afc",
    }),
  );
  await approvedCeu(seed, lapsed.id, previous.id, 2, { credits: 8, completionDate: startOfDateNY(2023, 10, 4), adminId });
  await approvedCeu(seed, lapsed.id, previous.id, 5, { credits: 4, completionDate: startOfDateNY(2024, 4, 18), adminId });
  await expiredMembership(lapsed.id, { start: daysAgo(500, now), now });
}

/** revoked: revoked 60 days ago for non-payment, with the admin's note. */
export async function seedRevoked(seed: SeedContext, adminId: number) {
  const { now, ref } = seed;
  const revoked = await createPerson(seed, {
    email: DEMO_EMAIL.revoked,
    firstName: "Kevin",
    lastName: "Morales",
    n: 7,
    gender: GENDER.male,
    createdAt: daysAgo(2500, now),
    jobTitle: "Credit Counselor",
    organization: "First Community Bank",
    workCategoryIndex: 2,
  });
  const dates = { enrolledOn: daysAgo(2450, now), examTakenAt: daysAgo(2200, now), graduatedOn: daysAgo(2150, now) };
  await revokedCertification(
    revoked.id,
    earnedCertificate(seed, revoked.id, "Kevin Morales, AFC®", dates, {
      reportingPeriodId: ref.period["2023-2024"].id,
      accredibleUrl: "https://www.credential.net/demo-kevin-morales-afc",
      revokedAt: daysAgo(60, now),
    }),
  );
  await db.note.create({
    data: {
      userId: revoked.id,
      authorId: adminId,
      note: "Revoked after 6 months of non-payment of the annual fee. Reinstatement possible once fees are paid.",
      createdAt: daysAgo(60, now),
    },
  });
}

/** trainer: a good-standing AFC (exam passed over 729 days ago) and an approved independent trainer with a license code. */
export async function seedTrainer(seed: SeedContext, adminId: number) {
  const { now, ref } = seed;
  const current = ref.period["2025-2026"];
  const trainer = await createPerson(seed, {
    email: DEMO_EMAIL.trainer,
    firstName: "Grace",
    lastName: "Okafor",
    n: 8,
    gender: GENDER.female,
    createdAt: daysAgo(1900, now),
    jobTitle: "Extension Educator",
    organization: "State University Extension",
    workCategoryIndex: 3,
    membershipStatus: MEMBERSHIP_STATUS.active,
  });
  const dates = { enrolledOn: daysAgo(1500, now), examTakenAt: daysAgo(1100, now), graduatedOn: daysAgo(1060, now) };
  const { userCertification } = await certifiedInGoodStanding(
    trainer.id,
    earnedCertificate(seed, trainer.id, "Grace Okafor, AFC®", dates, {
      reportingPeriodId: current.id,
      accredibleUrl: "https://www.credential.net/demo-grace-okafor-afc",
    }),
  );
  const symposium = { credits: 12, completionDate: startOfDateNY(2025, 5, 3), adminId, title: "Symposium 2025" };
  await approvedCeu(seed, trainer.id, current.id, 7, symposium);
  await approvedCeu(seed, trainer.id, current.id, 8, { credits: 2, ethics: true, completionDate: startOfDateNY(2025, 11, 12), adminId });
  await activeMembership(trainer.id, { start: daysAgo(40, now), now });
  const year = yearNY(now);
  await paidOrder(trainer.id, [annualFee(seed, userCertification.id, year)], { at: startOfDateNY(year, 5, 20) });
  await approvedIndependentTrainer(trainer.id, {
    approvedAt: daysAgo(20, now),
    appliedAt: daysAgo(34, now),
    reviewerId: adminId,
    message: "<p>Welcome to the Independent Trainer program!</p>",
    accredibleUrl: "https://www.credential.net/demo-grace-okafor-trainer",
    licenseCode: { code: "OKAFOR-LICENSE", usageLimit: 10, usage: 3 },
    data: {
      createdAt: daysAgo(35, now),
      trainerEducation: "M.S. Family Financial Planning, Kansas State University",
      trainerLicenses: "AFC®, Certified Housing Counselor (HUD)",
      trainerBio:
        "Grace has taught personal finance through Cooperative Extension for twelve years and has trained more than 300 counselors in community settings.",
      trainerEmail: "grace.okafor@extension.example.edu",
      trainerPhone: "(608) 555-0164",
      trainerWebsite: "https://extension.example.edu/finance",
      trainerLinkedin: "https://www.linkedin.com/in/grace-okafor",
      trainerOfferingLearningSystem: true,
      trainerProgramFormat: [TRAINER_PROGRAM_FORMAT.inPerson, TRAINER_PROGRAM_FORMAT.virtual],
      trainerInPersonLocation: [TRAINER_IN_PERSON_LOCATION.designatedLocation, TRAINER_IN_PERSON_LOCATION.traveling],
      trainerDesignatedAddress: "1545 Observatory Dr, Madison, WI 53706",
      trainerTravelingStates: ["WI", "IL", "MN"],
      trainerAudience: [TRAINER_AUDIENCE.individual, TRAINER_AUDIENCE.group],
      trainerGroupSize: "10 - 20",
      trainerLanguages: [TRAINER_LANGUAGE.english, TRAINER_LANGUAGE.other],
      trainerLanguageOther: "Yoruba",
      trainerSignature: "Grace Okafor",
      trainerSignatureDate: daysAgo(34, now),
      trainerProfileUpdatedAt: daysAgo(34, now),
    },
  });
  return trainer;
}
