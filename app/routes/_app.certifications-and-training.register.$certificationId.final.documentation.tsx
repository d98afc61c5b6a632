import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { FileInput, FileLinks } from "~/ui/attached-files.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { finalStepsWizard } from "~/features/certifications/final-steps/wizard.server.ts";
import { loadFinalDocumentationStep, saveFinalDocumentation } from "~/features/certifications/final-steps/documentation.server.ts";
import { FinalDocumentationSchema } from "~/features/certifications/final-steps/schemas.server.ts";
import { documentUpload } from "~/features/certifications/step-documents.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.documentation;

export const meta: MetaFunction = () => [{ title: "Supporting Documentation | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await finalStepsWizard.page(request, params, STEP);
  return { frame, first: frame.steps[0]?.key === STEP, ...(await loadFinalDocumentationStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return finalStepsWizard.stepAction(args, STEP, {
    schema: FinalDocumentationSchema,
    save: saveFinalDocumentation,
    upload: documentUpload("completionFile"),
  });
}

export default function FinalDocumentationStep() {
  const { frame, first, files } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ completionFile: string }>({ id: "final-documentation", lastResult: answer?.result });
  return (
    <WizardFrame frame={frame}>
      <p>Upload the certificate of completion your Independent Trainer gave you.</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        {files.length > 0 ? <FileLinks files={files} /> : null}
        <FileInput
          id="completion-file"
          name="completionFile"
          label="Certificate of completion"
          hint="A PDF, JPG or PNG file, 10 MB or smaller."
          accept="application/pdf,image/jpeg,image/png"
          errors={fields.completionFile.errors ?? undefined}
        />
        <StepButtons back={!first} />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
