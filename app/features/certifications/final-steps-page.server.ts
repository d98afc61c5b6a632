/**
 * What every final-steps page's loader and action starts with: the viewer's registration for the
 * certification in the URL and the wizard frame, or a redirect (closed: the certification root; a
 * step not reached: the furthest reached one).
 */
import { redirect } from "@remix-run/node";
import type { Viewer } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import type { StepListItem } from "~/kit/wizard/steps.ts";
import { loadFinalStep, type FinalMove } from "./final-steps.server.ts";
import type { FinalStep, FinalStepsContext } from "./final-steps-wizard.ts";

export type FinalFrame = {
  certificationId: number;
  certificationName: string;
  steps: StepListItem<FinalStep>[];
  percent: number;
  review: { approved: boolean; html: string } | null;
};

export async function requireFinalStep(
  viewer: Viewer,
  params: { certificationId?: string },
  step: FinalStep,
): Promise<{ viewer: Viewer; registrationId: number; context: FinalStepsContext; frame: FinalFrame }> {
  const certificationId = idParam(params.certificationId);
  const certification = await db.certification.findUnique({ where: { id: certificationId }, select: { name: true } });
  if (!certification) throw notFound();
  const loaded = await loadFinalStep(viewer.user.id, certificationId, step);
  if (loaded.kind === "closed") throw redirect(paths.certifications.root());
  if (loaded.kind === "redirect") throw redirect(paths.certifications.finalStep(certificationId, loaded.step));
  const html = safeHtml(loaded.review?.message);
  return {
    viewer,
    registrationId: loaded.registrationId,
    context: loaded.context,
    frame: {
      certificationId,
      certificationName: certification.name,
      steps: loaded.steps,
      percent: loaded.percent,
      review: loaded.review && html ? { approved: loaded.review.approved, html } : null,
    },
  };
}

/** Where a move leads: the step it names, the certification root when finished or closed. */
export function afterFinalMove(certificationId: number, move: FinalMove): Response {
  if (move.kind === "closed" || (move.kind === "moved" && (move.finished || !move.step))) return redirect(paths.certifications.root());
  return redirect(paths.certifications.finalStep(certificationId, move.step!));
}
