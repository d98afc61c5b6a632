/**
 * The Program Contact Information step: how students reach the trainer (at least one of email,
 * phone and website) and the social profiles, each optional.
 */
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import type { ContactInput } from "./schemas.server.ts";
import { saveTrainerAnswers, type TrainerCall } from "./wizard.server.ts";

const FIELDS = [
  "trainerEmail",
  "trainerPhone",
  "trainerWebsite",
  "trainerFacebook",
  "trainerInstagram",
  "trainerTwitter",
  "trainerLinkedin",
] as const satisfies readonly (keyof ContactInput)[];
type ContactField = (typeof FIELDS)[number];

export async function loadContactStep(registrationId: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: Object.fromEntries(FIELDS.map((f) => [f, true])) as Record<ContactField, true>,
  });
  return { values: Object.fromEntries(FIELDS.map((f) => [f, r[f] ?? ""])) as Record<ContactField, string> };
}

export function saveContact(call: TrainerCall, input: ContactInput): Promise<Moved> {
  return saveTrainerAnswers(call, Object.fromEntries(FIELDS.map((f) => [f, input[f] ?? null])));
}
