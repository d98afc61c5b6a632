import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createCertification, createMember, createMembership, createRegistration } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { memberActor, type Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { enterRegistrationWizard, loadRegistrationStep, moveRegistrationStep } from "./registration-progress.server.ts";

beforeEach(() => resetDatabase());

async function setup(opts: { pathway?: { key: string; requiresPreapproval: boolean }; step?: string } = {}) {
  const member = await createMember();
  const certification = await createCertification();
  const pathway = opts.pathway
    ? await db.pathwayType.create({
        data: { key: opts.pathway.key, name: opts.pathway.key, deadlineMonths: 24, requiresPreapproval: opts.pathway.requiresPreapproval },
      })
    : null;
  const registration = await createRegistration(member.id, {
    certificationId: certification.id,
    pathwayTypeId: pathway?.id ?? null,
    step: opts.step ?? "pathway",
  });
  return { member, certification, pathway, registration };
}

describe("loading a registration step", () => {
  it("opens a reached step with the step list and percentage", async () => {
    const { member, registration } = await setup({ pathway: { key: "education", requiresPreapproval: false }, step: "shipping" });
    const loaded = await loadRegistrationStep(member.id, registration.id, "course_materials");
    expect(loaded).toMatchObject({ kind: "ok", step: "course_materials", percent: 50 });
    if (loaded.kind !== "ok") throw new Error("not ok");
    expect(loaded.steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      "pathway:done",
      "documentation:done",
      "course_materials:current",
      "practice_exam_bundle:done",
      "shipping:open",
      "membership:locked",
      "exam_fees:locked",
      "summary:locked",
    ]);
  });

  it("sends an unreached or unknown step to the furthest reached one", async () => {
    const { member, registration } = await setup({ pathway: { key: "education", requiresPreapproval: false }, step: "documentation" });
    expect(await loadRegistrationStep(member.id, registration.id, "summary")).toEqual({ kind: "redirect", step: "documentation" });
    expect(await loadRegistrationStep(member.id, registration.id, "nonsense")).toEqual({ kind: "redirect", step: "documentation" });
  });

  it("another member's registration is not found", async () => {
    const { registration } = await setup();
    const stranger = await createMember();
    expect(await loadRegistrationStep(stranger.id, registration.id, "pathway")).toEqual({ kind: "notFound" });
  });

  it("an active member is not offered the Membership step", async () => {
    const { member, registration } = await setup({ pathway: { key: "education", requiresPreapproval: false }, step: "summary" });
    await createMembership(member.id);
    const loaded = await loadRegistrationStep(member.id, registration.id, "summary");
    if (loaded.kind !== "ok") throw new Error("not ok");
    expect(loaded.steps.map((s) => s.key)).not.toContain("membership");
  });
});

describe("moving through the steps", () => {
  it("Save & Continue writes the step, reaches the next step of the new pathway, and goes there", async () => {
    const { member, registration } = await setup();
    const university = await db.pathwayType.create({ data: { key: "university", name: "University", deadlineMonths: 36 } });
    const move = await moveRegistrationStep(memberActor(member.id), registration.id, "pathway", "continue", async (tx) => {
      await tx.registration.update({ where: { id: registration.id }, data: { pathwayTypeId: university.id } });
    });
    expect(move).toEqual({ kind: "moved", step: "program_information", finished: false });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("program_information");
  });

  it("Back saves nothing and never moves the furthest step back", async () => {
    const { member, registration } = await setup({ pathway: { key: "education", requiresPreapproval: false }, step: "shipping" });
    let wrote = false;
    const move = await moveRegistrationStep(memberActor(member.id), registration.id, "course_materials", "back", async () => {
      wrote = true;
    });
    expect(move).toEqual({ kind: "moved", step: "documentation", finished: false });
    expect(wrote).toBe(false);
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("shipping");
  });

  it("saving the last step finishes; saving an unreached step is refused", async () => {
    const { member, registration } = await setup({ pathway: { key: "education", requiresPreapproval: false }, step: "summary" });
    expect(await moveRegistrationStep(memberActor(member.id), registration.id, "summary", "continue")).toEqual({
      kind: "moved",
      step: null,
      finished: true,
    });
    const other = await setup({ step: "pathway" });
    expect(await moveRegistrationStep(memberActor(other.member.id), other.registration.id, "shipping", "continue")).toEqual({
      kind: "redirect",
      step: "pathway",
    });
  });

  it("a stranger cannot move someone's registration; an impersonating admin's move is audited", async () => {
    const { member, registration } = await setup({ pathway: { key: "education", requiresPreapproval: false }, step: "pathway" });
    const stranger = await createMember();
    expect(await moveRegistrationStep(memberActor(stranger.id), registration.id, "pathway", "continue")).toEqual({ kind: "notFound" });
    const admin = await createAdmin();
    const actingAs: Actor = { userId: member.id, impersonatorId: admin.id, admin: false };
    await moveRegistrationStep(actingAs, registration.id, "pathway", "continue");
    const event = await db.auditEvent.findFirstOrThrow({ where: { entityType: "Registration", entityId: registration.id } });
    expect(event).toMatchObject({ actorId: admin.id, actingAsUserId: member.id, action: "registration.step" });
    expect(JSON.parse(JSON.stringify(event.after))).toEqual({ step: "documentation" });
  });
});

describe("opening the wizard", () => {
  const now = new Date("2026-11-21T15:00:00Z");

  it("starts a registration at the Pathway step when there is none, then resumes it", async () => {
    const member = await createMember();
    const certification = await createCertification();
    const first = await enterRegistrationWizard(memberActor(member.id), certification.id, now);
    expect(first).toMatchObject({ kind: "wizard", step: "pathway", started: true });
    if (first.kind !== "wizard") throw new Error("no wizard");
    await db.registration.update({ where: { id: first.registrationId }, data: { step: "shipping" } });
    expect(await enterRegistrationWizard(memberActor(member.id), certification.id, now)).toEqual({
      kind: "wizard",
      registrationId: first.registrationId,
      step: "shipping",
      started: false,
    });
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(1);
  });

  it.each([
    ["expired", { expirationStatus: "expired" }],
    ["past its deadline", { deadline: new Date("2026-11-01T17:00:00Z") }],
    ["complete", { status: "complete" }],
  ])("starts a new one when the latest is %s, keeping the old one", async (_label, data) => {
    const { member, certification, registration } = await setup({ step: "shipping" });
    await db.registration.update({ where: { id: registration.id }, data });
    const entry = await enterRegistrationWizard(memberActor(member.id), certification.id, now);
    expect(entry).toMatchObject({ kind: "wizard", step: "pathway", started: true });
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(2);
  });

  it("does not restart a registration past pre-registration; an unknown certification is not found", async () => {
    const { member, certification, registration } = await setup();
    await db.registration.update({ where: { id: registration.id }, data: { status: "post_registration" } });
    expect(await enterRegistrationWizard(memberActor(member.id), certification.id, now)).toEqual({
      kind: "elsewhere",
      registrationId: registration.id,
    });
    expect(await enterRegistrationWizard(memberActor(member.id), 999_999, now)).toEqual({ kind: "notFound" });
  });
});

describe("pathway review", () => {
  it("reaching Pathway Review on a pathway needing preapproval waits for the admins: only that step shows, nothing moves", async () => {
    const certification = await createCertification();
    const member = await createMember();
    const designation = await db.pathwayType.create({
      data: { key: "designation", name: "Designation", deadlineMonths: 24, certificationId: certification.id, requiresPreapproval: true },
    });
    const registration = await createRegistration(member.id, {
      certificationId: certification.id,
      pathwayTypeId: designation.id,
      step: "documentation",
    });
    const actor = memberActor(member.id);
    expect(await moveRegistrationStep(actor, registration.id, "documentation", "continue")).toEqual({
      kind: "moved",
      step: "pathway_approval",
      finished: false,
    });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "registration_approval",
      step: "pathway_approval",
    });
    expect(await loadRegistrationStep(member.id, registration.id, "pathway_approval")).toMatchObject({
      kind: "ok",
      step: "pathway_approval",
    });
    expect(await loadRegistrationStep(member.id, registration.id, "pathway")).toEqual({ kind: "redirect", step: "pathway_approval" });
    expect(await moveRegistrationStep(actor, registration.id, "pathway_approval", "continue")).toEqual({
      kind: "redirect",
      step: "pathway_approval",
    });
    expect(await enterRegistrationWizard(actor, certification.id)).toEqual({
      kind: "wizard",
      registrationId: registration.id,
      step: "pathway_approval",
      started: false,
    });
  });
});
