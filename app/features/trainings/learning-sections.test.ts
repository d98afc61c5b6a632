import { describe, expect, it } from "vitest";
import { externalCourseState, sectionText } from "./learning-sections.ts";

const section = { courseName: "AFC Module 2", courseId: "BS-AFC-102", sectionName: "Spring cohort", deadline: "01/15/2027" };
const base = { removed: false, section: null, enrolled: false, awaitingApproval: false };

describe("a Training row's external course state", () => {
  it("is Removed first, then Approved (a section, or the paid enrolment), then Approve, else Get Sections", () => {
    expect(externalCourseState({ ...base, removed: true, section, enrolled: true, awaitingApproval: true })).toEqual({
      kind: "removed",
      label: "Removed",
    });
    expect(externalCourseState({ ...base, section, awaitingApproval: true })).toEqual({
      kind: "approved",
      label: "Approved",
      detail: "AFC Module 2 (BS-AFC-102), Spring cohort, until 01/15/2027",
    });
    expect(externalCourseState({ ...base, enrolled: true })).toEqual({ kind: "approved", label: "Approved", detail: null });
    expect(externalCourseState({ ...base, awaitingApproval: true })).toEqual({ kind: "approve", label: "Approve" });
    expect(externalCourseState(base)).toEqual({ kind: "sections", label: "Get Sections" });
  });

  it("writes a section without its optional parts", () => {
    expect(sectionText({ ...section, sectionName: null, deadline: null })).toBe("AFC Module 2 (BS-AFC-102)");
  });
});
