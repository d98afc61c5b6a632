import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createCertification, createMember, inPostRegistration, registrationInCart } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { deleteRegistration, EDIT_REGISTRATION_MESSAGES, editRegistration, EditRegistrationSchema } from "./edit.server.ts";

beforeEach(() => resetDatabase());

/** A member enrolled on the AFC (the order paid), and a pathway of another certification. */
async function setup() {
  const member = await createMember();
  const admin = await createAdmin();
  const { registration } = await inPostRegistration(member.id);
  const other = await createCertification();
  const foreign = await db.pathwayType.create({ data: { key: "other", name: "Other", deadlineMonths: 36, certificationId: other.id } });
  return { member, actor: adminActor(admin.id), registration, foreign };
}

const form = (over: Record<string, string> = {}) =>
  EditRegistrationSchema.parse({
    deadline: "2029-06-30",
    status: "final_approval",
    step: "final_summary",
    requiredHours: "750",
    militarySpouse: "on",
    ...over,
  });

describe("editing and deleting a registration", () => {
  it("saves every setting with an audit event; the pathway must be the certification's", async () => {
    const { actor, registration, foreign } = await setup();
    expect(await editRegistration(actor, registration.id, form())).toBeNull();
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "final_approval",
      step: "final_summary",
      requiredHours: 750,
      militarySpouse: true,
      payExamFeeUpfront: false,
    });
    expect(await db.auditEvent.count({ where: { action: "registration.edit", entityId: registration.id } })).toBe(1);
    expect(await editRegistration(actor, registration.id, form({ pathwayTypeId: String(foreign.id) }))).toMatchObject({
      kind: "invalid",
      errors: { pathwayTypeId: [expect.any(String)] },
    });
    expect(EditRegistrationSchema.safeParse({ status: "nope", step: "exam", requiredHours: "-1" }).success).toBe(false);
  });

  it("deletes a registration nothing was paid for, and keeps one with payments", async () => {
    const { member, actor, registration } = await setup();
    expect(await deleteRegistration(actor, registration.id)).toEqual({ ok: false, message: EDIT_REGISTRATION_MESSAGES.hasPayments });
    const { registration: unpaid } = await registrationInCart(member.id);
    expect(await deleteRegistration(actor, unpaid.id)).toEqual({ ok: true });
    expect(await db.registration.count({ where: { id: unpaid.id } })).toBe(0);
    expect(await db.lineItem.count({ where: { userId: member.id, transactionId: null } })).toBe(0);
    expect(await deleteRegistration(actor, unpaid.id)).toEqual({ ok: false, message: EDIT_REGISTRATION_MESSAGES.deleteFailed });
  });
});
