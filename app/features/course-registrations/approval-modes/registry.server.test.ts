import { describe, expect, it } from "vitest";
import { APPROVAL_STATUSES, REGISTRATION_STATUSES, REGISTRATION_STEP } from "~/domain/constants.ts";
import { APPROVAL_BY_STATUS, approvalHandler, approvalMode } from "./registry.server.ts";

const STEPS = Object.values(REGISTRATION_STEP);
const waiting = (status: string) => (APPROVAL_STATUSES as readonly string[]).includes(status);

describe("the approval modes' registry", () => {
  it("has an entry for every status an admin approves, and nothing else", () => {
    expect(Object.keys(APPROVAL_BY_STATUS).sort()).toEqual([...APPROVAL_STATUSES].sort());
    for (const status of REGISTRATION_STATUSES) {
      for (const step of STEPS) expect(approvalHandler({ status, step }) !== null, `${status} at ${step}`).toBe(waiting(status));
    }
    expect(approvalHandler({ status: "constructor", step: "summary" })).toBeNull();
    expect(approvalHandler({ status: "toString", step: "summary" })).toBeNull();
  });

  it("gives each waiting status its mode: Registration Approval is the pathway's at Pathway Review, else general", () => {
    expect(approvalMode({ status: "registration_approval", step: "pathway_approval" })).toBe("pathway");
    expect(approvalMode({ status: "registration_approval", step: "summary" })).toBe("general");
    expect(approvalMode({ status: "module_approval", step: "exam" })).toBe("module");
    expect(approvalMode({ status: "final_approval", step: "final_summary" })).toBe("final");
    expect(approvalMode({ status: "experience_approval", step: "exam" })).toBe("experience");
    const reached = new Set(APPROVAL_STATUSES.flatMap((status) => STEPS.map((step) => approvalMode({ status, step }))));
    expect([...reached].sort()).toEqual(["experience", "final", "general", "module", "pathway"]);
  });

  it("moves every approved registration out of the waiting statuses", () => {
    for (const status of APPROVAL_STATUSES) {
      for (const step of STEPS) {
        const approved = approvalHandler({ status, step })!.approved;
        expect(REGISTRATION_STATUSES).toContain(approved.status);
        expect(waiting(approved.status), `${status} at ${step} -> ${approved.status}`).toBe(false);
      }
    }
  });
});
