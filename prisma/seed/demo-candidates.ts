/**
 * The demo accounts on their way to certification (README "Demo accounts"): the wizard, one start
 * per other pathway, waiting for approval with a balance, waiting in final approval, ready for the
 * final steps, expired without extension, and the candidate in post-registration.
 */
import { GENDER, MEMBERSHIP_STATUS, PATHWAY_KEY, REGISTRATION_STATUS, REGISTRATION_STEP } from "../../app/domain/constants.ts";
import { addDays, addMonths, daysAgo } from "../../app/lib/dates.ts";
import { db } from "../../app/lib/db.server.ts";
import {
  awaitingApprovalWithBalance,
  competencyStats,
  expiredWithoutExtension,
  inPostRegistration,
  practiceExamCompleted,
  readyForFinalSteps,
  registrationAtStep,
  saveCard,
  waitingInFinalApproval,
  waitingInPathwayReview,
} from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import { createPerson, type SeedContext } from "./people.ts";
import { experienceRow } from "./specs.ts";

/** wizard: pre-registration on the education pathway, at Course Materials. */
export async function seedWizard(seed: SeedContext) {
  const { now, ref } = seed;
  const wizard = await createPerson(seed, {
    email: DEMO_EMAIL.wizard,
    firstName: "Maria",
    lastName: "Gonzalez",
    n: 3,
    gender: GENDER.female,
    createdAt: daysAgo(9, now),
    jobTitle: "Financial Wellness Specialist",
    organization: "Credit Union of the Rockies",
    workCategoryIndex: 2,
  });
  const start = daysAgo(2, now);
  await registrationAtStep(wizard.id, {
    reference: ref.afc,
    step: REGISTRATION_STEP.courseMaterials,
    createdAt: start,
    data: { deadline: addMonths(start, ref.afc.pathway.education.deadlineMonths) },
  });
  return wizard;
}

/** One candidate at the start of each other pathway: university (Program Information), designation (waiting in Pathway Review), independent trainer (Supporting Documentation). */
export async function seedPathwayStarts(seed: SeedContext) {
  const { now, ref } = seed;
  const starts = [
    { email: DEMO_EMAIL.university, firstName: "Priya", lastName: "Raman", n: 11, pathway: PATHWAY_KEY.university },
    { email: DEMO_EMAIL.designation, firstName: "Marcus", lastName: "Lee", n: 12, pathway: PATHWAY_KEY.designation },
    { email: DEMO_EMAIL.trainee, firstName: "Hannah", lastName: "Okafor", n: 13, pathway: PATHWAY_KEY.independentTrainer },
  ];
  for (const { pathway, ...start } of starts) {
    const person = await createPerson(seed, {
      ...start,
      createdAt: daysAgo(5, now),
      jobTitle: "Financial Coach",
      organization: "Community Credit Union",
      workCategoryIndex: 1,
    });
    const opts = { reference: ref.afc, pathway, createdAt: daysAgo(1, now) };
    if (pathway === PATHWAY_KEY.designation) await waitingInPathwayReview(person.id, opts);
    else
      await registrationAtStep(person.id, {
        ...opts,
        step: pathway === PATHWAY_KEY.university ? REGISTRATION_STEP.programInformation : REGISTRATION_STEP.documentation,
      });
  }
}

/** approval: finished the wizard, waiting in registration approval with the balance unpaid and a saved card (Approve charges it once). */
export async function seedApproval(seed: SeedContext) {
  const approval = await createPerson(seed, {
    email: DEMO_EMAIL.approval,
    firstName: "Sofia",
    lastName: "Martins",
    n: 14,
    createdAt: daysAgo(12, seed.now),
    jobTitle: "Housing Counselor",
    organization: "Neighborhood Housing Services",
    workCategoryIndex: 1,
  });
  await awaitingApprovalWithBalance(approval.id, { reference: seed.ref.afc, createdAt: daysAgo(3, seed.now), savedCard: true });
}

/** final: every step done, waiting in final approval (Approve issues the certificate). */
export async function seedFinalist(seed: SeedContext) {
  const { now } = seed;
  const finalist = await createPerson(seed, {
    email: DEMO_EMAIL.finalist,
    firstName: "Grace",
    lastName: "Kim",
    n: 15,
    createdAt: daysAgo(700, now),
    jobTitle: "Financial Counselor",
    organization: "Family Service Agency",
    workCategoryIndex: 2,
  });
  const enrolledOn = daysAgo(680, now);
  await waitingInFinalApproval(finalist.id, {
    reference: seed.ref.afc,
    enrolledOn,
    createdAt: addDays(enrolledOn, -2),
    ethics: { signature: "Grace Kim", signedAt: daysAgo(90, now) },
    exam: { result: "P", score: 84, takenAt: daysAgo(120, now) },
    experience: [
      {
        status: "approved",
        organization: "Family Service Agency",
        title: "Financial Counselor",
        hours: seed.ref.afc.pathway.education.requiredHours,
        startDate: addDays(enrolledOn, -700),
        endDate: daysAgo(100, now),
        createdAt: daysAgo(95, now),
      },
    ],
    data: { certificateName: "Grace Kim, AFC®" },
  });
}

/** ready: post-registration with every requirement met (hours approved, ethics signed, exam passed): Finish opens the final steps. */
export async function seedReady(seed: SeedContext) {
  const { now } = seed;
  const ready = await createPerson(seed, {
    email: DEMO_EMAIL.ready,
    firstName: "Omar",
    lastName: "Haddad",
    n: 16,
    createdAt: daysAgo(600, now),
    jobTitle: "Financial Coach",
    organization: "United Way of Central Ohio",
    workCategoryIndex: 1,
  });
  const enrolledOn = daysAgo(580, now);
  await readyForFinalSteps(ready.id, {
    reference: seed.ref.afc,
    enrolledOn,
    createdAt: addDays(enrolledOn, -2),
    ethics: { signature: "Omar Haddad", signedAt: daysAgo(200, now) },
    exam: { result: "P", score: 79, takenAt: daysAgo(60, now) },
    experience: [
      {
        status: "approved",
        organization: "United Way of Central Ohio",
        title: "Financial Coach",
        hours: seed.ref.afc.pathway.education.requiredHours,
        description: "Financial coaching sessions with families.",
        startDate: addDays(enrolledOn, -700),
        endDate: daysAgo(70, now),
        createdAt: daysAgo(65, now),
      },
    ],
  });
}

/**
 * expired: the AFC deadline passed 7 weeks ago without an extension (Request Extension is offered
 * until 6 months after it); approved and pending hours, a saved card to pay the $200 fee.
 */
export async function seedExpired(seed: SeedContext, adminId: number) {
  const { now } = seed;
  const expired = await createPerson(seed, {
    email: DEMO_EMAIL.expired,
    firstName: "Lena",
    lastName: "Okafor",
    n: 17,
    createdAt: daysAgo(1150, now),
    jobTitle: "Financial Counselor",
    organization: "Community Credit Counseling",
    workCategoryIndex: 1,
  });
  await saveCard(expired.id);
  const enrolledOn = daysAgo(1145, now);
  const createdAt = addDays(enrolledOn, -3);
  await expiredWithoutExtension(expired.id, {
    reference: seed.ref.afc,
    enrolledOn,
    createdAt,
    paidAt: createdAt,
    deadline: daysAgo(50, now),
    materials: ["textbook"],
    ethics: { signature: "Lena Okafor", signedAt: addDays(createdAt, 60) },
    data: { brightspaceEnrollment: true },
    experience: [
      experienceRow(seed, 0, { status: "approved", hours: 610, createdAt: daysAgo(300, now), adminId }),
      experienceRow(seed, 1, { status: "pending", hours: 120, createdAt: daysAgo(55, now) }),
    ],
  });
}

const CANDIDATE_HOURS = [
  { type: 0, org: "Military Family Readiness Center", hours: 420, approved: true, start: 1500, end: 900 },
  { type: 1, org: "Military Family Readiness Center", hours: 160, approved: true, start: 900, end: 500 },
  { type: 2, org: "VITA Tax Site, San Antonio", hours: 60, approved: true, start: 700, end: 600 },
  { type: 0, org: "Fort Sam Houston Financial Readiness", hours: 180, approved: false, start: 480, end: 90 },
  { type: 1, org: "Fort Sam Houston Financial Readiness", hours: 45, approved: false, start: 300, end: 30 },
];

/** candidate: post-registration with the Learning System, the practice exam and a membership bought with it; exam paid but not taken, ethics signed, hours approved and pending. */
export async function seedCandidate(seed: SeedContext, adminId: number) {
  const { now, ref } = seed;
  const candidate = await createPerson(seed, {
    email: DEMO_EMAIL.candidate,
    firstName: "James",
    lastName: "Carter",
    middleName: "Allen",
    n: 4,
    gender: GENDER.male,
    createdAt: daysAgo(260, now),
    jobTitle: "Personal Financial Manager",
    organization: "Military Family Readiness Center",
    workCategoryIndex: 0,
    membershipStatus: MEMBERSHIP_STATUS.active,
  });
  const enrolledOn = daysAgo(240, now);
  const { registration } = await inPostRegistration(candidate.id, {
    reference: ref.afc,
    enrolledOn,
    createdAt: daysAgo(250, now),
    materials: ["learningSystem"],
    practiceExam: true,
    membership: "professional",
    ethics: { signature: "James A. Carter", signedAt: daysAgo(60, now) },
    data: {
      brightspaceEnrollment: true,
      brightspaceSectionId: "SEC-2026-03",
      holmesOrderId: "HO-104233",
      shippingName: "James Carter",
      shippingAddressLine1: "412 Oak St",
      shippingCity: "San Antonio",
      shippingState: "TX",
      shippingZip: "78205",
      shippingCountry: "US",
    },
    experience: CANDIDATE_HOURS.map((e, i) => ({
      status: e.approved ? "approved" : "pending",
      fellowshipServiceTypeId: ref.serviceType[e.type],
      organization: e.org,
      title: "Personal Financial Manager",
      hours: e.hours,
      supervisorName: "Maj. Teresa Holloway",
      supervisorEmail: "t.holloway@example.mil",
      supervisorPhone: "(210) 555-0199",
      description: "Budget counseling, debt management plans and pre-deployment financial briefings.",
      startDate: daysAgo(e.start, now),
      endDate: daysAgo(e.end, now),
      createdAt: daysAgo(200 - i * 30, now),
      ...(e.approved ? { reviewerId: adminId, reviewedAt: daysAgo(190 - i * 30, now) } : {}),
    })),
  });
  await practiceExamHistory(seed, registration.id);
  await db.registrationReview.create({
    data: {
      registrationId: registration.id,
      reviewerId: adminId,
      approved: true,
      registrationStatus: REGISTRATION_STATUS.registrationApproval,
      message: "<p>Welcome aboard, James!</p>",
      createdAt: addDays(enrolledOn, 1),
    },
  });
}

/** The candidate's Learning System course in Brightspace, and practice Exam #1 taken 40 days ago with both surveys. */
async function practiceExamHistory(seed: SeedContext, registrationId: number) {
  const ids = { registrationId, practiceExamId: seed.ref.afc.practiceExam.id };
  await db.registrationCourseMaterial.updateMany({ where: { registrationId }, data: { brightspaceCourseId: "BS-AFC-101" } });
  const takenAt = daysAgo(40, seed.now);
  await practiceExamCompleted(ids, 1, {
    startedAt: takenAt,
    completedAt: takenAt,
    stats: competencyStats([16, 14, 9, 13, 15, 11, 14, 12, 17]),
  });
}
