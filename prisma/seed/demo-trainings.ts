/**
 * The demo account taking the Essentials courses (README "Demo accounts"): Money Management
 * Essentials completed (paid, finished, approved in module approval with its badge) and another
 * Essentials course paid and in progress, so the Essentials courses page's three tabs, the
 * dashboard's card and the profile sidebar each have something to show (decision 46).
 */
import { GENDER } from "../../app/domain/constants.ts";
import { daysAgo } from "../../app/lib/dates.ts";
import { db } from "../../app/lib/db.server.ts";
import { courseCompleted, courseInProgress } from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import { createPerson, type SeedContext } from "./people.ts";

/** The Essentials course the demo member is taking (seeded with the reference data, prisma/seed/reference.ts). */
export const DEMO_COURSE_IN_PROGRESS = "Essentials: Talking to Clients About Credit";

/** essentials: one Essentials course completed with its credential, one in progress. */
export async function seedEssentials(seed: SeedContext, adminId: number) {
  const { now, ref } = seed;
  const member = await createPerson(seed, {
    email: DEMO_EMAIL.essentials,
    firstName: "Rosa",
    lastName: "Delgado",
    n: 18,
    gender: GENDER.female,
    createdAt: daysAgo(200, now),
    jobTitle: "Financial Coach",
    organization: "Community Action Partnership",
    workCategoryIndex: 2,
  });
  await courseCompleted(member.id, {
    training: ref.training.mme,
    paidAt: daysAgo(150, now),
    approvedAt: daysAgo(60, now),
    reviewerId: adminId,
    accredibleUrl: "https://www.credential.net/demo-rosa-delgado-mme",
    now,
  });
  const course = await db.training.findFirstOrThrow({ where: { name: DEMO_COURSE_IN_PROGRESS }, include: { product: true } });
  await courseInProgress(member.id, { training: course, paidAt: daysAgo(20, now), now });
  return member;
}
