import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { EmploymentFields, employmentDefaults } from "~/features/profile/ui/employment-fields.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { FormErrors } from "~/ui/field.tsx";
import { finalStepsWizard } from "~/features/certifications/final-steps/wizard.server.ts";
import { loadProfessionalInfoStep, saveProfessionalInfo } from "~/features/certifications/final-steps/professional-info.server.ts";
import { ProfessionalInfoSchema } from "~/features/certifications/final-steps/schemas.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.professionalInfo;

export const meta: MetaFunction = () => [{ title: "Professional Info | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, viewer } = await finalStepsWizard.page(request, params, STEP);
  return { frame, ...(await loadProfessionalInfoStep(viewer.user.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return finalStepsWizard.stepAction(args, STEP, { schema: ProfessionalInfoSchema, save: saveProfessionalInfo });
}

export default function ProfessionalInfoStep() {
  const { frame, values, options } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "employment", lastResult: reply?.result, defaultValue: employmentDefaults(values) });
  return (
    <WizardFrame frame={frame}>
      <p>Tell us where you work. It is saved to your profile.</p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <EmploymentFields fields={fields} options={options} />
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
