/**
 * The final-steps wizard on the wizard engine (member spec): it shows the signed-in member's latest
 * registration for the certification while it is in post-registration or module approval, and only
 * once every requirement is met (progress 4 of 4); otherwise the member is sent to the certification
 * root. Submit on the Summary sends the registration to final approval (twice submits once).
 */
import { EXAM_RESULT, PATHWAY_KEY, REGISTRATION_STATUS, REGISTRATION_STEP, REVIEW_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { notFound } from "~/lib/http.ts";
import { paths } from "~/lib/paths.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { certificationScope, claimRegistration, latestRegistration, type CertificationScope } from "../wizard-registration.server.ts";
import { defineWizardServer, type Client, type StepCall } from "~/kit/wizard/engine.server.ts";
import { progressScore } from "../exam-rules.ts";
import { FINAL_STEPS_WIZARD, type FinalStep, type FinalStepsContext } from "./wizard.ts";

/** Statuses in which the final steps show (member spec). */
export const IN_FINAL_STEPS: string[] = [REGISTRATION_STATUS.postRegistration, REGISTRATION_STATUS.moduleApproval];

export type FinalStepsScope = CertificationScope;
export type FinalStepCall = StepCall<FinalStepsScope, FinalStep>;

/** The registration when the final steps are open for it (its status, not expired, every requirement met); else null. */
async function readFinalRegistration(client: Client, userId: number, registrationId: number) {
  const r = await client.registration.findFirst({
    where: { id: registrationId, userId, status: { in: IN_FINAL_STEPS }, expirationStatus: null },
    select: {
      id: true,
      status: true,
      step: true,
      militarySpouse: true,
      requiredHours: true,
      codeOfEthicsSignature: true,
      codeOfEthicsSignedAt: true,
      pathwayType: { select: { key: true } },
    },
  });
  if (!r) return null;
  const [approved, passed] = await Promise.all([
    client.experience.aggregate({ where: { registrationId: r.id, status: REVIEW_STATUS.approved }, _sum: { hours: true } }),
    client.examAttempt.findFirst({ where: { registrationId: r.id, result: EXAM_RESULT.pass }, select: { id: true } }),
  ]);
  const score = progressScore({
    approvedHours: approved._sum.hours ?? 0,
    requiredHours: r.requiredHours,
    ethicsSigned: r.codeOfEthicsSignedAt !== null || Boolean(r.codeOfEthicsSignature?.trim()),
    examPassed: passed !== null,
  });
  return score >= 4 ? r : null;
}

export function finalStepsContext(r: { militarySpouse: boolean; pathwayType: { key: string } | null }): FinalStepsContext {
  return { independentTrainer: r.pathwayType?.key === PATHWAY_KEY.independentTrainer, militarySpouse: r.militarySpouse };
}

export const finalStepsWizard = defineWizardServer({
  table: FINAL_STEPS_WIZARD,
  label: "Final steps",
  entityType: "Registration",
  scope: certificationScope,
  locate: async (client, userId, scope) => (await latestRegistration(client, userId, scope))?.id ?? null,
  read: readFinalRegistration,
  context: async (_client, r) => finalStepsContext(r),
  advance: (_r, { finished }) =>
    finished
      ? { data: { step: REGISTRATION_STEP.finalSummary, status: REGISTRATION_STATUS.finalApproval }, action: "registration.submitFinal" }
      : null,
  claim: claimRegistration,
  audited: (r) => ({ status: r.status, step: r.step }),
  href: {
    step: ({ certificationId }, key) => paths.certifications.finalStep(certificationId, key),
    outside: () => paths.certifications.root(),
    finished: () => paths.certifications.root(),
  },
  async frame({ certificationId }, r) {
    const [certification, review] = await Promise.all([
      db.certification.findUnique({ where: { id: certificationId }, select: { name: true } }),
      db.registrationReview.findFirst({
        where: {
          registrationId: r.id,
          registrationStatus: { in: [REGISTRATION_STATUS.finalApproval, REGISTRATION_STATUS.experienceApproval] },
        },
        orderBy: { id: "desc" },
        select: { approved: true, message: true },
      }),
    ]);
    if (!certification) throw notFound();
    const html = safeHtml(review?.message);
    return { title: `${certification.name}: Final Steps`, review: review && html ? { approved: review.approved, html } : null };
  },
});
