/** Summary: the answers of each step, and Submit, which sends the registration to final approval (twice submits once). */
import { MEDIA_KIND } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import type { FinalStepsContext } from "./wizard.ts";
import { finalStepsWizard, type FinalStepCall } from "./wizard.server.ts";

export const FINAL_SUBMITTED_MESSAGE = "Your final application was submitted for review.";

/** The Summary's rows: each step's answers as the member gave them. */
export async function loadFinalSummaryStep(userId: number, registrationId: number, context: FinalStepsContext) {
  const [s, user] = await Promise.all([
    db.registration.findUniqueOrThrow({
      where: { id: registrationId },
      select: { certificateName: true, media: { where: { kind: MEDIA_KIND.coursework }, select: { id: true, originalName: true } } },
    }),
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { organization: true, jobTitle: true, yearsOfService: true, mentorConnect: true, willText: true, cellPhone: true },
    }),
  ]);
  return [
    ...(context.independentTrainer
      ? [{ label: "Supporting Documentation", value: s.media.map((m) => m.originalName).join(", ") || "None" }]
      : []),
    { label: "Certificate Name", value: s.certificateName ?? "—" },
    ...(context.militarySpouse
      ? []
      : [
          { label: "Organization", value: user.organization ?? "—" },
          { label: "Job Title", value: user.jobTitle ?? "—" },
          { label: "Years of Service", value: user.yearsOfService ?? "—" },
        ]),
    { label: "Mentor Connect", value: user.mentorConnect ? "Yes" : "No" },
    { label: "Text messages", value: user.willText ? `Yes, to ${user.cellPhone ?? ""}` : "No" },
  ];
}

export async function submitFinalSteps(call: FinalStepCall): Promise<Moved> {
  const moved = await finalStepsWizard.move(call, "continue");
  return moved.finished ? { ...moved, toast: FINAL_SUBMITTED_MESSAGE } : moved;
}
