/**
 * The admin's learning-system work on the course registration review (decision 55): the Enroll In
 * Section modal of a module (keyed by its training category, spec `module/{categoryId}/
 * brightspace-section`) or of the course materials (spec `material/brightspace-section`): search a
 * course, read its sections, enrol the candidate in the course, then in the section (Brightspace
 * refuses a section to a user not in its course), with an optional deadline kept by the portal;
 * and the removal from the learning system, which sets `brightspaceRemoval` (View Progress is then
 * hidden). Every change is an audit event; a refused enrolment saves nothing but the attempt (an
 * audit event of the try). The paid enrolment itself is learning-system.server.ts.
 */
import { z } from "zod";
import {
  enrolBrightspaceSection,
  getBrightspaceCourse,
  listBrightspaceSections,
  removeBrightspaceEnrolment,
  searchBrightspaceCourses,
  type BrightspaceCourse,
  type BrightspaceSection,
} from "~/integrations/brightspace-courses.server.ts";
import { enrolBrightspaceUser } from "~/integrations/brightspace.server.ts";
import { optionalCalendarDay } from "~/kit/forms/fields.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDate, parseDateInput } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { LEARNING_SECTION_MESSAGES as M, sectionText } from "./learning-sections.ts";
import { brightspaceUserId } from "./learning-system.server.ts";

/** Which course of the registration: a module's (its training category) or the course materials'. */
export type SectionTarget = { scope: "module"; categoryId: number } | { scope: "material" };
export type EnrolInSectionInput = { courseId: string; sectionId: string | null; deadline: Date | null };
type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** Enroll In Section's form: a course is required; the section and the deadline (a New York day) are optional. */
export const enrollInSectionSchema = z.object({
  courseId: z.string({ required_error: M.required }).trim().min(1, M.required).max(100),
  sectionId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || null),
  deadline: optionalCalendarDay(M.invalidDate).transform((v) => (v ? parseDateInput(v) : null)),
});

const categoryOf = (target: SectionTarget) => (target.scope === "module" ? target.categoryId : 0);
const SECTION = { courseId: true, courseName: true, sectionId: true, sectionName: true, deadline: true } as const;
const TRAINING = { select: { name: true, categoryId: true, brightspaceCourseId: true } } as const;

/** The registration with what a target needs; null when it has no such module or no course materials. */
async function findTarget(registrationId: number, target: SectionTarget) {
  const r = await db.registration.findUnique({
    where: { id: registrationId },
    select: {
      id: true,
      brightspaceRemoval: true,
      user: { select: { id: true, email: true, firstName: true, lastName: true, brightspaceId: true } },
      training: TRAINING,
      userTrainings: { orderBy: { id: "asc" }, select: { training: TRAINING } },
      courseMaterials: {
        orderBy: { id: "asc" },
        select: { brightspaceCourseId: true, courseMaterial: { select: { name: true, brightspaceCourseId: true } } },
      },
      learningSections: { where: { scope: target.scope, categoryId: categoryOf(target) }, select: SECTION },
    },
  });
  if (!r) return null;
  let label: string;
  let defaultCourseId: string | null;
  if (target.scope === "module") {
    const trainings = (r.userTrainings.length ? r.userTrainings.map((t) => t.training) : r.training ? [r.training] : []).filter(
      (t) => t.categoryId === target.categoryId,
    );
    if (trainings.length === 0) return null;
    label = trainings.map((t) => t.name).join(", ");
    defaultCourseId = trainings.find((t) => t.brightspaceCourseId)?.brightspaceCourseId ?? null;
  } else {
    if (r.courseMaterials.length === 0) return null;
    label = `Course materials: ${r.courseMaterials.map((m) => m.courseMaterial.name).join(", ")}`;
    const courses = r.courseMaterials.map((m) => m.brightspaceCourseId ?? m.courseMaterial.brightspaceCourseId).filter(Boolean);
    defaultCourseId = courses[0] ?? null;
  }
  return { registration: r, label, defaultCourseId, current: r.learningSections[0] ?? null };
}

export type EnrollInSectionModal = {
  registrationId: number;
  /** the module's training (or the course materials) the enrolment is for */
  label: string;
  removed: boolean;
  /** what the candidate is enrolled in now, as text */
  current: string | null;
  q: string;
  /** the search's matches (null: no search yet) or the learning system's refusal */
  results: { courses: BrightspaceCourse[]; more: boolean } | { error: string } | null;
  /** the chosen course (from the search, else the current or the module's own), its sections or why they are missing */
  course: { id: string; name: string; sections: BrightspaceSection[]; error: string | null } | null;
};

/** Enroll In Section's view: the search `q` (GET) and the chosen `course`, read from the learning system. */
export async function loadEnrollInSection(
  registrationId: number,
  target: SectionTarget,
  query: { q?: string | null; course?: string | null },
): Promise<EnrollInSectionModal | null> {
  const found = await findTarget(registrationId, target);
  if (!found) return null;
  const q = query.q?.trim().slice(0, 100) ?? "";
  const courseId = query.course?.trim() || found.current?.courseId || found.defaultCourseId;
  const [search, course, sections] = await Promise.all([
    q ? searchBrightspaceCourses(q) : null,
    courseId ? getBrightspaceCourse(courseId) : null,
    courseId ? listBrightspaceSections(courseId) : null,
  ]);
  const current =
    found.current && sectionText({ ...found.current, deadline: found.current.deadline && formatDate(found.current.deadline) });
  return {
    registrationId,
    label: found.label,
    removed: found.registration.brightspaceRemoval,
    current,
    q,
    results: search ? (search.ok ? { courses: search.courses, more: search.more } : { error: search.message }) : null,
    course: courseId
      ? {
          id: courseId,
          name: course?.ok && course.course ? course.course.name : courseId,
          sections: sections?.ok ? sections.sections : [],
          error: !course?.ok
            ? course!.message
            : !course.course
              ? `Brightspace has no course ${courseId}.`
              : sections?.ok
                ? null
                : sections!.message,
        }
      : null,
  };
}

/**
 * Enroll In Section's command: the candidate's Brightspace user (found or created), then the
 * course, then the section; stored with the deadline once Brightspace said yes. A refusal answers
 * the spec's 'There was a problem enrolling in Brightspace' with Brightspace's reason, and only the
 * attempt is recorded.
 */
export async function enrolInSection(
  actor: Actor,
  registrationId: number,
  target: SectionTarget,
  input: EnrolInSectionInput,
  now: Date = new Date(),
): Promise<{ ok: true } | Invalid<"courseId" | "sectionId" | "deadline">> {
  if (!actor.admin) return invalid({ "": M.adminOnly });
  const found = await findTarget(registrationId, target);
  if (!found) return invalid({ "": M.notFound });
  const attempt = { scope: target.scope, categoryId: categoryOf(target), ...input };
  const refused = async (message: string) => {
    log.warn("learning-system section enrolment refused", { registrationId, ...attempt, message });
    await db.$transaction((tx) =>
      auditChange(tx, actor, {
        action: "registration.learningSystem.sectionRefused",
        entityType: "Registration",
        entityId: registrationId,
        after: { ...attempt, error: message },
      }),
    );
    return invalid({ "": `${M.failed}: ${message}` });
  };

  const user = await brightspaceUserId(found.registration.user);
  if (!user.ok) return refused(user.message);
  const course = await getBrightspaceCourse(input.courseId);
  if (!course.ok) return refused(course.message);
  if (!course.course) return refused(`Brightspace has no course ${input.courseId}.`);
  let sectionName: string | null = null;
  if (input.sectionId) {
    const sections = await listBrightspaceSections(input.courseId);
    if (!sections.ok) return refused(sections.message);
    const section = sections.sections.find((s) => s.id === input.sectionId);
    if (!section) return refused(`Course ${input.courseId} has no section ${input.sectionId}.`);
    sectionName = section.name;
  }
  const enrolled = await enrolBrightspaceUser({ orgUnitId: input.courseId, userId: user.userId });
  if (!enrolled.ok) return refused(enrolled.message);
  if (input.sectionId) {
    const inSection = await enrolBrightspaceSection({ orgUnitId: input.courseId, sectionId: input.sectionId, userId: user.userId });
    if (!inSection.ok) return refused(inSection.message);
  }

  const values = {
    courseId: input.courseId,
    courseName: course.course.name,
    sectionId: input.sectionId,
    sectionName,
    deadline: input.deadline,
  };
  await db.$transaction(async (tx) => {
    const key = { registrationId_scope_categoryId: { registrationId, scope: target.scope, categoryId: categoryOf(target) } };
    const before = await tx.registrationLearningSection.findUnique({ where: key, select: SECTION });
    const registration = await tx.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { brightspaceRemoval: true } });
    const after = await tx.registrationLearningSection.upsert({
      where: key,
      create: { registrationId, scope: target.scope, categoryId: categoryOf(target), ...values, enrolledAt: now },
      update: { ...values, enrolledAt: now },
      select: SECTION,
    });
    // Enrolled again after a removal: the removal no longer holds.
    if (registration.brightspaceRemoval) {
      await tx.registration.update({ where: { id: registrationId }, data: { brightspaceRemoval: false } });
    }
    await auditChange(tx, actor, {
      action: "registration.learningSystem.section",
      entityType: "Registration",
      entityId: registrationId,
      before: { scope: target.scope, categoryId: categoryOf(target), section: before, brightspaceRemoval: registration.brightspaceRemoval },
      after: { scope: target.scope, categoryId: categoryOf(target), section: after, brightspaceRemoval: false },
    });
  });
  return { ok: true };
}

/** The courses a registration's candidate is enrolled in through the portal: the paid training's and the admin's sections'. */
async function enrolledCourses(registrationId: number) {
  const r = await db.registration.findUnique({
    where: { id: registrationId },
    select: {
      brightspaceRemoval: true,
      brightspaceEnrollment: true,
      trainingId: true,
      training: { select: { brightspaceCourseId: true } },
      user: { select: { brightspaceId: true } },
      learningSections: { orderBy: { id: "asc" }, select: { courseId: true } },
    },
  });
  if (!r) return null;
  const paid = r.brightspaceEnrollment && r.trainingId !== null ? r.training?.brightspaceCourseId?.trim() : null;
  const courses = [...new Set([...(paid ? [paid] : []), ...r.learningSections.map((s) => s.courseId)])];
  return { removed: r.brightspaceRemoval, brightspaceId: r.user.brightspaceId, courses };
}

/** What the removal's confirmation page says it will do; null: no such registration. */
export async function getLearningSystemRemoval(registrationId: number): Promise<{ courses: string[]; removed: boolean } | null> {
  const r = await enrolledCourses(registrationId);
  return r && { courses: r.brightspaceId ? r.courses : [], removed: r.removed };
}

/**
 * "Remove from learning system": the candidate's enrolment in every course the portal enrolled them
 * in is removed in Brightspace (a course they already left counts as removed), then
 * `brightspaceRemoval` is set, with its audit event. A refusal changes nothing in the portal.
 */
export async function removeFromLearningSystem(actor: Actor, registrationId: number): Promise<Outcome> {
  if (!actor.admin) return { ok: false, message: M.adminOnly };
  const r = await enrolledCourses(registrationId);
  if (!r) return { ok: false, message: M.notFound };
  if (r.removed) return { ok: true, message: M.alreadyRemoved };
  if (!r.brightspaceId || r.courses.length === 0) return { ok: false, message: M.notEnrolled };
  for (const orgUnitId of r.courses) {
    const removed = await removeBrightspaceEnrolment({ orgUnitId, userId: r.brightspaceId });
    if (!removed.ok) return { ok: false, message: `${M.removeFailed}: ${removed.message}` };
  }
  await db.$transaction(async (tx) => {
    const before = await tx.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { brightspaceRemoval: true } });
    const after = await tx.registration.update({
      where: { id: registrationId },
      data: { brightspaceRemoval: true },
      select: { brightspaceRemoval: true },
    });
    await auditChange(tx, actor, {
      action: "registration.learningSystem.remove",
      entityType: "Registration",
      entityId: registrationId,
      before,
      after: { ...after, courses: r.courses },
    });
  });
  return { ok: true, message: M.removed };
}

const JSON_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * GET /api/brightspace/courses?q= (admin spec 7): the learning system's course offerings whose name
 * contains `q`, as `{ data: [{ id, name, code }], more }`; no `q` is a 400 naming it, a refusal a 502.
 */
export async function brightspaceCoursesJson(url: URL): Promise<Response> {
  const q = url.searchParams.get("q")?.trim() ?? "";
  if (!q || q.length > 100) {
    return Response.json({ message: "q: 1 to 100 characters of a course's name", parameter: "q" }, { status: 400, headers: JSON_HEADERS });
  }
  const found = await searchBrightspaceCourses(q);
  if (!found.ok) return Response.json({ message: found.message }, { status: 502, headers: JSON_HEADERS });
  return Response.json({ data: found.courses, more: found.more }, { headers: JSON_HEADERS });
}

/** GET /api/brightspace/courses/{id} (admin spec 7): the course with its sections (id and name); 404 when Brightspace has no such course. */
export async function brightspaceCourseJson(courseId: string): Promise<Response> {
  const [course, sections] = await Promise.all([getBrightspaceCourse(courseId), listBrightspaceSections(courseId)]);
  if (course.ok && !course.course) return Response.json({ message: `No course ${courseId}` }, { status: 404, headers: JSON_HEADERS });
  if (!course.ok || !sections.ok) {
    return Response.json(
      { message: !course.ok ? course.message : !sections.ok ? sections.message : "" },
      { status: 502, headers: JSON_HEADERS },
    );
  }
  return Response.json(
    { data: { ...course.course, sections: sections.sections.map((x) => ({ id: x.id, name: x.name })) } },
    { headers: JSON_HEADERS },
  );
}
