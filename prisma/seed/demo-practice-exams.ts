/**
 * The demo accounts of the practice exams (README "Demo accounts"; `candidate` has taken Exam #1,
 * demo-candidates.ts): a candidate with the AFC Practice Exam Bundle unused, who can take Exam #1 on
 * the testing service's stand-in, and one who took both exams (the report shows the change since
 * Exam #1).
 */
import { GENDER, MEMBERSHIP_STATUS } from "../../app/domain/constants.ts";
import { daysAgo } from "../../app/lib/dates.ts";
import { competencyStats, practiceExamBundleUnused, practiceExamsTaken } from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import { createPerson, type SeedContext } from "./people.ts";

export async function seedDemoPracticeExams(seed: SeedContext) {
  const { now, ref } = seed;
  const fresh = await createPerson(seed, {
    email: DEMO_EMAIL.practice,
    firstName: "Nora",
    lastName: "Whitfield",
    n: 65,
    gender: GENDER.female,
    createdAt: daysAgo(120, now),
    jobTitle: "Financial Coach",
    organization: "Lakeside Community Action",
    membershipStatus: MEMBERSHIP_STATUS.notMember,
  });
  await practiceExamBundleUnused(fresh.id, { reference: ref.afc, enrolledOn: daysAgo(90, now), materials: ["learningSystem"], now });

  const done = await createPerson(seed, {
    email: DEMO_EMAIL.practiceDone,
    firstName: "Marcus",
    lastName: "Okafor",
    n: 66,
    gender: GENDER.male,
    createdAt: daysAgo(300, now),
    jobTitle: "Credit Counselor",
    organization: "Heartland Credit Counseling",
    membershipStatus: MEMBERSHIP_STATUS.notMember,
  });
  await practiceExamsTaken(done.id, {
    reference: ref.afc,
    enrolledOn: daysAgo(200, now),
    materials: ["learningSystem"],
    exams: 2,
    now,
    // Exam #1 weak on credit and debt and on retirement; Exam #2 better almost everywhere.
    stats1: competencyStats([15, 13, 8, 12, 14, 9, 13, 11, 16]),
    stats2: competencyStats([17, 15, 13, 14, 13, 12, 15, 14, 18]),
  });
}
