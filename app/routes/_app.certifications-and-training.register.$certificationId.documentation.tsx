import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { FileInput, FileLinks } from "~/ui/attached-files.tsx";
import { SelectField } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { loadDocumentationStep, saveDocumentation } from "~/features/certifications/registration/documentation.server.ts";
import { DocumentationSchema } from "~/features/certifications/registration/schemas.server.ts";
import { documentUpload } from "~/features/certifications/step-documents.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.documentation;

export const meta: MetaFunction = () => [{ title: "Supporting Documentation | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await registrationWizard.page(request, params, STEP);
  return { frame, ...(await loadDocumentationStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP, {
    schema: DocumentationSchema,
    save: saveDocumentation,
    upload: documentUpload("courseworkFile"),
  });
}

export default function DocumentationStep() {
  const { frame, field, required, reviewed, files, trainers, trainerId, trainerNotices } = useLoaderData<typeof loader>();
  // The chosen trainer's status message, following the select once hydrated.
  const [chosenTrainer, setChosenTrainer] = useState(trainerId);
  const trainerNotice = trainerNotices[chosenTrainer];
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ courseworkFile: string; designationFile: string; independentTrainerId: string }>({
    id: "documentation",
    lastResult: answer?.result,
    defaultValue: { independentTrainerId: trainerId },
  });
  const label = field === "designationFile" ? "Designation certificate" : "Coursework (transcript or certificate of completion)";
  return (
    <WizardFrame frame={frame}>
      <p>
        {reviewed
          ? "Upload the document we review to approve your pathway."
          : required
            ? "Upload the document your pathway requires."
            : "You may upload a document now; it helps us if we need to check your eligibility."}
      </p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        {files.length > 0 ? <FileLinks files={files} deletable /> : null}
        <FileInput
          id="documentation-file"
          name={field}
          label={required ? label : `${label} (optional)`}
          hint="A PDF, JPG or PNG file, 10 MB or smaller."
          accept="application/pdf,image/jpeg,image/png"
          errors={(field === "designationFile" ? fields.designationFile.errors : fields.courseworkFile.errors) ?? undefined}
        />
        {trainers ? (
          <SelectField
            label="Your Independent Trainer"
            selectProps={{
              name: "independentTrainerId",
              id: "independent-trainer",
              defaultValue: fields.independentTrainerId.initialValue as string | undefined,
              onChange: (event) => setChosenTrainer(event.target.value),
            }}
            placeholder="Choose your trainer"
            options={trainers.map((t) => ({ value: String(t.id), label: t.name }))}
            errors={fields.independentTrainerId.errors}
          />
        ) : null}
        {trainers && trainerNotice ? (
          <p className="alert alert-warning" role="status">
            {trainerNotice}
          </p>
        ) : null}
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
