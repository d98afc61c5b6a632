/**
 * The learning system's (Brightspace's) states of a registration on the admin's review (decision
 * 55). Course ids are courses the Brightspace stand-in knows (tests/mocks/brightspace.ts): BS-AFC-102
 * and BS-AFC-103 answer, BS-DOWN-9 is down (503), BS-HIDDEN-1 has no sections the portal may see.
 */
import { LEARNING_SECTION_SCOPE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { inPostRegistration } from "./registrations.ts";
import { pendingModule } from "./trainings.ts";

/**
 * A certification registration in post-registration with the AFC Learning System course material
 * (course BS-AFC-101) and a module (`name`, default "Module 1") whose course is `courseId` (default
 * BS-AFC-102), not yet in the learning system: its Training row reads "Get Sections".
 */
export async function moduleWaitingForSection(userId: number, opts: { courseId?: string | null; name?: string } = {}) {
  const { registration } = await inPostRegistration(userId, { materials: ["learningSystem"] });
  const { training, userTraining } = await pendingModule(registration, {
    name: opts.name ?? "Module 1",
    brightspaceCourseId: opts.courseId === undefined ? "BS-AFC-102" : opts.courseId,
  });
  return { registration, training, userTraining };
}

/**
 * `moduleWaitingForSection`, enrolled by an admin in the module's section as the portal records it
 * (the candidate's Brightspace user `brightspaceId`, default "5001"); the stand-in knows nothing of it.
 */
export async function moduleEnrolledInSection(
  userId: number,
  opts: { courseId?: string; sectionId?: string | null; deadline?: Date | null; brightspaceId?: string } = {},
) {
  const courseId = opts.courseId ?? "BS-AFC-102";
  const made = await moduleWaitingForSection(userId, { courseId });
  await db.user.update({ where: { id: userId }, data: { brightspaceId: opts.brightspaceId ?? "5001" } });
  const sectionId = opts.sectionId === undefined ? `${courseId}-S1` : opts.sectionId;
  const section = await db.registrationLearningSection.create({
    data: {
      registrationId: made.registration.id,
      scope: LEARNING_SECTION_SCOPE.module,
      categoryId: made.training.categoryId,
      courseId,
      courseName: "AFC Module 2: Credit and Debt",
      sectionId,
      sectionName: sectionId ? "Spring cohort" : null,
      deadline: opts.deadline ?? null,
      enrolledAt: new Date(),
    },
  });
  return { ...made, section };
}
