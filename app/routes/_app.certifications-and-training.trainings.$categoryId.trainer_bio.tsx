import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { loadBioStep, saveBio } from "~/features/trainings/trainer-application/bio.server.ts";
import { BioSchema } from "~/features/trainings/trainer-application/schemas.server.ts";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { StepButtons, WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { Field, TextareaField } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.trainerBio;

export const meta: MetaFunction = () => [{ title: "Bio | Independent Trainer Application | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await trainerWizard.page(request, params, STEP);
  return { frame, ...(await loadBioStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return trainerWizard.stepAction(args, STEP, { schema: BioSchema, save: saveBio });
}

export default function BioStep() {
  const { frame, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<typeof values>({ id: "trainer-bio", lastResult: answer?.result, defaultValue: values });
  return (
    <WizardFrame frame={frame}>
      <p>Tell students and the association about yourself. Your bio is shown on your Independent Trainer profile.</p>
      <Form method="post" {...getFormProps(form)}>
        <Field
          label="Education (optional)"
          hint="Your degrees or studies, at most 255 characters."
          inputProps={getInputProps(fields.trainerEducation, { type: "text" })}
          errors={fields.trainerEducation.errors}
        />
        <Field
          label="Licenses (optional)"
          hint="Licenses and certifications you hold, at most 255 characters."
          inputProps={getInputProps(fields.trainerLicenses, { type: "text" })}
          errors={fields.trainerLicenses.errors}
        />
        <TextareaField
          label="Bio"
          hint="At most 2,500 characters."
          textareaProps={{ ...getTextareaProps(fields.trainerBio), rows: 8 }}
          errors={fields.trainerBio.errors}
        />
        <StepButtons back={false} />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
