import { describe, expect, it } from "vitest";
import { percentComplete, stepList, visibleSteps } from "~/kit/wizard/steps.ts";
import { PRE_REGISTRATION_STEPS } from "~/domain/constants.ts";
import { REGISTRATION_WIZARD, type RegistrationWizardContext } from "./wizard.ts";

const on = (key: string, requiresPreapproval: boolean, offerMembership = true): RegistrationWizardContext => ({
  pathway: { key, requiresPreapproval },
  offerMembership,
});
const keys = (ctx: RegistrationWizardContext) => visibleSteps(REGISTRATION_WIZARD, ctx).map((s) => s.key);

describe("certification registration steps", () => {
  it("follows the stored step order", () => {
    expect(REGISTRATION_WIZARD.steps.map((s) => s.key)).toEqual([...PRE_REGISTRATION_STEPS]);
  });

  it("before a pathway is chosen: no program information and no pathway review", () => {
    expect(keys({ pathway: null, offerMembership: true })).toEqual([
      "pathway",
      "documentation",
      "course_materials",
      "practice_exam_bundle",
      "shipping",
      "membership",
      "exam_fees",
      "summary",
    ]);
  });

  it("the university pathway asks for program information", () => {
    expect(keys(on("university", false))).toContain("program_information");
    expect(keys(on("education", false))).not.toContain("program_information");
  });

  it("a pathway needing preapproval stops at Pathway Review", () => {
    expect(keys(on("designation", true))).toContain("pathway_approval");
    expect(keys(on("education", false))).not.toContain("pathway_approval");
  });

  it("titles documentation optional only where the pathway needs no preapproval and requires no file", () => {
    const titles = (ctx: RegistrationWizardContext) => stepList(REGISTRATION_WIZARD, ctx, "pathway", "pathway").map((s) => s.title);
    expect(titles(on("education", false))).toContain("Supporting Documentation");
    expect(titles(on("education", false))).not.toContain("Supporting Documentation (optional)");
    expect(titles(on("designation", true))).toContain("Supporting Documentation");
    expect(titles(on("other", false))).toContain("Supporting Documentation (optional)");
    expect(titles(on("other", true))).toContain("Supporting Documentation");
  });

  it("leaves out Membership for an active or pending-review member", () => {
    expect(keys(on("education", false, false))).not.toContain("membership");
    expect(keys(on("education", false, false))).toHaveLength(7);
  });

  it("counts progress over the steps of the pathway", () => {
    // university + preapproval + membership: all ten steps
    expect(percentComplete(REGISTRATION_WIZARD, on("university", true), "shipping")).toBe(60);
    // education, no preapproval, no membership: seven steps, shipping is the fifth
    expect(percentComplete(REGISTRATION_WIZARD, on("education", false, false), "shipping")).toBe(57);
  });
});
