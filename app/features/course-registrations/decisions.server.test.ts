import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { createAdmin, createCertification, createMember, createRegistration } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { decide } from "~/kit/review/decide.server.ts";
import { REGISTRATION_REVIEW_MESSAGES, registrationDecision, rejectSteps } from "./decisions.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

async function setup() {
  const member = await createMember({ firstName: "Marcus" });
  const admin = await createAdmin();
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key: "designation", name: "Designation Pathway", deadlineMonths: 24, certificationId: afc.id, requiresPreapproval: true },
  });
  const textbook = await db.courseMaterial.create({ data: { name: "Textbook", pathways: { create: { pathwayTypeId: pathway.id } } } });
  const online = await db.courseMaterial.create({ data: { name: "Online", pathways: { create: { pathwayTypeId: pathway.id } } } });
  const elsewhere = await db.courseMaterial.create({ data: { name: "Other pathway's" } });
  const registration = await createRegistration(member.id, {
    certificationId: afc.id,
    pathwayTypeId: pathway.id,
    status: "registration_approval",
    step: "pathway_approval",
  });
  return { member, actor: adminActor(admin.id), registration, textbook, online, elsewhere };
}

const state = (id: number) => db.registration.findUniqueOrThrow({ where: { id }, include: { courseMaterials: true, reviews: true } });

describe("course registration decisions", () => {
  it("approving a pathway review picks the course materials and lets the candidate continue at Course Materials, once", async () => {
    const { member, actor, registration, textbook, elsewhere } = await setup();
    const input = { actor, id: registration.id, selectedMessages: [], message: "Welcome aboard", choices: [textbook.id, elsewhere.id] };
    expect(await decide(registrationDecision, "approve", input)).toEqual({ ok: true });
    const after = await state(registration.id);
    expect(after).toMatchObject({ status: "pre_registration", step: "course_materials" });
    expect(after.courseMaterials.map((m) => m.courseMaterialId)).toEqual([textbook.id]);
    expect(after.reviews).toEqual([
      expect.objectContaining({
        approved: true,
        previousStep: "pathway_approval",
        newStep: "course_materials",
        registrationStatus: "registration_approval",
      }),
    ]);
    expect(await db.notification.count({ where: { userId: member.id } })).toBe(1);
    // A second tab deciding again decides nothing.
    expect(await decide(registrationDecision, "approve", input)).toEqual({ ok: false, message: REGISTRATION_REVIEW_MESSAGES.notAwaiting });
    expect((await state(registration.id)).reviews).toHaveLength(1);
  });

  it("rejecting sends the registration back to the chosen step with the message; a step is required", async () => {
    const { actor, registration } = await setup();
    const base = { actor, id: registration.id, selectedMessages: [], message: "<p>Upload the certificate</p>" };
    expect(await decide(registrationDecision, "reject", { ...base, status: null })).toEqual({
      ok: false,
      message: "You must select a step",
    });
    expect(await decide(registrationDecision, "reject", { ...base, status: "documentation" })).toEqual({ ok: true });
    const after = await state(registration.id);
    expect(after).toMatchObject({ status: "pre_registration", step: "documentation" });
    expect(after.reviews[0]).toMatchObject({ approved: false, previousStep: "pathway_approval", newStep: "documentation" });
  });

  it("offers the pathway's steps but Pathway Review, and refuses a registration not waiting for approval", async () => {
    const { actor, registration } = await setup();
    expect(rejectSteps({ id: 1, key: "designation", requiresPreapproval: true }).map((s) => s.value)).toEqual([
      "pathway",
      "documentation",
      "course_materials",
      "practice_exam_bundle",
      "shipping",
      "membership",
      "exam_fees",
      "summary",
    ]);
    await db.registration.update({ where: { id: registration.id }, data: { status: "pre_registration" } });
    expect(await decide(registrationDecision, "approve", { actor, id: registration.id, selectedMessages: [], message: null })).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.notAwaiting,
    });
  });
});
