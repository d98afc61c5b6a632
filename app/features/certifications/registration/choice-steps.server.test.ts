import { beforeEach, describe, expect, it } from "vitest";
import { createMember, createRegistration, registrationAtStep } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { paths } from "~/lib/paths.ts";
import { action as bundleAction } from "~/routes/_app.certifications-and-training.register.$certificationId.practice_exam_bundle.tsx";
import { action as examFeesAction } from "~/routes/_app.certifications-and-training.register.$certificationId.exam_fees.tsx";
import type { RegistrationStep } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";

beforeEach(() => resetDatabase());

async function setup(step: RegistrationStep) {
  const member = await createMember();
  const registration = await registrationAtStep(member.id, { step });
  const certificationId = registration.certificationId!;
  const params = { certificationId: String(certificationId) };
  const post = (action: typeof bundleAction, fields: Record<string, string>) => postForm(action, member.id, params, fields);
  return { member, registration, post, stepUrl: (s: string) => paths.certifications.registerStep(certificationId, s) };
}

const flags = (id: number) =>
  db.registration.findUniqueOrThrow({ where: { id }, select: { purchasePracticeExam: true, payExamFeeUpfront: true, step: true } });

describe("yes/no steps", () => {
  it("start with no practice exam bundle and the exam fee up front", async () => {
    // as a new registration starts (the schema's defaults), not as a builder places one
    const registration = await createRegistration((await createMember()).id);
    expect(await flags(registration.id)).toMatchObject({ purchasePracticeExam: false, payExamFeeUpfront: true });
  });

  it("Practice Exam Bundle keeps the choice and goes to Shipping", async () => {
    const { registration, post, stepUrl } = await setup("practice_exam_bundle");
    expect(await post(bundleAction, { chosen: "on" })).toMatchObject({ status: 302, location: stepUrl("shipping") });
    expect(await flags(registration.id)).toMatchObject({ purchasePracticeExam: true, step: "shipping" });
  });

  it("Pay Exam Fees Upfront can be turned off; Back keeps the stored choice", async () => {
    const { registration, post, stepUrl } = await setup("exam_fees");
    await post(examFeesAction, { intent: "back" });
    expect((await flags(registration.id)).payExamFeeUpfront).toBe(true);
    expect(await post(examFeesAction, {})).toMatchObject({ status: 302, location: stepUrl("summary") });
    expect((await flags(registration.id)).payExamFeeUpfront).toBe(false);
  });
});
