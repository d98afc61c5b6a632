import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { brightspaceHandlers } from "../../tests/mocks/brightspace.ts";
import { getEnv } from "~/lib/env.server.ts";
import { createBrightspaceUser, enrolBrightspaceUser } from "./brightspace.server.ts";
import {
  enrolBrightspaceSection,
  getBrightspaceCourse,
  listBrightspaceSections,
  removeBrightspaceEnrolment,
  searchBrightspaceCourses,
} from "./brightspace-courses.server.ts";

const env = getEnv();
// Pages of two courses, so a search follows Brightspace's bookmarks.
const server = setupServer(...brightspaceHandlers(env.BRIGHTSPACE_URL, env.BRIGHTSPACE_TOKEN_URL, { pageSize: 2 }));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

const quiet = () => vi.spyOn(process.stderr, "write").mockImplementation(() => true);

let n = 0;
async function learner() {
  n += 1;
  const created = await createBrightspaceUser({
    orgDefinedId: `portal-course-${n}`,
    userName: `course${n}@example.org`,
    email: `course${n}@example.org`,
    firstName: "Cory",
    lastName: `Course${n}`,
  });
  if (!created.ok) throw new Error(created.message);
  return created.user.userId;
}

describe("Brightspace courses and sections against the stand-in", () => {
  it("searches course offerings by name across bookmarked pages, never listing a course the key may not see", async () => {
    const all = await searchBrightspaceCourses("afc");
    expect(all).toEqual({
      ok: true,
      more: false,
      courses: [
        { id: "6606", name: "AFC Program", code: "AFC" },
        { id: "BS-AFC-101", name: "AFC Learning System", code: "AFC-101" },
        { id: "BS-AFC-102", name: "AFC Module 2: Credit and Debt", code: "AFC-102" },
        { id: "BS-AFC-103", name: "AFC Module 3: Saving and Investing", code: "AFC-103" },
        { id: "BS-DOWN-9", name: "AFC Module 9: Coaching Practicum", code: "AFC-109" },
      ],
    });
    // "AFC Staff Room" (BS-HIDDEN-1) matches the name but is not the key's to see: absent, not refused.
    expect(await searchBrightspaceCourses("staff")).toEqual({ ok: true, courses: [], more: false });
    expect(await searchBrightspaceCourses("afc", { maxPages: 2 })).toMatchObject({ ok: true, more: true, courses: { length: 4 } });
    expect(await searchBrightspaceCourses("nothing like it")).toEqual({ ok: true, courses: [], more: false });
  });

  it("reads a course and its sections; an unknown course is null, a hidden one has no sections", async () => {
    expect(await getBrightspaceCourse("BS-MME-100")).toEqual({
      ok: true,
      course: { id: "BS-MME-100", name: "Money Management Essentials", code: "MME-100" },
    });
    expect(await getBrightspaceCourse("NOPE-1")).toEqual({ ok: true, course: null });
    expect(await listBrightspaceSections("BS-MME-100")).toEqual({
      ok: true,
      sections: [
        { id: "BS-MME-100-S1", name: "Spring cohort", code: "BS-MME-100-S1" },
        { id: "BS-MME-100-S2", name: "Fall cohort", code: "BS-MME-100-S2" },
      ],
    });
    expect(await listBrightspaceSections("BS-HIDDEN-1")).toEqual({ ok: true, sections: [] });
  });

  it("enrols a user in a section only once they are in the course, as Valence insists", async () => {
    quiet();
    const userId = await learner();
    expect(await enrolBrightspaceSection({ orgUnitId: "BS-AFC-102", sectionId: "BS-AFC-102-S1", userId })).toEqual({
      ok: false,
      message: `Brightspace could not enrol the user in section BS-AFC-102-S1 (404): User ${userId} is not enrolled in org unit BS-AFC-102.`,
    });
    expect((await enrolBrightspaceUser({ orgUnitId: "BS-AFC-102", userId })).ok).toBe(true);
    expect(await enrolBrightspaceSection({ orgUnitId: "BS-AFC-102", sectionId: "BS-AFC-102-S1", userId })).toEqual({ ok: true });
    expect((await enrolBrightspaceSection({ orgUnitId: "BS-AFC-102", sectionId: "BS-AFC-102-S9", userId })).ok).toBe(false);
  });

  it("removes an enrolment (and so the section's); removing again is harmless", async () => {
    quiet();
    const userId = await learner();
    await enrolBrightspaceUser({ orgUnitId: "BS-AFC-103", userId });
    await enrolBrightspaceSection({ orgUnitId: "BS-AFC-103", sectionId: "BS-AFC-103-S2", userId });
    expect(await removeBrightspaceEnrolment({ orgUnitId: "BS-AFC-103", userId })).toEqual({ ok: true });
    expect(await removeBrightspaceEnrolment({ orgUnitId: "BS-AFC-103", userId })).toEqual({ ok: true });
    // Out of the course: the section no longer takes them either.
    expect((await enrolBrightspaceSection({ orgUnitId: "BS-AFC-103", sectionId: "BS-AFC-103-S2", userId })).ok).toBe(false);
  });

  it("answers a course that is down (503) or too slow as a failure, without throwing", async () => {
    quiet();
    const userId = await learner();
    expect(await listBrightspaceSections("BS-DOWN-9")).toEqual({
      ok: false,
      message: "Brightspace could not list the sections of course BS-DOWN-9 (503): Brightspace is down for maintenance.",
    });
    expect(await removeBrightspaceEnrolment({ orgUnitId: "BS-DOWN-9", userId })).toEqual({
      ok: false,
      message: "Brightspace could not remove the user from course BS-DOWN-9 (503): Brightspace is down for maintenance.",
    });
    expect(await getBrightspaceCourse("BS-SLOW-3", { timeoutMs: 200 })).toEqual({
      ok: false,
      message: "Brightspace did not answer within 0.2 seconds.",
    });
  });
});
