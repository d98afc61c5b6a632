/**
 * The route half of the registration wizard: every step's loader finds the viewer's registration for
 * the certification in the URL (the one the wizard shows, never anyone else's), checks the step may
 * be opened (else redirects to the furthest reached step) and gives the frame its data; every
 * step's action turns the step service's answer into a redirect or a 404.
 */
import { redirect } from "@remix-run/node";
import { REGISTRATION_STATUS } from "~/domain/constants.ts";
import type { Viewer } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import type { StepListItem } from "~/kit/wizard/steps.ts";
import type { PreRegistrationStep } from "./registration-wizard.ts";
import { IN_WIZARD, loadRegistrationStep, type StepMove } from "./registration-progress.server.ts";

export type WizardFrame = {
  certificationId: number;
  certificationName: string;
  steps: StepListItem<PreRegistrationStep>[];
  percent: number;
  /** the latest pathway review's message: a rejection's, or an approval's as the pre-approval message (safe HTML) */
  review: { approved: boolean; html: string } | null;
};

export type WizardStepContext = { viewer: Viewer; registrationId: number; frame: WizardFrame };

/** The latest registration of the user for this certification that the wizard shows, if any. */
async function wizardRegistrationId(userId: number, certificationId: number): Promise<number | null> {
  const latest = await db.registration.findFirst({
    where: { userId, certificationId },
    orderBy: { id: "desc" },
    select: { id: true, status: true, step: true },
  });
  if (!latest) return null;
  const shown = IN_WIZARD.some((w) => w.status === latest.status && (!("step" in w) || w.step === latest.step));
  return shown ? latest.id : null;
}

async function latestReview(registrationId: number): Promise<WizardFrame["review"]> {
  const review = await db.registrationReview.findFirst({
    where: { registrationId, registrationStatus: REGISTRATION_STATUS.registrationApproval },
    orderBy: { id: "desc" },
    select: { approved: true, message: true },
  });
  const html = safeHtml(review?.message);
  return review && html ? { approved: review.approved, html } : null;
}

/**
 * For a step's loader and action, after `requireViewer`: the viewer, their registration and the frame. Without a
 * registration in the wizard the register page decides (start one, or show where it is); a step
 * not reached yet redirects to the furthest reached one.
 */
export async function requireWizardStep(
  viewer: Viewer,
  params: { certificationId?: string },
  step: PreRegistrationStep,
): Promise<WizardStepContext> {
  const certificationId = idParam(params.certificationId);
  const certification = await db.certification.findUnique({ where: { id: certificationId }, select: { name: true } });
  if (!certification) throw notFound();
  const registrationId = await wizardRegistrationId(viewer.user.id, certificationId);
  if (!registrationId) throw redirect(paths.certifications.register(certificationId));
  const loaded = await loadRegistrationStep(viewer.user.id, registrationId, step);
  if (loaded.kind === "notFound") throw notFound();
  if (loaded.kind === "redirect") throw redirect(paths.certifications.registerStep(certificationId, loaded.step));
  return {
    viewer,
    registrationId,
    frame: {
      certificationId,
      certificationName: certification.name,
      steps: loaded.steps,
      percent: loaded.percent,
      review: await latestReview(registrationId),
    },
  };
}

/** Where a Back or Save & Continue leads: the step it names (or the furthest reached); a 404 for no registration. */
export function afterMove(certificationId: number, move: StepMove): Response {
  if (move.kind === "notFound") throw notFound();
  const step = move.step;
  return redirect(step ? paths.certifications.registerStep(certificationId, step) : paths.certifications.register(certificationId));
}

/** The pressed button: Back, or Save & Continue (the default, as Enter in a field sends no intent). */
export function intentOf(formData: FormData): "back" | "continue" {
  return formData.get("intent") === "back" ? "back" : "continue";
}

/** The posted text of a field ("" when missing or a file). */
export function textOf(formData: FormData, name: string): string {
  const v = formData.get(name);
  return typeof v === "string" ? v : "";
}

/** What the step pages show of the registration: the values stored by each step and the attached documents. */
export async function registrationStepValues(registrationId: number) {
  return db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: {
      pathwayTypeId: true,
      pathwayType: { select: { id: true, key: true, name: true, requiresPreapproval: true } },
      universityProgramId: true,
      universityProgramDepartment: true,
      universityProgramLevelOfStudy: true,
      universityProgramCredits: true,
      independentTrainerId: true,
      purchasePracticeExam: true,
      payExamFeeUpfront: true,
      shippingAddressId: true,
      courseMaterials: { select: { courseMaterialId: true } },
      media: { orderBy: { id: "asc" }, select: { id: true, kind: true, originalName: true } },
    },
  });
}
