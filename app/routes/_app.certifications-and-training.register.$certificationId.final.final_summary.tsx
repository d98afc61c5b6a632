import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { finalStepsWizard } from "~/features/certifications/final-steps/wizard.server.ts";
import { loadFinalSummaryStep, submitFinalSteps } from "~/features/certifications/final-steps/summary.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.finalSummary;

export const meta: MetaFunction = () => [{ title: "Summary | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record, viewer, context } = await finalStepsWizard.page(request, params, STEP);
  return { frame, rows: await loadFinalSummaryStep(viewer.user.id, record.id, context) };
}

export async function action(args: ActionFunctionArgs) {
  return finalStepsWizard.stepAction(args, STEP, { save: submitFinalSteps });
}

export default function FinalSummaryStep() {
  const { frame, rows } = useLoaderData<typeof loader>();
  return (
    <WizardFrame frame={frame}>
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
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
