import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { loadFinalStep } from "./wizard.server.ts";
import { PreferencesSchema, saveCertificateName, saveFinalPreferences, submitFinalSteps } from "./final-step-services.server.ts";

beforeEach(() => resetDatabase());

/** A candidate in post-registration: requirements met (ethics signed, exam passed, no hours required) unless told otherwise. */
async function candidate(over: { militarySpouse?: boolean; pathwayKey?: string; passed?: boolean } = {}) {
  const member = await createMember();
  const afc = await createCertification();
  const key = over.pathwayKey ?? "education";
  const pathway = await db.pathwayType.upsert({
    where: { key },
    create: { key, name: "Pathway", deadlineMonths: 36, certificationId: afc.id },
    update: {},
  });
  const registration = await createRegistration(member.id, {
    certificationId: afc.id,
    pathwayTypeId: pathway.id,
    status: "post_registration",
    step: "exam",
    requiredHours: 0,
    militarySpouse: over.militarySpouse ?? false,
    codeOfEthicsSignature: "Pat",
    codeOfEthicsSignedAt: new Date(),
  });
  if (over.passed !== false) await db.examAttempt.create({ data: { registrationId: registration.id, name: "AFC", result: "P" } });
  return { member, afc, registration, actor: memberActor(member.id) };
}

describe("the final steps", () => {
  it("stay closed until every requirement is met, then open at the first step", async () => {
    const notYet = await candidate({ passed: false });
    expect(await loadFinalStep(notYet.member.id, notYet.afc.id, "certificate_name")).toEqual({ kind: "closed" });
    const ready = await candidate();
    const loaded = await loadFinalStep(ready.member.id, ready.afc.id, "preferences");
    expect(loaded).toEqual({ kind: "redirect", step: "certificate_name" });
    const open = await loadFinalStep(ready.member.id, ready.afc.id, "certificate_name");
    expect(open.kind === "ok" && open.steps.map((s) => s.key)).toEqual([
      "certificate_name",
      "professional_info",
      "preferences",
      "final_summary",
    ]);
  });

  it("skip Professional Info for military spouses and start with Supporting Documentation on the independent trainer pathway", async () => {
    const spouse = await candidate({ militarySpouse: true });
    const a = await loadFinalStep(spouse.member.id, spouse.afc.id, "certificate_name");
    expect(a.kind === "ok" && a.steps.map((s) => s.key)).toEqual(["certificate_name", "preferences", "final_summary"]);
    const trainee = await candidate({ pathwayKey: "independent_trainer" });
    expect(await loadFinalStep(trainee.member.id, trainee.afc.id, "certificate_name")).toEqual({ kind: "redirect", step: "documentation" });
  });

  it("require the certificate name, ask for a cell phone to receive texts, and submit to final approval once", async () => {
    const { member, afc, registration, actor } = await candidate({ militarySpouse: true });
    expect(await saveCertificateName(actor, afc.id, "continue", "  ")).toEqual({
      kind: "invalid",
      errors: { certificateName: "Required" },
    });
    expect(await saveCertificateName(actor, afc.id, "continue", " Pat   Member, AFC ")).toEqual({
      kind: "moved",
      step: "preferences",
      finished: false,
    });
    expect(PreferencesSchema.safeParse({ willText: "on" }).error?.issues[0]).toMatchObject({
      path: ["cellPhone"],
      message: "Please enter your cell phone number to receive texts",
    });
    expect(await saveFinalPreferences(actor, afc.id, { mentorConnect: "on", willText: "on", cellPhone: "555-010-0100" })).toMatchObject({
      kind: "moved",
      step: "final_summary",
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      mentorConnect: true,
      willText: true,
      cellPhone: "555-010-0100",
    });
    const [first, second] = await Promise.all([submitFinalSteps(actor, afc.id, "continue"), submitFinalSteps(actor, afc.id, "continue")]);
    expect([first.kind, second.kind].sort()).toEqual(["closed", "moved"].sort());
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "final_approval",
      step: "final_summary",
      certificateName: "Pat Member, AFC",
    });
    expect(await loadFinalStep(member.id, afc.id, "final_summary")).toEqual({ kind: "closed" });
  });
});
