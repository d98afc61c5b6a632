/**
 * The trainer's profile edit (/certifications-and-training/independent-trainer/edit): the trainer
 * fields of their current approved application, saved with `trainerProfileUpdatedAt`.
 *
 * Switching the education offering (AFC Learning System / Custom Program) needs the admins'
 * approval again (decision 48): once the member confirms, the other fields are saved on the current
 * application and a copy of it with the new offering waits in registration approval, with no fee
 * (`extra.reapprovalOf` names the application it replaces). The trainer keeps their status and
 * current offering meanwhile; switching back before the review withdraws the copy.
 */
import {
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  TRAINER_AUDIENCE,
  TRAINER_IN_PERSON_LOCATION,
  TRAINER_LANGUAGE,
  TRAINER_PROGRAM_FORMAT,
} from "~/domain/constants.ts";
import { US_STATES } from "~/features/profile/address-options.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { TRAINER_ANSWERS_SELECT } from "./trainer-application/answers.server.ts";
import { offeringValue, storedList, type TrainerProfileRecord } from "./trainer-profile.ts";
import type { TrainerProfileInput } from "./trainer-schemas.server.ts";
import { getPendingReapproval, readTrainerRecord } from "./trainer-status.server.ts";

/** The trainer's profile columns: the application's answers without its signature. */
const { trainerSignature: _signature, trainerSignatureDate: _signedOn, ...profileColumns } = TRAINER_ANSWERS_SELECT;
export const TRAINER_PROFILE_SELECT = profileColumns satisfies Record<keyof TrainerProfileRecord, true>;

export const PROFILE_MESSAGES = {
  notEditable: "Only an Independent Trainer whose status has not expired can edit the trainer profile.",
  saved: "Your Independent Trainer profile has been saved.",
  reapproval: "Your Independent Trainer profile has been saved. Your new education offering is waiting for approval.",
  withdrawn: "Your Independent Trainer profile has been saved. Your education offering stays as approved.",
} as const;

/** The trainer whose profile may be edited now (approved, not expired), with their current application; else null. */
async function editableTrainer(userId: number, now: Date) {
  const record = await readTrainerRecord(userId, now);
  const { status, trainer, category } = record;
  if (!category || !trainer?.registrationId || (status.state !== "active" && status.state !== "expiring_soon")) return null;
  return { categoryId: category.id, registrationId: trainer.registrationId };
}

/** What the edit form shows: the profile's values (a pending switch's offering), whether a switch waits, and the states; null when not editable. */
export async function loadTrainerProfileForm(userId: number, now: Date = new Date()) {
  const found = await editableTrainer(userId, now);
  if (!found) return null;
  const [current, pending] = await Promise.all([
    db.registration.findUniqueOrThrow({ where: { id: found.registrationId }, select: TRAINER_PROFILE_SELECT }),
    getPendingReapproval(db, userId, found.categoryId, found.registrationId),
  ]);
  const offering = offeringValue(pending ? pending.trainerOfferingLearningSystem : current.trainerOfferingLearningSystem);
  return {
    values: {
      trainerBio: current.trainerBio ?? "",
      trainerEducation: current.trainerEducation ?? "",
      trainerLicenses: current.trainerLicenses ?? "",
      trainerEmail: current.trainerEmail ?? "",
      trainerPhone: current.trainerPhone ?? "",
      trainerWebsite: current.trainerWebsite ?? "",
      trainerFacebook: current.trainerFacebook ?? "",
      trainerInstagram: current.trainerInstagram ?? "",
      trainerTwitter: current.trainerTwitter ?? "",
      trainerLinkedin: current.trainerLinkedin ?? "",
      trainerOfferingLearningSystem: offering,
      trainerProgramFormat: storedList(current.trainerProgramFormat),
      trainerInPersonLocation: storedList(current.trainerInPersonLocation),
      trainerDesignatedAddress: current.trainerDesignatedAddress ?? "",
      trainerTravelingStates: storedList(current.trainerTravelingStates),
      trainerAudience: storedList(current.trainerAudience),
      trainerGroupSize: current.trainerGroupSize ?? "",
      trainerLanguages: storedList(current.trainerLanguages),
      trainerLanguageOther: current.trainerLanguageOther ?? "",
    },
    /** the offering as last saved: a change from it asks for confirmation */
    savedOffering: offering,
    pendingReapproval: pending !== null,
    states: US_STATES.map((s) => ({ value: s.code, label: s.name })),
  };
}
export type TrainerProfileForm = NonNullable<Awaited<ReturnType<typeof loadTrainerProfileForm>>>;

/** The columns a save writes (the offering apart): answers that no longer apply are cleared. */
function profileData(v: TrainerProfileInput) {
  const inPerson = v.trainerProgramFormat.includes(TRAINER_PROGRAM_FORMAT.inPerson);
  const locations = inPerson ? v.trainerInPersonLocation : [];
  return {
    trainerBio: v.trainerBio,
    trainerEducation: v.trainerEducation,
    trainerLicenses: v.trainerLicenses,
    trainerEmail: v.trainerEmail,
    trainerPhone: v.trainerPhone,
    trainerWebsite: v.trainerWebsite,
    trainerFacebook: v.trainerFacebook,
    trainerInstagram: v.trainerInstagram,
    trainerTwitter: v.trainerTwitter,
    trainerLinkedin: v.trainerLinkedin,
    trainerProgramFormat: v.trainerProgramFormat,
    trainerInPersonLocation: locations,
    trainerDesignatedAddress: locations.includes(TRAINER_IN_PERSON_LOCATION.designatedLocation) ? v.trainerDesignatedAddress : null,
    trainerTravelingStates: locations.includes(TRAINER_IN_PERSON_LOCATION.traveling) ? v.trainerTravelingStates : [],
    trainerAudience: v.trainerAudience,
    trainerGroupSize: v.trainerAudience.includes(TRAINER_AUDIENCE.group) ? (v.trainerGroupSize ?? null) : null,
    trainerLanguages: v.trainerLanguages,
    trainerLanguageOther: v.trainerLanguages.includes(TRAINER_LANGUAGE.other) ? v.trainerLanguageOther : null,
  };
}

export type ProfileSaved = { kind: "saved"; reapproval: "requested" | "withdrawn" | null };
/** A switch of the offering not confirmed yet: nothing was written; the page asks (decision 48). */
export type ProfileNeedsConfirmation = { kind: "confirm" };

/** The application that asks for the new offering: the current one's answers and agreement, in registration approval, no fee. */
async function requestReapproval(tx: Tx, currentId: number, data: ReturnType<typeof profileData>, learningSystem: boolean, now: Date) {
  const current = await tx.registration.findUniqueOrThrow({
    where: { id: currentId },
    select: { userId: true, trainingId: true, trainerSignature: true, trainerSignatureDate: true, trainerDiscountId: true },
  });
  return tx.registration.create({
    data: {
      ...current,
      ...data,
      trainerOfferingLearningSystem: learningSystem,
      trainerProfileUpdatedAt: now,
      status: REGISTRATION_STATUS.registrationApproval,
      step: REGISTRATION_STEP.summary,
      extra: { reapprovalOf: currentId },
      createdAt: now,
    },
    select: { id: true },
  });
}

/**
 * Saves the profile. A switch of the offering from the one shown (the pending one's, if any) needs
 * `confirmOfferingSwitch: "yes"`, else nothing is written and the answer is "confirm".
 */
export async function saveTrainerProfile(
  actor: Actor,
  input: TrainerProfileInput,
  now: Date = new Date(),
): Promise<ProfileSaved | ProfileNeedsConfirmation | Invalid> {
  const found = await editableTrainer(actor.userId, now);
  if (!found) return invalid({ "": PROFILE_MESSAGES.notEditable });
  return db.$transaction(async (tx): Promise<ProfileSaved | ProfileNeedsConfirmation> => {
    const current = await tx.registration.findUniqueOrThrow({ where: { id: found.registrationId }, select: TRAINER_PROFILE_SELECT });
    const pending = await getPendingReapproval(tx, actor.userId, found.categoryId, found.registrationId);
    const shown = pending ? pending.trainerOfferingLearningSystem : current.trainerOfferingLearningSystem;
    const wanted = input.trainerOfferingLearningSystem === "true";
    const switching = wanted !== shown;
    if (switching && input.confirmOfferingSwitch !== "yes") return { kind: "confirm" };
    const data = profileData(input);
    await tx.registration.update({ where: { id: found.registrationId }, data: { ...data, trainerProfileUpdatedAt: now } });
    let reapproval: ProfileSaved["reapproval"] = null;
    let reapprovalId = pending?.id ?? null;
    if (pending && wanted === current.trainerOfferingLearningSystem) {
      await tx.registration.delete({ where: { id: pending.id } });
      reapproval = "withdrawn";
    } else if (pending) {
      await tx.registration.update({ where: { id: pending.id }, data: { ...data, trainerProfileUpdatedAt: now } });
    } else if (switching) {
      reapprovalId = (await requestReapproval(tx, found.registrationId, data, wanted, now)).id;
      reapproval = "requested";
    }
    await auditChange(tx, actor, {
      action: "trainer.profile.update",
      entityType: "Registration",
      entityId: found.registrationId,
      before: current,
      after: { ...data, trainerOfferingLearningSystem: wanted, reapproval, reapprovalId },
    });
    return { kind: "saved", reapproval };
  });
}
