import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { createAdmin, createMember, moduleEnrolledInSection, moduleWaitingForSection } from "../../../tests/factories/index.ts";
import { getCourseRegistrationReview } from "~/features/course-registrations/review.server.ts";
import { listBrightspaceSections } from "~/integrations/brightspace-courses.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { parseDateInput } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import {
  brightspaceCourseJson,
  brightspaceCoursesJson,
  enrolInSection,
  getLearningSystemRemoval,
  loadEnrollInSection,
  removeFromLearningSystem,
} from "./learning-system-admin.server.ts";

const server = setupServer(...handlersFor(["brightspace"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase();
  server.resetHandlers(...handlersFor(["brightspace"]));
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});

const audits = (registrationId: number) =>
  db.auditEvent.findMany({ where: { entityType: "Registration", entityId: registrationId }, orderBy: { id: "asc" } });

async function setup(opts: { courseId?: string } = {}) {
  const admin = await createAdmin();
  const member = await createMember({ firstName: "Sam" });
  const made = await moduleWaitingForSection(member.id, opts);
  const module = { scope: "module", categoryId: made.training.categoryId } as const;
  return { actor: adminActor(admin.id), admin, member, module, ...made };
}

describe("Enroll In Section", () => {
  it("loads the module's own course with its sections, and a search's matches", async () => {
    const { registration, module } = await setup();
    const modal = await loadEnrollInSection(registration.id, module, {});
    expect(modal).toMatchObject({
      label: "Module 1",
      current: null,
      removed: false,
      results: null,
      course: {
        id: "BS-AFC-102",
        name: "AFC Module 2: Credit and Debt",
        error: null,
        sections: [
          { id: "BS-AFC-102-S1", name: "Spring cohort" },
          { id: "BS-AFC-102-S2", name: "Fall cohort" },
        ],
      },
    });
    const searched = await loadEnrollInSection(registration.id, module, { q: "saving", course: "BS-AFC-103" });
    expect(searched?.results).toEqual({
      courses: [{ id: "BS-AFC-103", name: "AFC Module 3: Saving and Investing", code: "AFC-103" }],
      more: false,
    });
    expect(searched?.course?.id).toBe("BS-AFC-103");
    // A course that is down: its sections' refusal is shown, the modal still opens.
    const down = await loadEnrollInSection(registration.id, module, { course: "BS-DOWN-9" });
    expect(down?.course?.error).toMatch(/503/);
    // Another category, or the course materials of a registration without them: no such modal.
    expect(await loadEnrollInSection(registration.id, { scope: "module", categoryId: 999_999 }, {})).toBeNull();
  });

  it("enrols the candidate in the course, then the section, records it with the deadline and audits it", async () => {
    const { registration, member, module, actor, admin } = await setup();
    const deadline = parseDateInput("2027-01-15");
    expect(await enrolInSection(actor, registration.id, module, { courseId: "BS-AFC-102", sectionId: "BS-AFC-102-S2", deadline })).toEqual({
      ok: true,
    });
    const brightspaceId = (await db.user.findUniqueOrThrow({ where: { id: member.id } })).brightspaceId;
    expect(brightspaceId).toMatch(/^\d+$/);
    const sections = await listBrightspaceSections("BS-AFC-102");
    expect(sections.ok && sections.sections.find((s) => s.id === "BS-AFC-102-S2")).toBeTruthy();
    expect(await db.registrationLearningSection.findMany({ where: { registrationId: registration.id } })).toMatchObject([
      {
        scope: "module",
        categoryId: module.categoryId,
        courseId: "BS-AFC-102",
        courseName: "AFC Module 2: Credit and Debt",
        sectionId: "BS-AFC-102-S2",
        sectionName: "Fall cohort",
        deadline,
      },
    ]);
    const [event] = await audits(registration.id);
    expect(event).toMatchObject({ action: "registration.learningSystem.section", actorId: admin.id });
    expect(event?.before).toMatchObject({ section: null });
    expect(event?.after).toMatchObject({ section: { sectionId: "BS-AFC-102-S2", courseId: "BS-AFC-102" } });

    // The review's Training row: Approved with the section, and View Progress.
    const review = await getCourseRegistrationReview(registration.id);
    const row = review?.training.find((t) => t.name === "Module 1");
    expect(row?.state).toMatchObject({
      label: "Approved",
      detail: "AFC Module 2: Credit and Debt (BS-AFC-102), Fall cohort, until 01/15/2027",
    });
    expect(row?.progressUrl).toContain(`/userprogress/${brightspaceId}/`);

    // Choosing another section replaces the record, with the before in the audit.
    expect(await enrolInSection(actor, registration.id, module, { courseId: "BS-AFC-102", sectionId: null, deadline: null })).toEqual({
      ok: true,
    });
    expect(await db.registrationLearningSection.count({ where: { registrationId: registration.id } })).toBe(1);
    const events = await audits(registration.id);
    expect(events.at(-1)?.before).toMatchObject({ section: { sectionId: "BS-AFC-102-S2" } });
  });

  it("a refusal answers 'There was a problem enrolling in Brightspace' and saves nothing but the attempt; the retry succeeds", async () => {
    const { registration, module, actor } = await setup({ courseId: "BS-DOWN-9" });
    const refused = await enrolInSection(actor, registration.id, module, { courseId: "BS-DOWN-9", sectionId: null, deadline: null });
    expect(refused).toEqual({
      kind: "invalid",
      errors: {
        "": [
          "There was a problem enrolling in Brightspace: Brightspace could not read course BS-DOWN-9 (503): Brightspace is down for maintenance.",
        ],
      },
    });
    expect(await db.registrationLearningSection.count()).toBe(0);
    expect(await audits(registration.id)).toMatchObject([
      { action: "registration.learningSystem.sectionRefused", after: { courseId: "BS-DOWN-9", error: expect.stringContaining("503") } },
    ]);
    // An unknown section of a working course is refused as well.
    const noSection = await enrolInSection(actor, registration.id, module, {
      courseId: "BS-AFC-103",
      sectionId: "BS-AFC-103-S9",
      deadline: null,
    });
    expect(noSection).toMatchObject({
      errors: { "": ["There was a problem enrolling in Brightspace: Course BS-AFC-103 has no section BS-AFC-103-S9."] },
    });

    expect(
      await enrolInSection(actor, registration.id, module, { courseId: "BS-AFC-103", sectionId: "BS-AFC-103-S1", deadline: null }),
    ).toEqual({
      ok: true,
    });
    expect(await db.registrationLearningSection.findFirst()).toMatchObject({ courseId: "BS-AFC-103", sectionName: "Spring cohort" });
  });

  it("the course materials have their own section record", async () => {
    const { registration, actor } = await setup();
    const material = { scope: "material" } as const;
    const modal = await loadEnrollInSection(registration.id, material, {});
    expect(modal).toMatchObject({ label: "Course materials: AFC Learning System (online)", course: { id: "BS-AFC-101" } });
    expect(
      await enrolInSection(actor, registration.id, material, { courseId: "BS-AFC-101", sectionId: "BS-AFC-101-S1", deadline: null }),
    ).toEqual({
      ok: true,
    });
    expect(await db.registrationLearningSection.findFirst()).toMatchObject({ scope: "material", categoryId: 0, courseId: "BS-AFC-101" });
    const review = await getCourseRegistrationReview(registration.id);
    expect(review?.training.find((t) => t.key === "material")?.state).toMatchObject({ label: "Approved" });
  });

  it("a non-admin cannot enrol or remove", async () => {
    const { registration, module, member } = await setup();
    const actor = memberActor(member.id);
    expect(await enrolInSection(actor, registration.id, module, { courseId: "BS-AFC-102", sectionId: null, deadline: null })).toEqual({
      kind: "invalid",
      errors: { "": ["Only an admin can change learning-system enrolments."] },
    });
    expect(await removeFromLearningSystem(actor, registration.id)).toEqual({
      ok: false,
      message: "Only an admin can change learning-system enrolments.",
    });
    expect(await db.registrationLearningSection.count()).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).brightspaceId).toBeNull();
  });
});

describe("Remove from learning system", () => {
  it("removes the enrolment in Brightspace, sets brightspaceRemoval (View Progress hidden) and audits it", async () => {
    const { registration, module, actor, admin } = await setup();
    await enrolInSection(actor, registration.id, module, { courseId: "BS-AFC-102", sectionId: "BS-AFC-102-S1", deadline: null });
    expect(await getLearningSystemRemoval(registration.id)).toEqual({ courses: ["BS-AFC-102"], removed: false });

    expect(await removeFromLearningSystem(actor, registration.id)).toEqual({ ok: true, message: "Removed from the learning system." });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).brightspaceRemoval).toBe(true);
    expect((await audits(registration.id)).at(-1)).toMatchObject({
      action: "registration.learningSystem.remove",
      actorId: admin.id,
      before: { brightspaceRemoval: false },
      after: { brightspaceRemoval: true, courses: ["BS-AFC-102"] },
    });
    const review = await getCourseRegistrationReview(registration.id);
    expect(review?.training.every((t) => t.progressUrl === null && t.state.label === "Removed")).toBe(true);
    expect(await removeFromLearningSystem(actor, registration.id)).toEqual({
      ok: true,
      message: "Already removed from the learning system.",
    });
  });

  it("refuses a candidate the portal never enrolled, and keeps the portal unchanged when Brightspace refuses", async () => {
    const { registration, actor } = await setup();
    expect(await removeFromLearningSystem(actor, registration.id)).toEqual({
      ok: false,
      message: "The candidate is not enrolled in the learning system.",
    });
    const other = await createMember({ firstName: "Dee" });
    const enrolled = await moduleEnrolledInSection(other.id, { courseId: "BS-DOWN-9" });
    expect(await removeFromLearningSystem(actor, enrolled.registration.id)).toEqual({
      ok: false,
      message:
        "Could not remove from the learning system: Brightspace could not remove the user from course BS-DOWN-9 (503): Brightspace is down for maintenance.",
    });
    expect((await db.registration.findUniqueOrThrow({ where: { id: enrolled.registration.id } })).brightspaceRemoval).toBe(false);
  });
});

describe("the learning system's courses as JSON (GET /api/brightspace/courses)", () => {
  const url = (q: string) => new URL(`http://portal.test/api/brightspace/courses?${new URLSearchParams({ q })}`);

  it("answers the matches, a course with its sections, and the errors with their statuses", async () => {
    const search = await brightspaceCoursesJson(url("saving"));
    expect(search.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await search.json()).toEqual({
      data: [{ id: "BS-AFC-103", name: "AFC Module 3: Saving and Investing", code: "AFC-103" }],
      more: false,
    });
    const none = await brightspaceCoursesJson(url(""));
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ parameter: "q" });

    const course = await brightspaceCourseJson("BS-AFC-103");
    expect(await course.json()).toEqual({
      data: {
        id: "BS-AFC-103",
        name: "AFC Module 3: Saving and Investing",
        code: "AFC-103",
        sections: [
          { id: "BS-AFC-103-S1", name: "Spring cohort" },
          { id: "BS-AFC-103-S2", name: "Fall cohort" },
        ],
      },
    });
    expect((await brightspaceCourseJson("NOPE-1")).status).toBe(404);
    expect((await brightspaceCourseJson("BS-DOWN-9")).status).toBe(502);
  });
});
