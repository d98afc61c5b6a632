import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { paths } from "~/lib/paths.ts";
import { action as bundleAction } from "~/routes/_app.certifications-and-training.register.$certificationId.practice_exam_bundle.tsx";
import { action as examFeesAction } from "~/routes/_app.certifications-and-training.register.$certificationId.exam_fees.tsx";
import { db } from "~/lib/db.server.ts";

beforeEach(() => resetDatabase());

async function setup(step: string) {
  const member = await createMember();
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key: "education", name: "Education", deadlineMonths: 24, certificationId: afc.id },
  });
  const registration = await createRegistration(member.id, { certificationId: afc.id, pathwayTypeId: pathway.id, step });
  const params = { certificationId: String(afc.id) };
  const post = (action: typeof bundleAction, fields: Record<string, string>) => postForm(action, member.id, params, fields);
  return { member, registration, post, stepUrl: (s: string) => paths.certifications.registerStep(afc.id, s) };
}

const flags = (id: number) =>
  db.registration.findUniqueOrThrow({ where: { id }, select: { purchasePracticeExam: true, payExamFeeUpfront: true, step: true } });

describe("yes/no steps", () => {
  it("start with no practice exam bundle and the exam fee up front", async () => {
    const { registration } = await setup("pathway");
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
