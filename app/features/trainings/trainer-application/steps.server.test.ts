/**
 * Each application step's rules (member spec 5) through the step routes' actions, as a browser
 * posts them: every message once, what is saved (answers that belong to a choice not made are
 * cleared), and where Save & Continue and Back lead.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMember, eligibleToTrainCertified, trainerApplicationAtStep } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { startOfDayNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { action as agreementAction } from "~/routes/_app.certifications-and-training.trainings.$categoryId.trainer_agreement.tsx";
import { action as audienceAction } from "~/routes/_app.certifications-and-training.trainings.$categoryId.trainer_audience.tsx";
import { action as bioAction } from "~/routes/_app.certifications-and-training.trainings.$categoryId.trainer_bio.tsx";
import { action as contactAction } from "~/routes/_app.certifications-and-training.trainings.$categoryId.trainer_contact.tsx";
import { action as formatAction } from "~/routes/_app.certifications-and-training.trainings.$categoryId.trainer_format.tsx";
import { action as languageAction } from "~/routes/_app.certifications-and-training.trainings.$categoryId.trainer_language.tsx";
import { TRAINER_MESSAGES as M } from "./schemas.server.ts";
import type { TrainerStep } from "./wizard.ts";

beforeEach(() => resetDatabase());

type Action = Parameters<typeof postForm>[0];

/** An eligible member's application at `step`, and a poster for `action` as that member. */
async function at(step: TrainerStep, action: Action) {
  const member = await createMember({ firstName: "Tess", lastName: "Trainer" });
  await eligibleToTrainCertified(member.id);
  const { registration, ref } = await trainerApplicationAtStep(member.id, { step });
  const categoryId = ref.trainerCategory.id;
  const post = (fields: Parameters<typeof postForm>[3]) => postForm(action, member.id, { categoryId: String(categoryId) }, fields);
  const stepUrl = (key: string) => paths.trainings.registerStep(categoryId, key);
  const saved = () => db.registration.findUniqueOrThrow({ where: { id: registration.id } });
  return { member, registration, post, stepUrl, saved };
}

const long = (n: number) => "x".repeat(n);

describe("Bio", () => {
  it("needs the bio; bio at most 2500, education and licenses at most 255 characters", async () => {
    const { post, saved } = await at(REGISTRATION_STEP.trainerBio, bioAction);
    expect(await post({ trainerBio: "  " })).toMatchObject({ status: 400, errors: { trainerBio: [M.required] } });
    expect((await post({ trainerBio: long(2501), trainerEducation: long(256), trainerLicenses: long(256) })).errors).toEqual({
      trainerBio: [M.tooLong],
      trainerEducation: [M.tooLong],
      trainerLicenses: [M.tooLong],
    });
    expect((await saved()).trainerBio).toBeNull();
  });

  it("saves the answers (limits included) and goes on to Program Contact Information", async () => {
    const { post, saved, stepUrl } = await at(REGISTRATION_STEP.trainerBio, bioAction);
    const posted = await post({ trainerBio: long(2500), trainerEducation: long(255), trainerLicenses: "" });
    expect(posted).toMatchObject({ status: 302, location: stepUrl(REGISTRATION_STEP.trainerContact) });
    expect(await saved()).toMatchObject({
      trainerBio: long(2500),
      trainerEducation: long(255),
      trainerLicenses: null,
      step: REGISTRATION_STEP.trainerContact,
    });
  });
});

describe("Program Contact Information", () => {
  it("needs one of email, phone or website; each at most 255 characters, LinkedIn 2500", async () => {
    const { post } = await at(REGISTRATION_STEP.trainerContact, contactAction);
    expect((await post({ trainerFacebook: "fb.com/tess" })).errors).toEqual({ "": [M.contactRequired] });
    const tooLong = await post({
      trainerEmail: long(256),
      trainerPhone: long(256),
      trainerWebsite: long(256),
      trainerFacebook: long(256),
      trainerInstagram: long(256),
      trainerTwitter: long(256),
      trainerLinkedin: long(2501),
    });
    expect(tooLong.errors).toEqual(
      Object.fromEntries(
        ["trainerEmail", "trainerPhone", "trainerWebsite", "trainerFacebook", "trainerInstagram", "trainerTwitter", "trainerLinkedin"].map(
          (f) => [f, [M.tooLong]],
        ),
      ),
    );
  });

  it("saves a phone alone (the others cleared) and goes on; Back goes to Bio without checking", async () => {
    const { post, saved, stepUrl } = await at(REGISTRATION_STEP.trainerContact, contactAction);
    expect(await post({ intent: "back" })).toMatchObject({ status: 302, location: stepUrl(REGISTRATION_STEP.trainerBio) });
    expect(await post({ trainerPhone: " 555-0100 ", trainerLinkedin: long(2500) })).toMatchObject({
      status: 302,
      location: stepUrl(REGISTRATION_STEP.trainerFormat),
    });
    expect(await saved()).toMatchObject({ trainerPhone: "555-0100", trainerEmail: null, trainerLinkedin: long(2500) });
  });
});

describe("Program Format Details", () => {
  it("needs the offering and a format", async () => {
    const { post } = await at(REGISTRATION_STEP.trainerFormat, formatAction);
    expect((await post({ trainerProgramFormat: ["hologram"] })).errors).toEqual({
      trainerOfferingLearningSystem: [M.selectOne],
      trainerProgramFormat: [M.selectAtLeastOne],
    });
  });

  it("In-Person needs a location; Traveling a state; a Designated Location an address of at most 255 characters", async () => {
    const { post } = await at(REGISTRATION_STEP.trainerFormat, formatAction);
    const base = { trainerOfferingLearningSystem: "true", trainerProgramFormat: ["in_person"] };
    expect((await post(base)).errors).toEqual({ trainerInPersonLocation: [M.selectAtLeastOne] });
    expect(
      (await post({ ...base, trainerInPersonLocation: ["traveling", "designated_location"], trainerTravelingStates: ["ZZ"] })).errors,
    ).toEqual({ trainerTravelingStates: [M.selectAtLeastOne], trainerDesignatedAddress: [M.required] });
    expect((await post({ ...base, trainerInPersonLocation: ["designated_location"], trainerDesignatedAddress: long(256) })).errors).toEqual(
      { trainerDesignatedAddress: [M.tooLong] },
    );
  });

  it("saves the in-person answers; later without In-Person they are cleared", async () => {
    const { post, saved, stepUrl } = await at(REGISTRATION_STEP.trainerFormat, formatAction);
    const posted = await post({
      trainerOfferingLearningSystem: "true",
      trainerProgramFormat: ["virtual", "in_person"],
      trainerInPersonLocation: ["traveling", "designated_location"],
      trainerTravelingStates: ["VA", "MD", "VA"],
      trainerDesignatedAddress: " 12 Oak St, Richmond, VA ",
    });
    expect(posted).toMatchObject({ status: 302, location: stepUrl(REGISTRATION_STEP.trainerAudience) });
    expect(await saved()).toMatchObject({
      trainerOfferingLearningSystem: true,
      trainerProgramFormat: ["in_person", "virtual"],
      trainerInPersonLocation: ["designated_location", "traveling"],
      trainerTravelingStates: ["MD", "VA"],
      trainerDesignatedAddress: "12 Oak St, Richmond, VA",
    });
    // Virtual only: the in-person questions no longer apply, whatever the hidden fields still say.
    await post({
      trainerOfferingLearningSystem: "false",
      trainerProgramFormat: "virtual",
      trainerInPersonLocation: ["traveling"],
      trainerTravelingStates: ["VA"],
      trainerDesignatedAddress: "12 Oak St",
    });
    expect(await saved()).toMatchObject({
      trainerOfferingLearningSystem: false,
      trainerProgramFormat: ["virtual"],
      trainerInPersonLocation: [],
      trainerTravelingStates: [],
      trainerDesignatedAddress: null,
    });
  });
});

describe("Program Audience", () => {
  it("needs an audience; Group needs a group size", async () => {
    const { post } = await at(REGISTRATION_STEP.trainerAudience, audienceAction);
    expect((await post({})).errors).toEqual({ trainerAudience: [M.selectAtLeastOne] });
    expect((await post({ trainerAudience: "group", trainerGroupSize: "a crowd" })).errors).toEqual({ trainerGroupSize: [M.selectOne] });
  });

  it("saves the group size with Group, and clears it for individuals only", async () => {
    const { post, saved, stepUrl } = await at(REGISTRATION_STEP.trainerAudience, audienceAction);
    expect(await post({ trainerAudience: ["group"], trainerGroupSize: "20+" })).toMatchObject({
      location: stepUrl(REGISTRATION_STEP.trainerLanguage),
    });
    expect(await saved()).toMatchObject({ trainerAudience: ["group"], trainerGroupSize: "20+" });
    await post({ trainerAudience: ["individual"], trainerGroupSize: "20+" });
    expect(await saved()).toMatchObject({ trainerAudience: ["individual"], trainerGroupSize: null });
  });
});

describe("Languages Offered", () => {
  it("needs a language; Other needs its name, at most 255 characters", async () => {
    const { post } = await at(REGISTRATION_STEP.trainerLanguage, languageAction);
    expect((await post({ trainerLanguageOther: "Tagalog" })).errors).toEqual({ trainerLanguages: [M.selectAtLeastOne] });
    expect((await post({ trainerLanguages: ["english", "other"] })).errors).toEqual({ trainerLanguageOther: [M.required] });
    expect((await post({ trainerLanguages: ["other"], trainerLanguageOther: long(256) })).errors).toEqual({
      trainerLanguageOther: [M.tooLong],
    });
  });

  it("saves the languages with the other one's name", async () => {
    const { post, saved, stepUrl } = await at(REGISTRATION_STEP.trainerLanguage, languageAction);
    expect(await post({ trainerLanguages: ["spanish", "other"], trainerLanguageOther: "Tagalog" })).toMatchObject({
      location: stepUrl(REGISTRATION_STEP.trainerAgreement),
    });
    expect(await saved()).toMatchObject({ trainerLanguages: ["spanish", "other"], trainerLanguageOther: "Tagalog" });
  });
});

describe("Independent Trainer Terms and Conditions", () => {
  it("needs the signature and the date", async () => {
    const { post } = await at(REGISTRATION_STEP.trainerAgreement, agreementAction);
    expect((await post({})).errors).toEqual({ trainerSignature: [M.required], trainerSignatureDate: [M.required] });
  });

  it("signs with today's date, whatever date is posted, and goes on to Pay & Review", async () => {
    const { post, saved, stepUrl } = await at(REGISTRATION_STEP.trainerAgreement, agreementAction);
    const posted = await post({ trainerSignature: "Tess Trainer", trainerSignatureDate: "01/01/2001" });
    expect(posted).toMatchObject({ status: 302, location: stepUrl(REGISTRATION_STEP.summary) });
    const signed = await saved();
    expect(signed.trainerSignature).toBe("Tess Trainer");
    expect(startOfDayNY(signed.trainerSignatureDate!)).toEqual(startOfDayNY(new Date()));
  });
});

describe("reachability", () => {
  it("a step after the furthest reached one opens nothing: the post goes to the furthest step", async () => {
    const { post, stepUrl, saved } = await at(REGISTRATION_STEP.trainerContact, formatAction);
    expect(await post({ trainerOfferingLearningSystem: "true", trainerProgramFormat: "virtual" })).toMatchObject({
      status: 302,
      location: stepUrl(REGISTRATION_STEP.trainerContact),
    });
    expect((await saved()).trainerProgramFormat).toBeNull();
  });
});
