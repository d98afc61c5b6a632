/**
 * The certification registration wizard on the wizard engine (kit/wizard/engine.server.ts): the
 * member's latest registration for the certification in the URL, while it is in pre-registration or
 * waiting at Pathway Review. On a pathway that needs preapproval, reaching Pathway Review puts the
 * registration in registration approval: it then shows only that step, waiting, until an admin
 * decides. Opening register/{certificationId} leads into the wizard, or to its start page
 * (`start.server.ts`).
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { notFound } from "~/lib/http.ts";
import { paths } from "~/lib/paths.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { certificationScope, claimRegistration, latestRegistration, type CertificationScope } from "../wizard-registration.server.ts";
import { defineWizardServer, type Client, type StepCall } from "~/kit/wizard/engine.server.ts";
import { REGISTRATION_WIZARD, type PreRegistrationStep, type RegistrationWizardContext } from "./wizard.ts";

/** The wizard shows a registration in pre-registration, and one waiting at Pathway Review. */
export const IN_WIZARD = [
  { status: REGISTRATION_STATUS.preRegistration },
  { status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.pathwayApproval },
];

/** Whether the wizard shows a registration at this status and step (IN_WIZARD). */
export const shownInWizard = (r: { status: string; step: string }) =>
  IN_WIZARD.some((w) => w.status === r.status && (!("step" in w) || w.step === r.step));

export type RegistrationScope = CertificationScope;
export type RegistrationCall = StepCall<RegistrationScope, PreRegistrationStep>;

/** The registration as the wizard and its steps need it (the member's own, in the wizard). */
export function readWizardRegistration(client: Client, userId: number, registrationId: number) {
  return client.registration.findFirst({
    where: { id: registrationId, userId, certificationId: { not: null }, OR: IN_WIZARD },
    select: {
      id: true,
      userId: true,
      step: true,
      status: true,
      certificationId: true,
      pathwayType: { select: { id: true, key: true, requiresPreapproval: true } },
    },
  });
}
export type WizardRegistration = NonNullable<Awaited<ReturnType<typeof readWizardRegistration>>>;

/** The steps' context: the pathway, and whether Membership is offered. */
export function registrationContext(r: WizardRegistration, offerMembership: boolean): RegistrationWizardContext {
  const p = r.pathwayType;
  return { pathway: p && { key: p.key, requiresPreapproval: p.requiresPreapproval }, offerMembership };
}

export const registrationWizard = defineWizardServer({
  table: REGISTRATION_WIZARD,
  label: "Registration steps",
  entityType: "Registration",
  scope: certificationScope,
  async locate(client, userId, scope) {
    const latest = await latestRegistration(client, userId, scope);
    return latest && shownInWizard(latest) ? latest.id : null;
  },
  read: readWizardRegistration,
  async context(client, r, userId) {
    return registrationContext(r, !(await hasMemberPricing(userId, new Date(), client)));
  },
  heldAt: (r) => (r.status === REGISTRATION_STATUS.registrationApproval ? REGISTRATION_STEP.pathwayApproval : null),
  // Reaching Pathway Review sends the registration to the admins' registration approval queue.
  advance: (r, { reached }) =>
    reached === REGISTRATION_STEP.pathwayApproval && r.step !== REGISTRATION_STEP.pathwayApproval
      ? { data: { status: REGISTRATION_STATUS.registrationApproval }, action: "registration.step" }
      : null,
  claim: claimRegistration,
  href: {
    step: ({ certificationId }, key) => paths.certifications.registerStep(certificationId, key),
    outside: ({ certificationId }) => paths.certifications.register(certificationId),
    finished: ({ certificationId }) => paths.certifications.register(certificationId),
  },
  async frame({ certificationId }, r) {
    const [certification, review] = await Promise.all([
      db.certification.findUnique({ where: { id: certificationId }, select: { name: true } }),
      db.registrationReview.findFirst({
        where: { registrationId: r.id, registrationStatus: REGISTRATION_STATUS.registrationApproval },
        orderBy: { id: "desc" },
        select: { approved: true, message: true },
      }),
    ]);
    if (!certification) throw notFound();
    const html = safeHtml(review?.message);
    return { title: `${certification.name} Registration`, review: review && html ? { approved: review.approved, html } : null };
  },
});
