/**
 * The README's demo accounts (prisma/demo-accounts.ts), one small function per account or group,
 * in the order their users are made (ids start at 1 on a fresh database: the admin is user 1).
 */
import { seedDemoRenewals } from "./demo-renewals.ts";
import { seedDemoOutsideCalls } from "./demo-outside-calls.ts";
import { seedDemoMerge } from "./demo-merge.ts";
import { GENDER, MEMBERSHIP_KEY, MEMBERSHIP_STATUS, ROLE } from "../../app/domain/constants.ts";
import { addDays, addYears, daysAgo, startOfDateNY, startOfDayNY } from "../../app/lib/dates.ts";
import { approvedMembershipRequest, pastMemberships, pendingMembershipRequest } from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import { seedApproval, seedCandidate, seedExpired, seedFinalist, seedPathwayStarts, seedReady, seedWizard } from "./demo-candidates.ts";
import { seedCertified, seedLapsed, seedRevoked, seedTrainer } from "./demo-certified.ts";
import { seedEssentials } from "./demo-trainings.ts";
import { seedDemoPracticeExams } from "./demo-practice-exams.ts";
import { seedDemoTrainers } from "./demo-trainers.ts";
import { createPerson, type SeedContext } from "./people.ts";

/** admin: the certification director every review is decided by. */
function seedAdmin(seed: SeedContext) {
  return createPerson(seed, {
    email: DEMO_EMAIL.admin,
    firstName: "Dana",
    lastName: "Whitfield",
    role: ROLE.admin,
    n: 1,
    gender: GENDER.female,
    jobTitle: "Director of Certification",
    organization: "AFCPE",
    workCategoryIndex: 1,
    createdAt: daysAgo(1400, seed.now),
  });
}

/** new user: only what sign-up asks, nothing else yet. */
function seedNewUser(seed: SeedContext) {
  return createPerson(seed, {
    email: DEMO_EMAIL.newUser,
    firstName: "Noah",
    lastName: "Bennett",
    n: 2,
    minimal: true,
    createdAt: daysAgo(1, seed.now),
  });
}

/** student: an active student membership from an approved request. */
async function seedStudent(seed: SeedContext, adminId: number) {
  const { now } = seed;
  const student = await createPerson(seed, {
    email: DEMO_EMAIL.student,
    firstName: "Emily",
    lastName: "Nguyen",
    n: 9,
    gender: GENDER.female,
    dateOfBirth: startOfDateNY(2003, 4, 17),
    createdAt: daysAgo(70, now),
    jobTitle: "Peer Financial Coach",
    organization: "The Ohio State University",
    workCategoryIndex: 3,
    membershipStatus: MEMBERSHIP_STATUS.active,
    isEligibleForStudentMembership: true,
  });
  await approvedMembershipRequest(student.id, {
    typeKey: MEMBERSHIP_KEY.student,
    start: daysAgo(30, now),
    requestedAt: daysAgo(33, now),
    reviewerId: adminId,
    message: "<p>Welcome, Emily! Your student membership is active.</p>",
    now,
  });
}

/** emeritus: ten years of membership, 67 (and a month: unambiguous in every time zone), a request waiting for review. */
async function seedEmeritus(seed: SeedContext) {
  const { now } = seed;
  const dateOfBirth = startOfDayNY(addDays(addYears(now, -67), -30));
  const emeritus = await createPerson(seed, {
    email: DEMO_EMAIL.emeritus,
    firstName: "Harold",
    lastName: "Jenkins",
    n: 10,
    gender: GENDER.male,
    dateOfBirth,
    createdAt: daysAgo(4000, now),
    jobTitle: "Financial Counselor (retired)",
    organization: "Independent practice",
    workCategoryIndex: 5,
    membershipStatus: MEMBERSHIP_STATUS.pendingReview,
  });
  await pastMemberships(emeritus.id, { years: 10, lastStartedDaysAgo: 385, now });
  await pendingMembershipRequest(emeritus.id, {
    typeKey: MEMBERSHIP_KEY.emeritus,
    isRequestingCall: true,
    memberForTenYears: true,
    dateOfBirth,
    createdAt: daysAgo(2, now),
    now,
  });
}

/** Every demo account; returns the ones the fillers refer to. */
export async function seedDemoAccounts(seed: SeedContext) {
  const admin = await seedAdmin(seed);
  await seedNewUser(seed);
  await seedWizard(seed);
  await seedPathwayStarts(seed);
  await seedApproval(seed);
  await seedFinalist(seed);
  await seedReady(seed);
  await seedExpired(seed, admin.id);
  await seedCandidate(seed, admin.id);
  const certified = await seedCertified(seed, admin.id);
  await seedLapsed(seed, admin.id);
  await seedRevoked(seed, admin.id);
  const trainer = await seedTrainer(seed, admin.id);
  await seedStudent(seed, admin.id);
  await seedEmeritus(seed);
  await seedEssentials(seed, admin.id);
  await seedDemoTrainers(seed, admin.id);
  await seedDemoPracticeExams(seed);
  await seedDemoRenewals(seed, admin.id);
  await seedDemoOutsideCalls(seed);
  await seedDemoMerge(seed, admin.id);
  return { admin, certified, trainer };
}

export type Demo = Awaited<ReturnType<typeof seedDemoAccounts>>;
