import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { afterFinalMove, requireFinalStep } from "~/features/certifications/final-steps-page.server.ts";
import { finalSummary, submitFinalSteps } from "~/features/certifications/final-step-services.server.ts";
import { intentOf } from "~/features/certifications/wizard-page.server.ts";
import { FinalStepsFrame } from "~/features/certifications/ui/final-steps-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.finalSummary;

export const meta: MetaFunction = () => [{ title: "Summary | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer, frame, registrationId, context } = await requireFinalStep(await requireViewer(request), params, STEP);
  const s = await finalSummary(viewer.user.id, registrationId);
  const rows = [
    ...(context.independentTrainer
      ? [{ label: "Supporting Documentation", value: s.media.map((m) => m.originalName).join(", ") || "None" }]
      : []),
    { label: "Certificate Name", value: s.certificateName ?? "—" },
    ...(context.militarySpouse
      ? []
      : [
          { label: "Organization", value: s.organization ?? "—" },
          { label: "Job Title", value: s.jobTitle ?? "—" },
          { label: "Years of Service", value: s.yearsOfService ?? "—" },
        ]),
    { label: "Mentor Connect", value: s.mentorConnect ? "Yes" : "No" },
    { label: "Text messages", value: s.willText ? `Yes, to ${s.cellPhone ?? ""}` : "No" },
  ];
  return { frame, rows };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame } = await requireFinalStep(await requireViewer(request), params, STEP);
  const intent = intentOf(await readForm(request));
  const move = await submitFinalSteps(viewer.actor, frame.certificationId, intent);
  if (move.kind === "moved" && move.finished)
    return redirectWithToast(paths.certifications.root(), { kind: "success", message: "Your final application was submitted for review." });
  return afterFinalMove(frame.certificationId, move);
}

export default function FinalSummaryStep() {
  const { frame, rows } = useLoaderData<typeof loader>();
  return (
    <FinalStepsFrame frame={frame}>
      <p>Check your answers, then submit your final application. We review it and issue your certificate.</p>
      <dl className="details card">
        {rows.map((r) => (
          <Fragment key={r.label}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </Fragment>
        ))}
      </dl>
      <Form method="post">
        <StepButtons continueLabel="Submit" />
      </Form>
    </FinalStepsFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
