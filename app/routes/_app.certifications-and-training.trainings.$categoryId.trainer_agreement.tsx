import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { loadAgreementStep, signAgreement } from "~/features/trainings/trainer-application/agreement.server.ts";
import { AgreementSchema } from "~/features/trainings/trainer-application/schemas.server.ts";
import { TrainerTerms } from "~/features/trainings/trainer-application/ui/terms.tsx";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { StepButtons, WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { Field } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.trainerAgreement;

export const meta: MetaFunction = () => [
  { title: "Independent Trainer Terms and Conditions | Independent Trainer Application | Member Portal" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await trainerWizard.page(request, params, STEP);
  return { frame, ...(await loadAgreementStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return trainerWizard.stepAction(args, STEP, { schema: AgreementSchema, save: (call, input) => signAgreement(call, input) });
}

export default function AgreementStep() {
  const { frame, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<typeof values>({ id: "trainer-agreement", lastResult: answer?.result, defaultValue: values });
  return (
    <WizardFrame frame={frame}>
      <TrainerTerms />
      <Form method="post" {...getFormProps(form)}>
        <Field
          label="Signature"
          hint="Type your full name to agree to the Independent Trainer Terms and Conditions."
          inputProps={{ ...getInputProps(fields.trainerSignature, { type: "text" }), autoComplete: "name" }}
          errors={fields.trainerSignature.errors}
        />
        <Field
          label="Date"
          hint="Today's date: your signature is dated the day you sign."
          inputProps={{
            ...getInputProps(fields.trainerSignatureDate, { type: "text" }),
            defaultValue: values.trainerSignatureDate,
            readOnly: true,
          }}
          errors={fields.trainerSignatureDate.errors}
        />
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
