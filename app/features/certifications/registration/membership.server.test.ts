import { beforeEach, describe, expect, it } from "vitest";
import { createMember, membershipType, registrationAtStep } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { MEMBERSHIP_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { MEMBERSHIP_MESSAGES } from "~/features/membership/rules.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { action } from "~/routes/_app.certifications-and-training.register.$certificationId.membership.tsx";
import { membershipStepView } from "./membership.server.ts";
import { NO_MEMBERSHIP } from "./rules.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");

async function setup() {
  const member = await createMember();
  const registration = await registrationAtStep(member.id, { step: REGISTRATION_STEP.membership });
  const certificationId = registration.certificationId!;
  const professional = await membershipType(MEMBERSHIP_KEY.professional);
  // the demo's emeritus type: $50, reviewed
  const emeritus = await membershipType(MEMBERSHIP_KEY.emeritus);
  const post = (fields: Record<string, string>, userId = member.id) =>
    postForm(action, userId, { certificationId: String(certificationId) }, fields);
  return {
    member,
    registration,
    professional,
    emeritus,
    post,
    stepUrl: (s: string) => paths.certifications.registerStep(certificationId, s),
  };
}

const stepOf = async (id: number) => (await db.registration.findUniqueOrThrow({ where: { id } })).step;

describe("membership step", () => {
  it("needs an option ('You must pick a membership option')", async () => {
    const { registration, post } = await setup();
    expect(await post({ choice: "" })).toMatchObject({ status: 400, errors: { choice: [MEMBERSHIP_MESSAGES.pickOption] } });
    expect(await stepOf(registration.id)).toBe("membership");
  });

  it("keeps a professional membership on the registration; No Membership clears it", async () => {
    const { member, registration, professional, post, stepUrl } = await setup();
    expect(await post({ choice: String(professional.id) })).toMatchObject({ status: 302, location: stepUrl("exam_fees") });
    expect((await membershipStepView(member.id, registration.id, NOW)).chosen).toBe(String(professional.id));
    await post({ choice: NO_MEMBERSHIP });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).membershipTypeId).toBeNull();
    expect((await membershipStepView(member.id, registration.id, NOW)).chosen).toBe(NO_MEMBERSHIP);
  });

  it("applies the emeritus rules, and sends a request for review that moves the wizard on with a toast", async () => {
    const { member, registration, emeritus, post, stepUrl } = await setup();
    const young = await post({ choice: String(emeritus.id), dateOfBirth: "1990-01-01", memberForTenYears: "on" });
    expect(young).toMatchObject({ status: 400, errors: { dateOfBirth: [MEMBERSHIP_MESSAGES.emeritusAge] } });
    const sent = await post({ choice: String(emeritus.id), dateOfBirth: "1950-01-01", memberForTenYears: "on" });
    expect(sent).toMatchObject({ status: 302, location: stepUrl("exam_fees"), toast: true });
    expect(await db.membershipRequest.count({ where: { userId: member.id, status: "pending" } })).toBe(1);
    expect(await stepOf(registration.id)).toBe("exam_fees");
  });

  it("is not another member's to save", async () => {
    const { registration, professional, post } = await setup();
    const other = await createMember();
    expect(await post({ choice: String(professional.id) }, other.id)).toMatchObject({ status: 302 });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).membershipTypeId).toBeNull();
  });
});
