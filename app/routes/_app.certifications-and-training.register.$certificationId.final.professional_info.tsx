import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { afterFinalMove, requireFinalStep } from "~/features/certifications/final-steps-page.server.ts";
import { saveFinalProfessionalInfo } from "~/features/certifications/final-step-services.server.ts";
import { moveFinalStep } from "~/features/certifications/final-steps.server.ts";
import { intentOf } from "~/features/certifications/wizard-page.server.ts";
import { FinalStepsFrame } from "~/features/certifications/ui/final-steps-frame.tsx";
import { RequiredEmploymentSchema } from "~/features/profile/employment-schema.server.ts";
import { getEmploymentForm } from "~/features/profile/employment.server.ts";
import { EmploymentFields, employmentDefaults } from "~/features/profile/ui/employment-fields.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { FormErrors } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.professionalInfo;

export const meta: MetaFunction = () => [{ title: "Professional Info | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer, frame } = await requireFinalStep(await requireViewer(request), params, STEP);
  const form = await getEmploymentForm(viewer.user.id);
  if (!form) throw notFound();
  return { frame, values: form.values, options: form.options };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame } = await requireFinalStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  if (intentOf(formData) === "back")
    return afterFinalMove(frame.certificationId, await moveFinalStep(viewer.actor, frame.certificationId, STEP, "back"));
  const submission = parseWithZod(formData, { schema: RequiredEmploymentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await saveFinalProfessionalInfo(viewer.actor, frame.certificationId, submission.value);
  if (result.kind === "invalid")
    return data(submission.reply({ fieldErrors: result.fieldErrors as Record<string, string[]> }), { status: 400 });
  return afterFinalMove(frame.certificationId, result);
}

export default function ProfessionalInfoStep() {
  const { frame, values, options } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "employment", lastResult, defaultValue: employmentDefaults(values) });
  return (
    <FinalStepsFrame frame={frame}>
      <p>Tell us where you work. It is saved to your profile.</p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <EmploymentFields fields={fields} options={options} />
        <StepButtons />
      </Form>
    </FinalStepsFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
