import { beforeEach, describe, expect, it } from "vitest";
import { approvedIndependentTrainer, createMember, expiredIndependentTrainer } from "../../../tests/factories/index.ts";
import { parsedForm, postedForm, schemaErrors } from "../../../tests/setup/forms.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { signedInRequest } from "../../../tests/setup/wizard.ts";
import { REGISTRATION_STATUS } from "~/domain/constants.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { action } from "~/routes/_app.certifications-and-training.independent-trainer_.edit.tsx";
import { loadTrainerDashboard } from "./trainer-dashboard.server.ts";
import { loadTrainerProfileForm, PROFILE_MESSAGES, saveTrainerProfile } from "./trainer-profile.server.ts";
import { TRAINER_MESSAGES, TrainerProfileSchema } from "./trainer-schemas.server.ts";
import { getTrainerStatus } from "./trainer-status.server.ts";

beforeEach(() => resetDatabase());

/** The form as posted: the factory trainer's answers (a Custom Program, virtual, for groups, English and Spanish), changed by `over`. */
function answers(over: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    trainerBio: "I teach budgeting to teachers and nurses.",
    trainerEmail: "teach@example.test",
    trainerOfferingLearningSystem: "false",
    trainerProgramFormat: ["virtual"],
    trainerAudience: ["group"],
    trainerGroupSize: "5 - 10",
    trainerLanguages: ["english", "spanish"],
    ...over,
  };
}

async function trainer() {
  const member = await createMember();
  const approved = await approvedIndependentTrainer(member.id);
  return { member, ...approved };
}

describe("the profile's rules (spec section 5)", () => {
  it("has the application's messages", () => {
    expect(schemaErrors(TrainerProfileSchema, {})).toMatchObject({
      trainerBio: ["Required"],
      trainerOfferingLearningSystem: [TRAINER_MESSAGES.selectOne],
    });
    expect(
      schemaErrors(
        TrainerProfileSchema,
        answers({ trainerEmail: "", trainerProgramFormat: [], trainerAudience: [], trainerLanguages: [] }),
      ),
    ).toEqual({
      trainerEmail: [TRAINER_MESSAGES.contact],
      trainerProgramFormat: [TRAINER_MESSAGES.selectAtLeastOne],
      trainerAudience: [TRAINER_MESSAGES.selectAtLeastOne],
      trainerLanguages: [TRAINER_MESSAGES.selectAtLeastOne],
    });
    expect(schemaErrors(TrainerProfileSchema, answers({ trainerProgramFormat: ["in_person"] }))).toEqual({
      trainerInPersonLocation: [TRAINER_MESSAGES.selectAtLeastOne],
    });
    expect(
      schemaErrors(
        TrainerProfileSchema,
        answers({ trainerProgramFormat: ["in_person"], trainerInPersonLocation: ["traveling", "designated_location"] }),
      ),
    ).toEqual({ trainerTravelingStates: [TRAINER_MESSAGES.selectAtLeastOne], trainerDesignatedAddress: ["Required"] });
    expect(schemaErrors(TrainerProfileSchema, answers({ trainerGroupSize: "", trainerLanguages: ["other"] }))).toEqual({
      trainerGroupSize: [TRAINER_MESSAGES.selectOne],
      trainerLanguageOther: ["Required"],
    });
    expect(schemaErrors(TrainerProfileSchema, answers({ trainerBio: "x".repeat(2501), trainerLicenses: "x".repeat(256) }))).toEqual({
      trainerBio: ["Too many characters"],
      trainerLicenses: ["Too many characters"],
    });
    expect(schemaErrors(TrainerProfileSchema, answers({ trainerTravelingStates: ["ZZ"] }))).toBeDefined();
  });
});

describe("saving the profile", () => {
  it("writes the application's fields with trainerProfileUpdatedAt, clearing answers that no longer apply", async () => {
    const { member, registration } = await trainer();
    const now = new Date();
    const value = parsedForm(
      TrainerProfileSchema,
      answers({
        trainerPhone: "(608) 555-0100",
        trainerProgramFormat: ["in_person"],
        trainerInPersonLocation: ["traveling"],
        trainerTravelingStates: ["WI", "MN"],
        trainerDesignatedAddress: "kept only for a designated location",
        trainerAudience: ["individual"],
        trainerLanguages: ["other"],
        trainerLanguageOther: "Yoruba",
      }),
    );
    expect(await saveTrainerProfile(memberActor(member.id), value, now)).toEqual({ kind: "saved", reapproval: null });
    const saved = await db.registration.findUniqueOrThrow({ where: { id: registration.id } });
    expect(saved).toMatchObject({
      trainerPhone: "(608) 555-0100",
      trainerProgramFormat: ["in_person"],
      trainerInPersonLocation: ["traveling"],
      trainerTravelingStates: ["WI", "MN"],
      trainerDesignatedAddress: null,
      trainerGroupSize: null,
      trainerLanguages: ["other"],
      trainerLanguageOther: "Yoruba",
      trainerOfferingLearningSystem: false,
    });
    expect(saved.trainerProfileUpdatedAt).toEqual(now);
    expect((await loadTrainerProfileForm(member.id))?.values).toMatchObject({
      trainerTravelingStates: ["WI", "MN"],
      trainerLanguageOther: "Yoruba",
    });
  });

  it("is refused to an expired trainer and to a member who is not a trainer", async () => {
    const lapsed = await createMember();
    await expiredIndependentTrainer(lapsed.id);
    const value = parsedForm(TrainerProfileSchema, answers());
    expect(await saveTrainerProfile(memberActor(lapsed.id), value)).toEqual({
      kind: "invalid",
      errors: { "": [PROFILE_MESSAGES.notEditable] },
    });
    expect(await loadTrainerProfileForm(lapsed.id)).toBeNull();
    expect(await loadTrainerProfileForm((await createMember()).id)).toBeNull();
  });
});

describe("switching the education offering", () => {
  it("asks first: without the confirmation nothing is written", async () => {
    const { member, registration } = await trainer();
    const value = parsedForm(TrainerProfileSchema, answers({ trainerOfferingLearningSystem: "true", trainerBio: "Changed" }));
    expect(await saveTrainerProfile(memberActor(member.id), value)).toEqual({ kind: "confirm" });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).trainerBio).not.toBe("Changed");
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(1);
  });

  it("confirmed: a fee-free application with the new offering waits for approval; the trainer stays active with the old one", async () => {
    const { member, registration } = await trainer();
    const value = parsedForm(
      TrainerProfileSchema,
      answers({ trainerOfferingLearningSystem: "true", trainerBio: "Changed", confirmOfferingSwitch: "yes" }),
    );
    expect(await saveTrainerProfile(memberActor(member.id), value)).toEqual({ kind: "saved", reapproval: "requested" });

    const current = await db.registration.findUniqueOrThrow({ where: { id: registration.id } });
    expect(current).toMatchObject({ trainerBio: "Changed", trainerOfferingLearningSystem: false, status: REGISTRATION_STATUS.complete });
    const copy = await db.registration.findFirstOrThrow({
      where: { userId: member.id, id: { not: registration.id } },
      include: { lineItems: true },
    });
    expect(copy).toMatchObject({
      trainingId: registration.trainingId,
      status: REGISTRATION_STATUS.registrationApproval,
      trainerOfferingLearningSystem: true,
      trainerBio: "Changed",
      trainerSignature: current.trainerSignature,
      extra: { reapprovalOf: registration.id },
    });
    expect(copy.lineItems).toHaveLength(0);
    expect((await getTrainerStatus(member.id)).state).toBe("active");
    expect((await loadTrainerDashboard(member.id)).trainer?.pendingOffering).toBe("AFC Learning System");
    // The form now shows the offering asked for; saving other fields keeps the copy in step.
    expect((await loadTrainerProfileForm(member.id))?.values.trainerOfferingLearningSystem).toBe("true");
    const again = parsedForm(TrainerProfileSchema, answers({ trainerOfferingLearningSystem: "true", trainerBio: "Changed twice" }));
    expect(await saveTrainerProfile(memberActor(member.id), again)).toEqual({ kind: "saved", reapproval: null });
    expect((await db.registration.findUniqueOrThrow({ where: { id: copy.id } })).trainerBio).toBe("Changed twice");
  });

  it("switching back before the review withdraws the waiting application", async () => {
    const { member } = await trainer();
    const actor = memberActor(member.id);
    await saveTrainerProfile(
      actor,
      parsedForm(TrainerProfileSchema, answers({ trainerOfferingLearningSystem: "true", confirmOfferingSwitch: "yes" })),
    );
    const back = parsedForm(TrainerProfileSchema, answers({ trainerOfferingLearningSystem: "false" }));
    expect(await saveTrainerProfile(actor, back)).toEqual({ kind: "confirm" });
    expect(await saveTrainerProfile(actor, { ...back, confirmOfferingSwitch: "yes" })).toEqual({ kind: "saved", reapproval: "withdrawn" });
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(1);
    expect((await loadTrainerDashboard(member.id)).trainer?.pendingOffering).toBeNull();
  });
});

describe("the edit page's post without JavaScript", () => {
  async function post(userId: number, values: Record<string, string | string[]>) {
    const signed = await signedInRequest(userId);
    const request = new Request("http://localhost/certifications-and-training/independent-trainer/edit", {
      method: "POST",
      body: postedForm(values),
      headers: { Cookie: signed.headers.get("Cookie") ?? "" },
    });
    try {
      return await action({ request, params: {}, context: { cspNonce: "", requestId: "test" } });
    } catch (thrown) {
      return thrown;
    }
  }

  it("answers the confirmation page with the answers to post again; its Cancel gives the form back with the saved offering", async () => {
    const { member } = await trainer();
    const switched = answers({ trainerOfferingLearningSystem: "true", trainerBio: "Edited" });
    const asked = (await post(member.id, switched)) as { confirm: Array<[string, string]> };
    expect(asked.confirm).toContainEqual(["trainerOfferingLearningSystem", "true"]);
    expect(asked.confirm).toContainEqual(["trainerProgramFormat", "virtual"]);

    const cancelled = (await post(member.id, { ...switched, intent: "revert", confirmOfferingSwitch: "yes" })) as {
      data: { result: { status: string; initialValue: Record<string, unknown> }; notice: string };
    };
    expect(cancelled.data.result.initialValue).toMatchObject({ trainerOfferingLearningSystem: "false", trainerBio: "Edited" });
    expect(cancelled.data.notice).toBe("Your education offering was not changed.");
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(1);

    const confirmed = (await post(member.id, { ...switched, intent: "confirm", confirmOfferingSwitch: "yes" })) as Response;
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/certifications-and-training/independent-trainer");
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(2);
  });
});
