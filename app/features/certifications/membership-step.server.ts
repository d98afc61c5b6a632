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
import { isInvalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { MEMBERSHIP_MESSAGES } from "~/features/membership/rules.ts";
import {
  chooseMembership,
  getMembershipPage,
  standingProblem,
  type MembershipChoice,
  type MembershipChoiceField,
  type MembershipOption,
  type UploadedFile,
} from "~/features/membership/purchase.server.ts";
import { NO_MEMBERSHIP } from "./registration-rules.ts";
import { moveRegistrationStep, readOwnRegistration, type StepMove } from "./registration-progress.server.ts";

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

export type MembershipStepInput = Omit<MembershipChoice, "membershipTypeId"> & { intent: "back" | "continue"; choice: string };

export type MembershipStepResult =
  | StepMove
  | { kind: "invalid"; field: MembershipChoiceField | null; message: string }
  /** an emeritus or student request was sent; the step moved on */
  | { kind: "requested"; move: StepMove; message: string };

export async function saveMembershipStep(
  actor: Actor,
  registrationId: number,
  input: MembershipStepInput,
  file: UploadedFile | null,
  now = new Date(),
): Promise<MembershipStepResult> {
  const step = REGISTRATION_STEP.membership;
  if (input.intent === "back") return moveRegistrationStep(actor, registrationId, step, "back");
  const registration = await readOwnRegistration(actor.userId, registrationId);
  if (!registration) return { kind: "notFound" };
  if (input.choice === NO_MEMBERSHIP) {
    return moveRegistrationStep(actor, registrationId, step, "continue", async (tx) => {
      await tx.registration.update({ where: { id: registrationId }, data: { membershipTypeId: null } });
    });
  }
  const typeId = /^\d{1,9}$/.test(input.choice) ? Number(input.choice) : null;
  const type = typeId ? await db.membershipType.findUnique({ where: { id: typeId }, select: { id: true, key: true } }) : null;
  if (!type) return { kind: "invalid", field: "membershipTypeId", message: MEMBERSHIP_MESSAGES.pickOption };
  if (type.key === MEMBERSHIP_KEY.professional) {
    const problem = await standingProblem(db, actor.userId, now);
    if (problem) return { kind: "invalid", field: null, message: problem.message };
    return moveRegistrationStep(actor, registrationId, step, "continue", async (tx) => {
      await tx.registration.update({ where: { id: registrationId }, data: { membershipTypeId: type.id } });
    });
  }
  const { dateOfBirth, memberForTenYears, isRequestingCall } = input;
  const sent = await chooseMembership(actor, { membershipTypeId: type.id, dateOfBirth, memberForTenYears, isRequestingCall }, file, now);
  if (isInvalid(sent)) {
    const [field, messages] = Object.entries(sent.errors)[0] ?? ["", []];
    return { kind: "invalid", field: (field || null) as MembershipChoiceField | null, message: messages?.[0] ?? "" };
  }
  // The request makes the member "pending review", which leaves the Membership step out; the move
  // is made with the steps as the member saw them, so it lands on the step after Membership.
  const move = await moveRegistrationStep(
    actor,
    registrationId,
    step,
    "continue",
    async (tx) => {
      await tx.registration.update({ where: { id: registrationId }, data: { membershipTypeId: null } });
    },
    { offerMembership: true },
  );
  return { kind: "requested", move, message: sent.message };
}
