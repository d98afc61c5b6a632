import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { saveChoiceStep } from "./choice-steps.server.ts";

beforeEach(() => resetDatabase());

async function setup(step: string) {
  const member = await createMember();
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key: "education", name: "Education", deadlineMonths: 24, certificationId: afc.id },
  });
  const registration = await createRegistration(member.id, { certificationId: afc.id, pathwayTypeId: pathway.id, step });
  return { member, registration };
}

const flags = (id: number) =>
  db.registration.findUniqueOrThrow({ where: { id }, select: { purchasePracticeExam: true, payExamFeeUpfront: true, step: true } });

describe("yes/no steps", () => {
  it("start with no practice exam bundle and the exam fee up front", async () => {
    const { registration } = await setup("pathway");
    expect(await flags(registration.id)).toMatchObject({ purchasePracticeExam: false, payExamFeeUpfront: true });
  });

  it("Practice Exam Bundle keeps the choice and goes to Shipping", async () => {
    const { member, registration } = await setup("practice_exam_bundle");
    expect(
      await saveChoiceStep(memberActor(member.id), registration.id, "practice_exam_bundle", { intent: "continue", chosen: true }),
    ).toEqual({
      kind: "moved",
      step: "shipping",
      finished: false,
    });
    expect(await flags(registration.id)).toMatchObject({ purchasePracticeExam: true, step: "shipping" });
  });

  it("Pay Exam Fees Upfront can be turned off; Back keeps the stored choice", async () => {
    const { member, registration } = await setup("exam_fees");
    const actor = memberActor(member.id);
    await saveChoiceStep(actor, registration.id, "exam_fees", { intent: "back", chosen: false });
    expect((await flags(registration.id)).payExamFeeUpfront).toBe(true);
    expect(await saveChoiceStep(actor, registration.id, "exam_fees", { intent: "continue", chosen: false })).toMatchObject({
      step: "summary",
    });
    expect((await flags(registration.id)).payExamFeeUpfront).toBe(false);
  });
});
