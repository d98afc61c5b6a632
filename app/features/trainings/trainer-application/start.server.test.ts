/**
 * Apply (POST paths.trainings.independent.apply()) and who may open the application: an eligible
 * member starts one at Bio, or resumes the open one at its furthest step (posting twice makes one);
 * a missing, expired or complete application is replaced by a new one; a member who is not
 * eligible, an active trainer or an application under review go to the trainer dashboard, and a
 * member who is not eligible cannot open a step either.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  approvedIndependentTrainer,
  createMember,
  eligibleToTrainCertified,
  pendingTrainerApplication,
  trainerApplicationAtStep,
  trainingReference,
} from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { openStep, postForm, signedInRequest } from "../../../../tests/setup/wizard.ts";
import { EXPIRATION_STATUS, REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { action, loader } from "~/routes/_app.certifications-and-training.independent-trainer.apply.tsx";
import { loader as unknownStep } from "~/routes/_app.certifications-and-training.trainings.$categoryId.$step.tsx";
import { getTrainerEligibility } from "../trainer-eligibility.server.ts";
import { trainerWizard } from "./wizard.server.ts";

beforeEach(() => resetDatabase());

const DASHBOARD = paths.trainings.independent.root();
const apply = (userId: number) => postForm(action, userId, {}, {});
const applications = (userId: number) => db.registration.findMany({ where: { userId, trainingId: { not: null } }, orderBy: { id: "asc" } });

async function eligible(firstName = "Elle") {
  const member = await createMember({ firstName });
  await eligibleToTrainCertified(member.id);
  const ref = await trainingReference();
  return { member, ref, stepUrl: (step: string) => paths.trainings.registerStep(ref.trainerCategory.id, step) };
}

describe("apply", () => {
  it("eligibleToTrainCertified: certified in good standing, an exam passed over 729 days ago", async () => {
    const { member } = await eligible();
    expect((await getTrainerEligibility(member.id)).eligible).toBe(true);
  });

  it("starts an application at Bio for an eligible member; posting again (or twice at once) makes no second one", async () => {
    const { member, ref, stepUrl } = await eligible();
    expect(await apply(member.id)).toMatchObject({ status: 302, location: stepUrl(REGISTRATION_STEP.trainerBio) });
    const [first] = await applications(member.id);
    expect(first).toMatchObject({
      trainingId: ref.trainerProgram.id,
      status: REGISTRATION_STATUS.preRegistration,
      step: REGISTRATION_STEP.trainerBio,
      certificationId: null,
    });
    const again = await Promise.all([apply(member.id), apply(member.id)]);
    expect(again.map((p) => p.location)).toEqual([stepUrl(REGISTRATION_STEP.trainerBio), stepUrl(REGISTRATION_STEP.trainerBio)]);
    expect(await applications(member.id)).toHaveLength(1);
  });

  it("resumes the open application at its furthest step", async () => {
    const { member, stepUrl } = await eligible();
    const { registration } = await trainerApplicationAtStep(member.id, { step: REGISTRATION_STEP.trainerAudience });
    expect(await apply(member.id)).toMatchObject({ location: stepUrl(REGISTRATION_STEP.trainerAudience) });
    expect((await applications(member.id)).map((r) => r.id)).toEqual([registration.id]);
  });

  it("replaces an expired or complete application with a new one at Bio", async () => {
    const { member, stepUrl } = await eligible();
    const { registration: expired } = await trainerApplicationAtStep(member.id, {
      step: REGISTRATION_STEP.trainerFormat,
      data: { expirationStatus: EXPIRATION_STATUS.expired },
    });
    expect(await apply(member.id)).toMatchObject({ location: stepUrl(REGISTRATION_STEP.trainerBio) });
    const after = await applications(member.id);
    expect(after.map((r) => [r.id === expired.id, r.step])).toEqual([
      [true, REGISTRATION_STEP.trainerFormat],
      [false, REGISTRATION_STEP.trainerBio],
    ]);

    // A trainer whose status ran out applies again: the complete application stays as history.
    const lapsed = await eligible("Lapsed");
    await approvedIndependentTrainer(lapsed.member.id, { approvedAt: daysAgo(400) });
    expect(await apply(lapsed.member.id)).toMatchObject({ location: lapsed.stepUrl(REGISTRATION_STEP.trainerBio) });
    expect((await applications(lapsed.member.id)).map((r) => r.status)).toEqual([
      REGISTRATION_STATUS.complete,
      REGISTRATION_STATUS.preRegistration,
    ]);
  });

  it("sends a member who is not eligible, an active trainer and an application under review to the dashboard, starting nothing", async () => {
    const uncertified = await createMember();
    await trainingReference();
    expect(await apply(uncertified.id)).toMatchObject({ status: 302, location: DASHBOARD });
    const recent = await createMember();
    await eligibleToTrainCertified(recent.id, { examTakenAt: daysAgo(700) });
    expect(await apply(recent.id)).toMatchObject({ location: DASHBOARD });
    expect(await db.registration.count({ where: { userId: { in: [uncertified.id, recent.id] }, trainingId: { not: null } } })).toBe(0);

    const { member: active } = await eligible("Active");
    await approvedIndependentTrainer(active.id);
    const { member: waiting } = await eligible("Waiting");
    await pendingTrainerApplication(waiting.id);
    for (const m of [active, waiting]) {
      expect(await apply(m.id)).toMatchObject({ location: DASHBOARD });
      expect(await applications(m.id)).toHaveLength(1);
    }
  });

  it("GET changes nothing: it leads to the dashboard", async () => {
    const { member } = await eligible();
    const request = await signedInRequest(member.id, paths.trainings.independent.apply());
    const answer = await loader({ request, params: {}, context: { cspNonce: "", requestId: "test" } }).catch((r: unknown) => r);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(DASHBOARD);
    expect(await applications(member.id)).toHaveLength(0);
  });
});

describe("opening a step", () => {
  it("opens the member's application; a later step goes to the furthest reached one", async () => {
    const { member, ref, stepUrl } = await eligible();
    await trainerApplicationAtStep(member.id, { step: REGISTRATION_STEP.trainerContact });
    const params = { categoryId: String(ref.trainerCategory.id) };
    const page = await openStep(trainerWizard, member.id, params, REGISTRATION_STEP.trainerBio);
    expect(page).toMatchObject({ kind: "ok", page: { frame: { title: "Independent Trainer Application", percent: 14 } } });
    if (page.kind === "ok")
      expect(page.page.frame.steps.map((s) => [s.title, s.state])).toEqual([
        ["Bio", "current"],
        ["Program Contact Information", "open"],
        ["Program Format Details", "locked"],
        ["Program Audience", "locked"],
        ["Languages Offered", "locked"],
        ["Independent Trainer Terms and Conditions", "locked"],
        ["Pay & Review", "locked"],
      ]);
    expect(await openStep(trainerWizard, member.id, params, REGISTRATION_STEP.summary)).toEqual({
      kind: "redirect",
      to: stepUrl(REGISTRATION_STEP.trainerContact),
    });
  });

  it("sends a member who is not eligible, or has no application open, to the dashboard; another category is a 404", async () => {
    const { ref } = await eligible();
    const params = { categoryId: String(ref.trainerCategory.id) };
    const notEligible = await createMember();
    await trainerApplicationAtStep(notEligible.id, { step: REGISTRATION_STEP.trainerFormat });
    expect(await openStep(trainerWizard, notEligible.id, params, REGISTRATION_STEP.trainerBio)).toEqual({
      kind: "redirect",
      to: DASHBOARD,
    });
    const { member: none } = await eligible("None");
    expect(await openStep(trainerWizard, none.id, params, REGISTRATION_STEP.trainerBio)).toEqual({ kind: "redirect", to: DASHBOARD });
    const { member: waiting } = await eligible("Waiting");
    await pendingTrainerApplication(waiting.id);
    expect(await openStep(trainerWizard, waiting.id, params, REGISTRATION_STEP.summary)).toEqual({ kind: "redirect", to: DASHBOARD });
    const thrown = await openStep(trainerWizard, none.id, { categoryId: String(ref.essentials.id) }, REGISTRATION_STEP.trainerBio).catch(
      (r: unknown) => r,
    );
    expect((thrown as Response).status).toBe(404);
  });
});

describe("a step the application does not have", () => {
  it("leads to the furthest reached step, or the dashboard with none open", async () => {
    const { member, ref, stepUrl } = await eligible();
    const params = { categoryId: String(ref.trainerCategory.id), step: "pathway" };
    const open = async (userId: number) => {
      const request = await signedInRequest(userId, stepUrl("pathway"));
      const answer = await unknownStep({ request, params, context: { cspNonce: "", requestId: "test" } }).catch((r: unknown) => r);
      return (answer as Response).headers.get("Location");
    };
    expect(await open(member.id)).toBe(DASHBOARD);
    await trainerApplicationAtStep(member.id, { step: REGISTRATION_STEP.trainerLanguage });
    expect(await open(member.id)).toBe(stepUrl(REGISTRATION_STEP.trainerLanguage));
  });
});
