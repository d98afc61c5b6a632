import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { afterFinalMove, requireFinalStep } from "~/features/certifications/final-steps-page.server.ts";
import { CERTIFICATE_NAME_MAX, saveCertificateName } from "~/features/certifications/final-step-services.server.ts";
import { intentOf, textOf } from "~/features/certifications/wizard-page.server.ts";
import { FinalStepsFrame } from "~/features/certifications/ui/final-steps-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { refused } from "~/kit/forms/respond.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { Field } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.certificateName;

export const meta: MetaFunction = () => [{ title: "Certificate Name | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer, frame, registrationId, context } = await requireFinalStep(await requireViewer(request), params, STEP);
  const r = await db.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { certificateName: true } });
  return {
    frame,
    first: frame.steps[0]?.key === STEP,
    independentTrainer: context.independentTrainer,
    certificateName: r.certificateName ?? `${viewer.user.firstName} ${viewer.user.lastName}`.trim(),
    maxLength: CERTIFICATE_NAME_MAX,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame } = await requireFinalStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  const values = { certificateName: textOf(formData, "certificateName") };
  const result = await saveCertificateName(viewer.actor, frame.certificationId, intentOf(formData), values.certificateName);
  if (result.kind === "invalid") return refused(values, result.errors);
  return afterFinalMove(frame.certificationId, result);
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
    <FinalStepsFrame frame={frame}>
      <p>Your certificate shows this name exactly as you type it, with any designations you want on it.</p>
      <Form method="post" {...getFormProps(form)}>
        <Field
          label="Certificate Name"
          inputProps={{ ...getInputProps(fields.certificateName, { type: "text" }), maxLength, autoComplete: "name" }}
          errors={fields.certificateName.errors}
        />
        <StepButtons back={!first} />
      </Form>
    </FinalStepsFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
