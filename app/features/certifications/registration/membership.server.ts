/**
 * The Membership step of the certification registration (optional; left out for members whose
 * membership is active or waiting for review). The options, rules and messages are the membership
 * feature's (features/membership): 'You must pick a membership option', the emeritus age and years,
 * the student transcript, one membership at a time and the 3-year pre-purchase limit.
 * - Professional is bought with the registration: kept on it, it becomes a line of the registration
 *   when Pay & Review is finished (and counts for the member exam discount).
 * - Emeritus and Student are requests an admin reviews, sent now exactly as from Membership Options.
 * - "No Membership" moves on without one.
 */
import { MEMBERSHIP_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { MEMBERSHIP_MESSAGES } from "~/features/membership/rules.ts";
import {
  chooseMembership,
  getMembershipPage,
  standingProblem,
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_SIZE_MESSAGE,
  type MembershipOption,
} from "~/features/membership/purchase.server.ts";
import { invalid, isInvalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { NO_MEMBERSHIP } from "./rules.ts";
import type { MembershipStepInput } from "./schemas.server.ts";
import { registrationWizard, type RegistrationCall } from "./wizard.server.ts";

export type MembershipStepView = {
  options: MembershipOption[];
  /** the professional membership kept on the registration, or "none" when moved on without one; "" before */
  chosen: string;
  dateOfBirth: string;
};

export async function membershipStepView(userId: number, registrationId: number, now = new Date()): Promise<MembershipStepView> {
  const [page, registration] = await Promise.all([
    getMembershipPage(userId, now),
    db.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { membershipTypeId: true, step: true } }),
  ]);
  const passed = registration.step !== REGISTRATION_STEP.membership;
  const chosen = registration.membershipTypeId ? String(registration.membershipTypeId) : passed ? NO_MEMBERSHIP : "";
  return { options: page.options, chosen, dateOfBirth: page.dateOfBirth };
}

/** The step action's multipart reading (the student transcript). */
export const MEMBERSHIP_STEP_UPLOAD = { maxFileBytes: TRANSCRIPT_MAX_BYTES, tooLargeMessage: TRANSCRIPT_SIZE_MESSAGE, field: "transcript" };

/**
 * Saves the step. Professional is kept on the registration (standing permitting); Emeritus and
 * Student send their request now and move on with a toast; "No Membership" moves on. Errors come
 * back under the form's own fields (`choice` for the option).
 */
export async function saveMembershipStep(call: RegistrationCall, input: MembershipStepInput, now = new Date()): Promise<Moved | Invalid> {
  if (input.choice === NO_MEMBERSHIP) {
    return registrationWizard.move(call, "continue", async (tx, r) => {
      await tx.registration.update({ where: { id: r.id }, data: { membershipTypeId: null } });
    });
  }
  const typeId = /^\d{1,9}$/.test(input.choice) ? Number(input.choice) : null;
  const type = typeId ? await db.membershipType.findUnique({ where: { id: typeId }, select: { id: true, key: true } }) : null;
  if (!type) return invalid({ choice: MEMBERSHIP_MESSAGES.pickOption });
  if (type.key === MEMBERSHIP_KEY.professional) {
    const problem = await standingProblem(db, call.actor.userId, now);
    if (problem) return invalid({ "": problem.message });
    return registrationWizard.move(call, "continue", async (tx, r) => {
      await tx.registration.update({ where: { id: r.id }, data: { membershipTypeId: type.id } });
    });
  }
  const file = input.transcript ? { name: input.transcript.name, bytes: new Uint8Array(await input.transcript.arrayBuffer()) } : null;
  const { dateOfBirth, memberForTenYears, isRequestingCall } = input;
  const sent = await chooseMembership(
    call.actor,
    { membershipTypeId: type.id, dateOfBirth: dateOfBirth || null, memberForTenYears, isRequestingCall },
    file,
    now,
  );
  if (isInvalid(sent)) {
    // The membership page calls the choice membershipTypeId; this step calls it choice.
    const { membershipTypeId, ...rest } = sent.errors;
    return invalid({ ...rest, choice: membershipTypeId });
  }
  // The request makes the member "pending review", which leaves the Membership step out: the move
  // is made with the steps as the member saw them, so it lands on the step after Membership.
  const moved = await registrationWizard.move(
    call,
    "continue",
    async (tx, r) => {
      await tx.registration.update({ where: { id: r.id }, data: { membershipTypeId: null } });
    },
    { offerMembership: true },
  );
  return { ...moved, toast: sent.message };
}
