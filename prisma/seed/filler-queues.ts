/**
 * What the filler members wait for, one function per admin queue: group CEUs, certified members'
 * individual CEUs (with trainer applications and an Essentials module), experience hours,
 * extensions, membership requests and registrations awaiting approval.
 */
import {
  MEMBERSHIP_KEY,
  PATHWAY_KEY,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  REVIEW_STATUS,
  UNIVERSITY_LEVEL_OF_STUDY,
  CERTIFICATION_STATUS,
} from "../../app/domain/constants.ts";
import { addDays, addMonths, daysAgo, daysFromNow, startOfDateNY, yearNY } from "../../app/lib/dates.ts";
import { db } from "../../app/lib/db.server.ts";
import {
  approvedGroupCeu,
  awaitingApprovalPaid,
  certifiedInGoodStanding,
  inPostRegistration,
  lapsedCertification,
  moduleAwaitingApproval,
  paidOrder,
  pastMemberships,
  pendingExtension,
  pendingGroupCeu,
  pendingIndividualCeu,
  pendingMembershipRequest,
  pendingTrainerApplication,
  productLine,
  rejectedGroupCeu,
  rejectedIndividualCeu,
  waitingInExperienceApproval,
  waitingInFinalApproval,
} from "../../tests/factories/index.ts";
import { FILLER_ROLES, fillerDateOfBirth, type Fillers } from "./filler-roles.ts";
import { CEU_TITLES, SPONSORS, phone, pick } from "./names.ts";
import type { SeedContext } from "./people.ts";
import { approvedCeu, earnedCertificate, experienceRow } from "./specs.ts";

const GROUP_TITLES = [
  "Regional Financial Counseling Conference",
  "Ethics for Money Coaches",
  "Serving Clients With Disabilities",
  "Foreclosure Prevention Workshop",
  "Financial Capability for Youth",
  "Military Transition Finance Summit",
  "Credit Union Wellness Day",
  "Behavioral Nudges That Work",
];

/** Group CEUs: two approved (with completion codes, one listed in the CEU library), six pending, one rejected. */
export async function seedGroupCeus(seed: SeedContext, user: Fillers, adminId: number) {
  const { now, ref } = seed;
  const fields = (n: number, i: number, start: Date, listProgram = false) => ({
    credits: pick([1, 1.5, 2, 3, 6], i),
    creditTypeId: i % 3 === 2 ? ref.ethics.id : ref.general.id,
    programTitle: pick(GROUP_TITLES, i),
    sponsor: `${user[n].lastName} ${pick(["Financial Education Network", "Consulting", "Community Partners", "Training Institute"], i)}`,
    programDescription: "A half-day program with lectures, a case study and a knowledge check; attendance is tracked by sign-in sheet.",
    programAgenda: "9:00 Welcome\n9:15 Session 1\n10:30 Break\n10:45 Case study\n12:00 Knowledge check",
    contactEmail: user[n].email,
    startDate: start,
    endDate: addDays(start, 1),
    listProgram,
    registrationUrl: listProgram ? `https://training.example.org/programs/${100 + i}` : null,
    attendanceCostCents: listProgram ? 12500 : null,
    paidAt: addDays(start, -44),
    createdAt: addDays(start, -44),
  });
  const review = (start: Date) => ({ reviewerId: adminId, reviewedAt: addDays(start, -40) });
  const [first, second, third] = [daysAgo(120, now), daysAgo(200, now), daysAgo(150, now)];
  const { groupCeu: approved } = await approvedGroupCeu(user[15].id, {
    ...fields(15, 0, first, true),
    ...review(first),
    completionCode: "RFCC-2026",
  });
  await approvedGroupCeu(user[16].id, { ...fields(16, 6, second), ...review(second), completionCode: "CUWD-2026" });
  await rejectedGroupCeu(user[17].id, {
    ...fields(17, 2, third),
    ...review(third),
    message: "<p>Please upload a detailed agenda with session times.</p>",
  });
  for (const [i, n] of FILLER_ROLES.pendingGroupCeu.entries()) {
    await pendingGroupCeu(user[n].id, fields(n, i + 1, daysFromNow(20 + i * 9, now), i % 3 === 0));
  }
  return approved;
}

/** Certified members (13 lapsed for payment) with approved CEUs and one pending (1 has two, 6 a rejected one); 1-2 apply as trainers, 3-4 take MME. */
export async function seedCertifiedFillers(
  seed: SeedContext,
  user: Fillers,
  adminId: number,
  approvedGroup: { id: number; sponsor: string },
) {
  const { now, ref } = seed;
  const current = ref.period["2025-2026"];
  const year = yearNY(now);
  for (const [i, n] of FILLER_ROLES.pendingCeu.entries()) {
    const u = user[n];
    const name = `${u.firstName} ${u.lastName}`;
    const dates = {
      enrolledOn: daysAgo(1400 + n * 20, now),
      examTakenAt: daysAgo(1000 + n * 20, now),
      graduatedOn: daysAgo(960 + n * 20, now),
    };
    const certificate = earnedCertificate(seed, u.id, name, dates, {
      reportingPeriodId: current.id,
      accredibleUrl: `https://www.credential.net/demo-member-${n}`,
    });
    const { userCertification } =
      n === 13
        ? await lapsedCertification(u.id, { ...certificate, status: CERTIFICATION_STATUS.lapsedPayment })
        : await certifiedInGoodStanding(u.id, certificate);
    if (n !== 13) {
      const fee = productLine(ref.afc.renewalProduct, {
        name: `AFC Annual Certification Fee ${year}`,
        userCertificationId: userCertification.id,
        year,
        due: startOfDateNY(year, 6, 30),
      });
      await paidOrder(u.id, [fee], { at: startOfDateNY(year, 5, 1 + n) });
    }
    await approvedCeu(seed, u.id, current.id, n, {
      credits: 3 + (n % 4),
      completionDate: startOfDateNY(2025, 2 + (n % 9), 3 + n),
      adminId,
    });
    if (n % 3 === 0)
      await approvedCeu(seed, u.id, current.id, n + 1, {
        credits: 2,
        ethics: true,
        completionDate: startOfDateNY(2025, 10, 1 + n),
        adminId,
      });
    for (let k = 0; k < (n === 1 ? 2 : 1); k++) {
      const viaCode = n % 5 === 0;
      const ethics = (n + k) % 4 === 0;
      await pendingIndividualCeu(u.id, {
        reportingPeriodId: current.id,
        completionDate: daysAgo(5 + n * 3 + k * 20, now),
        credits: viaCode ? 1.5 : pick([1, 1.5, 2, 3, 4, 6], n + k),
        creditTypeId: ethics ? ref.ethics.id : ref.general.id,
        programTitle: viaCode ? GROUP_TITLES[0] : ethics ? "Ethics and Boundaries in Counseling" : pick(CEU_TITLES, n + k + 3),
        sponsor: viaCode ? approvedGroup.sponsor : pick(SPONSORS, n + k),
        programDescription: "Attended the full session and completed the post-session evaluation.",
        completionCode: viaCode ? "RFCC-2026" : null,
        preapprovedCreditId: viaCode ? approvedGroup.id : null,
        submittedAt: daysAgo(1 + i + k, now),
        createdAt: daysAgo(1 + i + k, now),
      });
    }
    if (n === 6) await seedRejectedCeu(seed, u.id, adminId);
    if (n === 1 || n === 2)
      await pendingTrainerApplication(u.id, {
        appliedAt: daysAgo(6 + n, now),
        data: { trainerPhone: phone(n + 900), trainerOfferingLearningSystem: n % 2 === 1 },
      });
    if (n === 3 || n === 4)
      await moduleAwaitingApproval(u.id, {
        enrolledOn: daysAgo(90 + n, now),
        paidAt: daysAgo(92 + n, now),
        line: { finalPriceCents: 9900 },
      });
  }
}

async function seedRejectedCeu(seed: SeedContext, userId: number, adminId: number) {
  await rejectedIndividualCeu(userId, {
    reportingPeriodId: seed.ref.period["2025-2026"].id,
    completionDate: startOfDateNY(2025, 7, 22),
    credits: 8,
    creditTypeId: seed.ref.general.id,
    programTitle: "Real Estate Investing Bootcamp",
    sponsor: "WealthNow Seminars",
    programDescription: "Weekend seminar on rental property investing.",
    submittedAt: startOfDateNY(2025, 7, 30),
    createdAt: seed.now,
    reviewerId: adminId,
    reviewedAt: startOfDateNY(2025, 8, 4),
    message: "<p>This program falls outside the AFC® competencies.</p>",
  });
}

/** What every filler candidate bought: the textbook, with shipping and the exam fee, paid when registering. */
function candidate(seed: SeedContext, enrolledOn: Date, createdAt: Date) {
  return { reference: seed.ref.afc, enrolledOn, createdAt, paidAt: createdAt, materials: ["textbook"] as const };
}

/** Candidates with hours waiting for review (21, 22 military spouses in the fellowship group); every third also had hours rejected. */
export async function seedPendingExperience(seed: SeedContext, user: Fillers, adminId: number) {
  const { now, ref } = seed;
  for (const [i, n] of FILLER_ROLES.pendingExperience.entries()) {
    const u = user[n];
    const ms = n === 21 || n === 22;
    const enrolledOn = daysAgo(120 + i * 45, now);
    const createdAt = addDays(enrolledOn, -4);
    await inPostRegistration(u.id, {
      ...candidate(seed, enrolledOn, createdAt),
      ethics: i % 2 === 0 ? { signature: `${u.firstName} ${u.lastName}`, signedAt: addDays(createdAt, 60) } : null,
      data: { brightspaceEnrollment: true, militarySpouse: ms, mspClass: ms ? "MSP 2026-A" : null },
      experience: [
        experienceRow(seed, i, {
          status: "approved",
          hours: 200 + i * 25,
          createdAt: addDays(enrolledOn, 20),
          adminId,
          militarySpouse: ms,
          serviceTypeIndex: ms ? 4 : undefined,
        }),
        ...(i % 3 === 1
          ? [experienceRow(seed, i + 1, { status: "rejected", hours: 80, createdAt: addDays(enrolledOn, 40), adminId })]
          : []),
        experienceRow(seed, i + 2, {
          status: "pending",
          hours: 90 + i * 17.5,
          createdAt: daysAgo(2 + i, now),
          militarySpouse: ms,
          serviceTypeIndex: ms ? 4 : undefined,
          extra: ms ? { installation: "Fort Liberty", clients_served: 45 + i } : undefined,
        }),
      ],
    });
    if (ms) await db.userGroup.create({ data: { userId: u.id, groupId: ref.group[0] } });
  }
}

/** Registrations expired after 36 months whose extension request was paid and waits for review. */
export async function seedPendingExtensions(seed: SeedContext, user: Fillers, adminId: number) {
  const { now } = seed;
  for (const [i, n] of FILLER_ROLES.pendingExtension.entries()) {
    const u = user[n];
    const deadline = daysAgo(20 + i * 35, now);
    const enrolledOn = addMonths(deadline, -36);
    await pendingExtension(u.id, {
      ...candidate(seed, enrolledOn, addDays(enrolledOn, -3)),
      deadline,
      data: { brightspaceEnrollment: true },
      experience: [experienceRow(seed, i, { status: "approved", hours: 550 + i * 60, createdAt: addDays(enrolledOn, 200), adminId })],
      requestedAt: daysAgo(1 + i * 2, now),
      completedHours: 550 + i * 60,
      signature: `${u.firstName} ${u.lastName}`,
      now,
    });
  }
}

/** Student (33, 34) and emeritus (35, 36, ten years of membership) requests waiting for review. */
export async function seedPendingMembershipRequests(seed: SeedContext, user: Fillers) {
  const { now } = seed;
  for (const [i, n] of FILLER_ROLES.pendingMembershipRequest.entries()) {
    const emeritus = i >= 2;
    if (emeritus) await pastMemberships(user[n].id, { years: 10, lastStartedDaysAgo: 370, now });
    await pendingMembershipRequest(user[n].id, {
      typeKey: emeritus ? MEMBERSHIP_KEY.emeritus : MEMBERSHIP_KEY.student,
      isRequestingCall: i === 1,
      memberForTenYears: emeritus,
      dateOfBirth: emeritus ? fillerDateOfBirth(n, now) : null,
      createdAt: daysAgo(1 + i, now),
      now,
    });
  }
}

/** Registrations awaiting a decision: general approval (37, and 38 sent back once), final approval (39), experience approval (40). */
export async function seedAwaitingApproval(seed: SeedContext, user: Fillers, adminId: number) {
  const { now, ref } = seed;
  const [n37, n38, n39, n40] = FILLER_ROLES.awaitingApproval.map((n) => user[n]);
  const registered = (createdAt: Date) => ({
    reference: ref.afc,
    createdAt,
    materials: ["textbook"] as const,
    data: { deadline: addMonths(createdAt, ref.afc.pathway.education.deadlineMonths) },
  });
  await awaitingApprovalPaid(n37.id, registered(daysAgo(3, now)));
  const uni = await awaitingApprovalPaid(n38.id, {
    ...registered(daysAgo(9, now)),
    pathway: PATHWAY_KEY.university,
    data: {
      deadline: addMonths(daysAgo(9, now), ref.afc.pathway.university.deadlineMonths),
      militarySpouse: true,
      universityProgramId: ref.university.id,
      universityProgramDepartment: "Consumer Sciences",
      universityProgramLevelOfStudy: UNIVERSITY_LEVEL_OF_STUDY.graduate,
      mspClass: "MSP 2026-B",
    },
  });
  await db.registrationReview.create({
    data: {
      registrationId: uni.registration.id,
      reviewerId: adminId,
      approved: false,
      registrationStatus: REGISTRATION_STATUS.registrationApproval,
      message: "<p>Please upload your current transcript.</p>",
      previousStep: REGISTRATION_STEP.summary,
      newStep: REGISTRATION_STEP.documentation,
      newStatus: REGISTRATION_STATUS.preRegistration,
      createdAt: daysAgo(6, now),
    },
  });
  const enrolled39 = daysAgo(700, now);
  const created39 = addDays(enrolled39, -5);
  await waitingInFinalApproval(n39.id, {
    ...candidate(seed, enrolled39, created39),
    ethics: { signature: `${n39.firstName} ${n39.lastName}`, signedAt: addDays(created39, 60) },
    exam: { result: "P", score: 84, takenAt: daysAgo(30, now) },
    experience: [experienceRow(seed, 1, { status: REVIEW_STATUS.approved, hours: 1000, createdAt: addDays(enrolled39, 300), adminId })],
    data: {
      certificateName: `${n39.firstName} ${n39.lastName}, AFC®`,
      brightspaceEnrollment: true,
      educationUniversity: "Georgia State University",
      educationCity: "Atlanta",
      educationState: "GA",
      educationGraduationYear: 2014,
      educationDegree: "B.B.A. Finance",
    },
  });
  const enrolled40 = daysAgo(500, now);
  const created40 = addDays(enrolled40, -5);
  const military = { militarySpouse: true, serviceTypeIndex: 4 };
  await waitingInExperienceApproval(n40.id, {
    ...candidate(seed, enrolled40, created40),
    ethics: { signature: `${n40.firstName} ${n40.lastName}`, signedAt: addDays(created40, 60) },
    exam: { result: "P", score: 79, takenAt: daysAgo(45, now) },
    experience: [
      experienceRow(seed, 2, { status: "approved", hours: 240, createdAt: addDays(enrolled40, 100), adminId, ...military }),
      experienceRow(seed, 3, {
        status: "pending",
        hours: 60,
        createdAt: daysAgo(4, now),
        ...military,
        extra: { installation: "Naval Station Norfolk", clients_served: 38 },
      }),
    ],
    data: {
      certificateName: `${n40.firstName} ${n40.lastName}, AFC®`,
      brightspaceEnrollment: true,
      militarySpouse: true,
      mspClass: "MSP 2025-C",
    },
  });
  await db.userGroup.create({ data: { userId: n40.id, groupId: ref.group[0] } });
}
