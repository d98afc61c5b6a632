import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration, membershipType } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { MEMBERSHIP_MESSAGES } from "~/features/membership/rules.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { membershipStepView, saveMembershipStep } from "./membership.server.ts";
import { NO_MEMBERSHIP } from "./rules.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");
const blank = { dateOfBirth: null, memberForTenYears: false, isRequestingCall: false };

async function setup() {
  const member = await createMember();
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key: "education", name: "Education", deadlineMonths: 36, certificationId: afc.id },
  });
  const registration = await createRegistration(member.id, { certificationId: afc.id, pathwayTypeId: pathway.id, step: "membership" });
  const professional = await membershipType("professional");
  const emeritus = await membershipType("emeritus", 5_000);
  await db.membershipType.update({ where: { id: emeritus.id }, data: { requiresReview: true } });
  return { member, registration, professional, emeritus, actor: memberActor(member.id) };
}

const stepOf = async (id: number) => (await db.registration.findUniqueOrThrow({ where: { id } })).step;

describe("membership step", () => {
  it("needs an option ('You must pick a membership option')", async () => {
    const { registration, actor } = await setup();
    expect(await saveMembershipStep(actor, registration.id, { intent: "continue", choice: "", ...blank }, null, NOW)).toEqual({
      kind: "invalid",
      field: "membershipTypeId",
      message: MEMBERSHIP_MESSAGES.pickOption,
    });
    expect(await stepOf(registration.id)).toBe("membership");
  });

  it("keeps a professional membership on the registration; No Membership clears it", async () => {
    const { member, registration, professional, actor } = await setup();
    const saved = await saveMembershipStep(
      actor,
      registration.id,
      { intent: "continue", choice: String(professional.id), ...blank },
      null,
      NOW,
    );
    expect(saved).toEqual({ kind: "moved", step: "exam_fees", finished: false });
    expect((await membershipStepView(member.id, registration.id, NOW)).chosen).toBe(String(professional.id));
    await saveMembershipStep(actor, registration.id, { intent: "continue", choice: NO_MEMBERSHIP, ...blank }, null, NOW);
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).membershipTypeId).toBeNull();
    expect((await membershipStepView(member.id, registration.id, NOW)).chosen).toBe(NO_MEMBERSHIP);
  });

  it("applies the emeritus rules, and sends a request for review that moves the wizard on", async () => {
    const { member, registration, emeritus, actor } = await setup();
    const young = await saveMembershipStep(
      actor,
      registration.id,
      { intent: "continue", choice: String(emeritus.id), ...blank, dateOfBirth: "1990-01-01", memberForTenYears: true },
      null,
      NOW,
    );
    expect(young).toEqual({ kind: "invalid", field: "dateOfBirth", message: MEMBERSHIP_MESSAGES.emeritusAge });
    const sent = await saveMembershipStep(
      actor,
      registration.id,
      { intent: "continue", choice: String(emeritus.id), ...blank, dateOfBirth: "1950-01-01", memberForTenYears: true },
      null,
      NOW,
    );
    expect(sent).toMatchObject({ kind: "requested", move: { kind: "moved", step: "exam_fees" }, message: MEMBERSHIP_MESSAGES.requestSent });
    expect(await db.membershipRequest.count({ where: { userId: member.id, status: "pending" } })).toBe(1);
    expect(await stepOf(registration.id)).toBe("exam_fees");
  });

  it("is not another member's to save", async () => {
    const { registration, professional } = await setup();
    const other = await createMember();
    expect(
      await saveMembershipStep(
        memberActor(other.id),
        registration.id,
        { intent: "continue", choice: String(professional.id), ...blank },
        null,
        NOW,
      ),
    ).toEqual({ kind: "notFound" });
  });
});
