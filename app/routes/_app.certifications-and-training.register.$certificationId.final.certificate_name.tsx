import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { Field } from "~/ui/field.tsx";
import { finalStepsWizard } from "~/features/certifications/final-steps/wizard.server.ts";
import { loadCertificateNameStep, saveCertificateName } from "~/features/certifications/final-steps/certificate-name.server.ts";
import { CertificateNameSchema } from "~/features/certifications/final-steps/schemas.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.certificateName;

export const meta: MetaFunction = () => [{ title: "Certificate Name | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record, viewer } = await finalStepsWizard.page(request, params, STEP);
  return { frame, first: frame.steps[0]?.key === STEP, ...(await loadCertificateNameStep(record.id, viewer.user)) };
}

export async function action(args: ActionFunctionArgs) {
  return finalStepsWizard.stepAction(args, STEP, { schema: CertificateNameSchema, save: saveCertificateName });
}

export default function CertificateNameStep() {
  const { frame, first, certificateName, maxLength } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ certificateName: string }>({
    id: "certificate-name",
    lastResult: answer?.result,
    defaultValue: { certificateName },
  });
  return (
    <WizardFrame frame={frame}>
      <p>Your certificate shows this name exactly as you type it, with any designations you want on it.</p>
      <Form method="post" {...getFormProps(form)}>
        <Field
          label="Certificate Name"
          inputProps={{ ...getInputProps(fields.certificateName, { type: "text" }), maxLength, autoComplete: "name" }}
          errors={fields.certificateName.errors}
        />
        <StepButtons back={!first} />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
