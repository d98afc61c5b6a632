import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createCertification, createMember, createRegistration } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { deleteRegistration, EDIT_REGISTRATION_MESSAGES, editRegistration, EditRegistrationSchema } from "./edit.server.ts";

beforeEach(() => resetDatabase());

async function setup() {
  const member = await createMember();
  const admin = await createAdmin();
  const afc = await createCertification();
  const other = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key: "education", name: "Education", deadlineMonths: 36, certificationId: afc.id },
  });
  const foreign = await db.pathwayType.create({ data: { key: "other", name: "Other", deadlineMonths: 36, certificationId: other.id } });
  const registration = await createRegistration(member.id, {
    certificationId: afc.id,
    pathwayTypeId: pathway.id,
    status: "post_registration",
    step: "exam",
  });
  return { member, actor: adminActor(admin.id), registration, pathway, foreign };
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
    const paid = await db.transaction.create({
      data: { userId: member.id, type: "purchase", status: "succeeded", amountCents: 100, paymentMethodType: "free", idempotencyKey: "t1" },
    });
    await db.lineItem.create({
      data: {
        userId: member.id,
        registrationId: registration.id,
        kind: "registration_fee",
        name: "Fee",
        priceCents: 100,
        finalPriceCents: 100,
        transactionId: paid.id,
      },
    });
    expect(await deleteRegistration(actor, registration.id)).toEqual({ ok: false, message: EDIT_REGISTRATION_MESSAGES.hasPayments });
    const unpaid = await createRegistration(member.id, { status: "pre_registration" });
    await db.lineItem.create({
      data: { userId: member.id, registrationId: unpaid.id, kind: "registration_fee", name: "Fee", priceCents: 100, finalPriceCents: 100 },
    });
    expect(await deleteRegistration(actor, unpaid.id)).toEqual({ ok: true });
    expect(await db.registration.count({ where: { id: unpaid.id } })).toBe(0);
    expect(await db.lineItem.count({ where: { userId: member.id, transactionId: null } })).toBe(0);
    expect(await deleteRegistration(actor, unpaid.id)).toEqual({ ok: false, message: EDIT_REGISTRATION_MESSAGES.deleteFailed });
  });
});
