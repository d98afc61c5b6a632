import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { CheckboxField } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { choiceStepView, saveChoiceStep } from "~/features/certifications/registration/choice-steps.server.ts";
import { ChoiceStepSchema } from "~/features/certifications/registration/schemas.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.examFees;

export const meta: MetaFunction = () => [{ title: "Pay Exam Fees Upfront | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await registrationWizard.page(request, params, STEP);
  return { frame, view: await choiceStepView(record.id, STEP) };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP, { schema: ChoiceStepSchema, save: saveChoiceStep });
}

export default function ExamFeesStep() {
  const { frame, view } = useLoaderData<typeof loader>();
  return (
    <WizardFrame frame={frame}>
      <Form method="post">
        {view.detail ? <p>{view.detail}</p> : null}
        <CheckboxField label={view.label} inputProps={{ name: "chosen", id: "chosen", defaultChecked: view.checked }} />
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
