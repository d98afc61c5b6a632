import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { choiceStepView, saveChoiceStep } from "~/features/certifications/choice-steps.server.ts";
import { afterMove, intentOf, requireWizardStep } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { CheckboxField } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.practiceExamBundle;

export const meta: MetaFunction = () => [{ title: "Practice Exam Bundle | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  return { frame, view: await choiceStepView(registrationId, STEP) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  const chosen = formData.get("chosen") === "on";
  return afterMove(frame.certificationId, await saveChoiceStep(viewer.actor, registrationId, STEP, { intent: intentOf(formData), chosen }));
}

export default function PracticeExamBundleStep() {
  const { frame, view } = useLoaderData<typeof loader>();
  return (
    <RegistrationFrame frame={frame}>
      <Form method="post">
        {view.detail ? <p>{view.detail}</p> : null}
        <CheckboxField label={view.label} inputProps={{ name: "chosen", id: "chosen", defaultChecked: view.checked }} />
        <StepButtons />
      </Form>
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
