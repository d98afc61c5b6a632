import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { Field, SelectField } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import {
  loadProgramInformationStep,
  programInformationInput,
  saveProgramInformation,
} from "~/features/certifications/registration/program-information.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.programInformation;
type ProgramForm = { universityProgramId: string; department: string; levelOfStudy: string; credits: string };

export const meta: MetaFunction = () => [{ title: "Program Information | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await registrationWizard.page(request, params, STEP);
  return { frame, ...(await loadProgramInformationStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP, { schema: programInformationInput, save: saveProgramInformation });
}

export default function ProgramInformationStep() {
  const { frame, programs, values, levels } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<ProgramForm>({ id: "program", lastResult: answer?.result, defaultValue: values });
  return (
    <WizardFrame frame={frame}>
      <Form method="post" {...getFormProps(form)}>
        <SelectField
          label="University Program"
          selectProps={getSelectProps(fields.universityProgramId)}
          errors={fields.universityProgramId.errors}
          placeholder="Choose your program"
          options={programs.map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <Field
          label="Department"
          inputProps={{ ...getInputProps(fields.department, { type: "text" }), maxLength: 255 }}
          errors={fields.department.errors}
        />
        <SelectField
          label="Level of Study"
          selectProps={getSelectProps(fields.levelOfStudy)}
          errors={fields.levelOfStudy.errors}
          placeholder="Choose your level of study"
          options={levels}
        />
        <Field
          label="Credits this term (optional)"
          hint="Full-time students (at least 12 undergraduate, 9 graduate or 3 PhD credits) pay half the exam fee."
          inputProps={{ ...getInputProps(fields.credits, { type: "text" }), inputMode: "numeric" }}
          errors={fields.credits.errors}
        />
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
