import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { LEVEL_OF_STUDY_OPTIONS, saveProgramInformation, universityPrograms } from "~/features/certifications/program-step.server.ts";
import { afterMove, intentOf, registrationStepValues, requireWizardStep, textOf } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { Field, SelectField } from "~/ui/field.tsx";
import { refused } from "~/kit/forms/respond.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.programInformation;
type ProgramForm = { universityProgramId: string; department: string; levelOfStudy: string; credits: string };

export const meta: MetaFunction = () => [{ title: "Program Information | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const [programs, v] = await Promise.all([universityPrograms(), registrationStepValues(registrationId)]);
  const values: ProgramForm = {
    universityProgramId: v.universityProgramId ? String(v.universityProgramId) : "",
    department: v.universityProgramDepartment ?? "",
    levelOfStudy: v.universityProgramLevelOfStudy ?? "",
    credits: v.universityProgramCredits === null ? "" : String(v.universityProgramCredits),
  };
  return { frame, programs, values, levels: LEVEL_OF_STUDY_OPTIONS };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  const values: ProgramForm = {
    universityProgramId: textOf(formData, "universityProgramId"),
    department: textOf(formData, "department"),
    levelOfStudy: textOf(formData, "levelOfStudy"),
    credits: textOf(formData, "credits"),
  };
  const id = Number(values.universityProgramId);
  const result = await saveProgramInformation(viewer.actor, registrationId, {
    intent: intentOf(formData),
    universityProgramId: Number.isSafeInteger(id) && id > 0 ? id : null,
    department: values.department,
    levelOfStudy: values.levelOfStudy,
    credits: values.credits,
  });
  if (result.kind === "invalid") return refused(values, result.errors);
  return afterMove(frame.certificationId, result);
}

export default function ProgramInformationStep() {
  const { frame, programs, values, levels } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<ProgramForm>({ id: "program", lastResult: answer?.result, defaultValue: values });
  return (
    <RegistrationFrame frame={frame}>
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
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
