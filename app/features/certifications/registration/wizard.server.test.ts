import { beforeEach, describe, expect, it } from "vitest";
import {
  certificationReference,
  createAdmin,
  createMember,
  createMembership,
  createRegistration,
  membershipType,
  registrationAtStep,
} from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { openStep, registrationCall } from "../../../../tests/setup/wizard.ts";
import { PATHWAY_KEY, REGISTRATION_STEP, type PathwayKey, type RegistrationStep } from "~/domain/constants.ts";
import { memberActor, type Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { loadRegistrationStart } from "./start.server.ts";
import { registrationWizard } from "./wizard.server.ts";
import type { PreRegistrationStep } from "./wizard.ts";

beforeEach(() => resetDatabase());

/** A member's registration at `step` (default Pathway): on the AFC's `pathway`, or with none chosen yet. */
async function setup(opts: { pathway?: PathwayKey; step?: RegistrationStep } = {}) {
  const member = await createMember();
  const reference = await certificationReference();
  const certification = reference.certification;
  const step = opts.step ?? REGISTRATION_STEP.pathway;
  const registration = opts.pathway
    ? await registrationAtStep(member.id, { reference, pathway: opts.pathway, step })
    : await createRegistration(member.id, { certificationId: certification.id, step });
  const params = { certificationId: String(certification.id) };
  const stepUrl = (step: string) => paths.certifications.registerStep(certification.id, step);
  const open = (step: PreRegistrationStep, userId = member.id) => openStep(registrationWizard, userId, params, step);
  const move = (
    step: PreRegistrationStep,
    intent: "back" | "continue",
    write?: Parameters<typeof registrationWizard.move>[2],
    actor: Actor = memberActor(member.id),
  ) => registrationWizard.move(registrationCall(actor, registration, step), intent, write);
  return { member, certification, reference, registration, stepUrl, open, move };
}

describe("opening a registration step", () => {
  it("opens a reached step with the step list (each a link), the percentage and the title", async () => {
    const { open, stepUrl } = await setup({ pathway: PATHWAY_KEY.education, step: "shipping" });
    const opened = await open("course_materials");
    if (opened.kind !== "ok") throw new Error(`redirected to ${opened.to}`);
    const { frame } = opened.page;
    expect(frame).toMatchObject({ percent: 50, label: "Registration steps", review: null });
    expect(frame.title).toMatch(/ Registration$/);
    expect(frame.steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      "pathway:done",
      "documentation:done",
      "course_materials:current",
      "practice_exam_bundle:done",
      "shipping:open",
      "membership:locked",
      "exam_fees:locked",
      "summary:locked",
    ]);
    expect(frame.steps[0].href).toBe(stepUrl("pathway"));
  });

  it("sends an unreached step to the furthest reached one", async () => {
    const { open, stepUrl } = await setup({ pathway: PATHWAY_KEY.education, step: "documentation" });
    expect(await open("summary")).toEqual({ kind: "redirect", to: stepUrl("documentation") });
  });

  it("someone with no registration in the wizard is sent to the register page, which decides", async () => {
    const { open, certification } = await setup();
    const stranger = await createMember();
    expect(await open("pathway", stranger.id)).toEqual({ kind: "redirect", to: paths.certifications.register(certification.id) });
  });

  it("an active member is not offered the Membership step", async () => {
    const { member, open } = await setup({ pathway: PATHWAY_KEY.education, step: "summary" });
    await createMembership(member.id);
    const opened = await open("summary");
    if (opened.kind !== "ok") throw new Error("redirected");
    expect(opened.page.frame.steps.map((s) => s.key)).not.toContain("membership");
  });

  it("shows the latest pathway review's message, made safe", async () => {
    const { open, registration } = await setup({ pathway: PATHWAY_KEY.designation, step: "course_materials" });
    await db.registrationReview.create({
      data: {
        registrationId: registration.id,
        approved: true,
        message: "<p>Welcome<script>x()</script></p>",
        registrationStatus: "registration_approval",
      },
    });
    const opened = await open("course_materials");
    if (opened.kind !== "ok") throw new Error("redirected");
    expect(opened.page.frame.review).toEqual({ approved: true, html: "<p>Welcome</p>" });
  });
});

describe("moving through the steps", () => {
  it("Save & Continue writes the step, reaches the next step of the new pathway, and goes there", async () => {
    const { registration, move, stepUrl, reference } = await setup();
    const university = reference.pathway.university;
    const moved = await move("pathway", "continue", async (tx) => {
      await tx.registration.update({ where: { id: registration.id }, data: { pathwayTypeId: university.id } });
    });
    expect(moved).toEqual({ kind: "moved", to: stepUrl("program_information") });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("program_information");
  });

  it("Back saves nothing and never moves the furthest step back", async () => {
    const { registration, move, stepUrl } = await setup({ pathway: PATHWAY_KEY.education, step: "shipping" });
    let wrote = false;
    const moved = await move("course_materials", "back", async () => {
      wrote = true;
    });
    expect(moved).toEqual({ kind: "moved", to: stepUrl("documentation") });
    expect(wrote).toBe(false);
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("shipping");
  });

  it("saving the last step finishes; saving an unreached step goes to the furthest reached one", async () => {
    const { move, certification } = await setup({ pathway: PATHWAY_KEY.education, step: "summary" });
    expect(await move("summary", "continue")).toEqual({
      kind: "moved",
      to: paths.certifications.register(certification.id),
      finished: true,
    });
    const other = await setup({ step: "pathway" });
    expect(await other.move("shipping", "continue")).toEqual({ kind: "moved", to: other.stepUrl("pathway") });
  });

  it("a saved step that no longer applies after its write moves on among the steps as the member saw them", async () => {
    const { member, registration, move, stepUrl } = await setup({
      pathway: PATHWAY_KEY.education,
      step: "membership",
    });
    const type = await membershipType();
    const moved = await move("membership", "continue", async (tx) => {
      const now = Date.now();
      await tx.userMembership.create({
        data: {
          userId: member.id,
          membershipTypeId: type.id,
          approved: true,
          start: new Date(now - 86_400_000),
          end: new Date(now + 300 * 86_400_000),
        },
      });
    });
    expect(moved).toEqual({ kind: "moved", to: stepUrl("exam_fees") });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("exam_fees");
  });

  it("a stranger cannot move someone's registration; an impersonating admin's move is audited", async () => {
    const { member, registration, move, certification } = await setup({ pathway: PATHWAY_KEY.education });
    const stranger = await createMember();
    let wrote = false;
    const refused = await move(
      "pathway",
      "continue",
      async () => {
        wrote = true;
      },
      memberActor(stranger.id),
    );
    expect(refused).toEqual({ kind: "moved", to: paths.certifications.register(certification.id) });
    expect(wrote).toBe(false);
    const admin = await createAdmin();
    await move("pathway", "continue", undefined, { userId: member.id, impersonatorId: admin.id, admin: false });
    const event = await db.auditEvent.findFirstOrThrow({ where: { entityType: "Registration", entityId: registration.id } });
    expect(event).toMatchObject({ actorId: admin.id, actingAsUserId: member.id, action: "registration.step" });
    expect(JSON.parse(JSON.stringify(event.after))).toEqual({ step: "documentation" });
  });

  it("two saves of a step read at the same point move once (the second finds the record moved)", async () => {
    const { registration, move } = await setup({ pathway: PATHWAY_KEY.education });
    await Promise.all([move("pathway", "continue"), move("pathway", "continue")]);
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("documentation");
    expect(await db.auditEvent.count({ where: { entityId: registration.id } })).toBe(0);
  });
});

describe("pathway review", () => {
  it("reaching Pathway Review on a pathway needing preapproval waits for the admins: only that step shows, nothing moves", async () => {
    const { member, certification, registration, move, open, stepUrl } = await setup({
      pathway: PATHWAY_KEY.designation,
      step: "documentation",
    });
    expect(await move("documentation", "continue")).toEqual({ kind: "moved", to: stepUrl("pathway_approval") });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "registration_approval",
      step: "pathway_approval",
    });
    expect(await open("pathway_approval")).toMatchObject({ kind: "ok" });
    expect(await open("pathway")).toEqual({ kind: "redirect", to: stepUrl("pathway_approval") });
    expect(await move("pathway_approval", "continue")).toEqual({ kind: "moved", to: stepUrl("pathway_approval") });
    expect(await loadRegistrationStart(member.id, certification.id)).toEqual({
      kind: "wizard",
      registrationId: registration.id,
      step: "pathway_approval",
    });
  });
});
