import { beforeEach, describe, expect, it } from "vitest";
import { createMember, readyForFinalSteps } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { openStep, postForm, registrationCall, signedInRequest } from "../../../../tests/setup/wizard.ts";
import { PATHWAY_KEY, type PathwayKey } from "~/domain/constants.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { action as certificateNameAction } from "~/routes/_app.certifications-and-training.register.$certificationId.final.certificate_name.tsx";
import { action as preferencesAction } from "~/routes/_app.certifications-and-training.register.$certificationId.final.preferences.tsx";
import { PreferencesSchema } from "./schemas.server.ts";
import { FINAL_SUBMITTED_MESSAGE, submitFinalSteps } from "./summary.server.ts";
import { finalStepsWizard } from "./wizard.server.ts";
import type { FinalStep } from "./wizard.ts";

beforeEach(() => resetDatabase());

/** A candidate in post-registration: every requirement met (hours approved, ethics signed, exam passed) unless the exam is not passed yet. */
async function candidate(over: { militarySpouse?: boolean; pathwayKey?: PathwayKey; passed?: boolean } = {}) {
  const member = await createMember();
  const { registration } = await readyForFinalSteps(member.id, {
    pathway: over.pathwayKey,
    exam: over.passed === false ? "paid" : undefined,
    data: { militarySpouse: over.militarySpouse ?? false },
  });
  const afc = { id: registration.certificationId! };
  const params = { certificationId: String(afc.id) };
  const open = (step: FinalStep) => openStep(finalStepsWizard, member.id, params, step);
  const stepUrl = (step: string) => paths.certifications.finalStep(afc.id, step);
  return { member, afc, registration, actor: memberActor(member.id), params, open, stepUrl };
}

const root = paths.certifications.root();

describe("the final steps", () => {
  it("stay closed until every requirement is met, then open at the first step", async () => {
    const notYet = await candidate({ passed: false });
    expect(await notYet.open("certificate_name")).toEqual({ kind: "redirect", to: root });
    const ready = await candidate();
    expect(await ready.open("preferences")).toEqual({ kind: "redirect", to: ready.stepUrl("certificate_name") });
    const opened = await ready.open("certificate_name");
    if (opened.kind !== "ok") throw new Error("redirected");
    expect(opened.page.frame.steps.map((s) => s.key)).toEqual(["certificate_name", "professional_info", "preferences", "final_summary"]);
    expect(opened.page.frame).toMatchObject({ label: "Final steps", percent: 0 });
    expect(opened.page.frame.title).toMatch(/: Final Steps$/);
  });

  it("skip Professional Info for military spouses and start with Supporting Documentation on the independent trainer pathway", async () => {
    const spouse = await candidate({ militarySpouse: true });
    const a = await spouse.open("certificate_name");
    expect(a.kind === "ok" && a.page.frame.steps.map((s) => s.key)).toEqual(["certificate_name", "preferences", "final_summary"]);
    const trainee = await candidate({ pathwayKey: PATHWAY_KEY.independentTrainer });
    expect(await trainee.open("certificate_name")).toEqual({ kind: "redirect", to: trainee.stepUrl("documentation") });
  });

  it("require the certificate name, ask for a cell phone to receive texts, and submit to final approval once", async () => {
    const { member, registration, actor, params, open, stepUrl } = await candidate({ militarySpouse: true });
    expect(await postForm(certificateNameAction, member.id, params, { certificateName: "  " })).toMatchObject({
      status: 400,
      errors: { certificateName: ["Required"] },
    });
    expect(await postForm(certificateNameAction, member.id, params, { certificateName: " Pat   Member, AFC " })).toMatchObject({
      status: 302,
      location: stepUrl("preferences"),
    });
    expect(PreferencesSchema.safeParse({ willText: true }).error?.issues[0]).toMatchObject({
      path: ["cellPhone"],
      message: "Please enter your cell phone number to receive texts",
    });
    expect(
      await postForm(preferencesAction, member.id, params, { mentorConnect: "on", willText: "on", cellPhone: "555-010-0100" }),
    ).toMatchObject({ status: 302, location: stepUrl("final_summary") });
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      mentorConnect: true,
      willText: true,
      cellPhone: "555-010-0100",
    });
    const call = registrationCall(actor, registration, "final_summary" as const);
    const [first, second] = await Promise.all([submitFinalSteps(call), submitFinalSteps(call)]);
    expect([first, second].filter((m) => m.finished)).toEqual([
      { kind: "moved", to: root, finished: true, toast: FINAL_SUBMITTED_MESSAGE },
    ]);
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "final_approval",
      step: "final_summary",
      certificateName: "Pat Member, AFC",
    });
    expect(await db.auditEvent.count({ where: { entityId: registration.id } })).toBe(0);
    expect(await open("final_summary")).toEqual({ kind: "redirect", to: root });
  });

  it("a step name the wizard does not have goes to the furthest reached step", async () => {
    const ready = await candidate();
    expect(await finalStepsWizard.furthest(await signedInRequest(ready.member.id), ready.params)).toBe(ready.stepUrl("certificate_name"));
  });
});
