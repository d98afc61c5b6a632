import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { afterFinalMove, requireFinalStep } from "~/features/certifications/final-steps-page.server.ts";
import { PreferencesSchema, saveFinalPreferences } from "~/features/certifications/final-step-services.server.ts";
import { moveFinalStep } from "~/features/certifications/final-steps.server.ts";
import { intentOf } from "~/features/certifications/wizard-page.server.ts";
import { FinalStepsFrame } from "~/features/certifications/ui/final-steps-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { CheckboxField, Field } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.preferences;

export const meta: MetaFunction = () => [{ title: "Preferences | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer, frame } = await requireFinalStep(await requireViewer(request), params, STEP);
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.user.id },
    select: { mentorConnect: true, willText: true, cellPhone: true },
  });
  return { frame, user };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame } = await requireFinalStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  if (intentOf(formData) === "back")
    return afterFinalMove(frame.certificationId, await moveFinalStep(viewer.actor, frame.certificationId, STEP, "back"));
  const submission = parseWithZod(formData, { schema: PreferencesSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return afterFinalMove(frame.certificationId, await saveFinalPreferences(viewer.actor, frame.certificationId, submission.value));
}

export default function PreferencesStep() {
  const { frame, user } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "preferences",
    lastResult,
    defaultValue: {
      mentorConnect: user.mentorConnect ? "on" : undefined,
      willText: user.willText ? "on" : undefined,
      cellPhone: user.cellPhone ?? "",
    },
  });
  return (
    <FinalStepsFrame frame={frame}>
      <Form method="post" {...getFormProps(form)}>
        <CheckboxField
          label="Mentor Connect: I would like to mentor candidates working toward their certification."
          inputProps={getInputProps(fields.mentorConnect, { type: "checkbox" })}
          errors={fields.mentorConnect.errors}
        />
        <CheckboxField
          label="Send me text messages about my certification."
          inputProps={getInputProps(fields.willText, { type: "checkbox" })}
          errors={fields.willText.errors}
        />
        <Field
          label="Cell Phone"
          hint="Needed to receive text messages."
          inputProps={{ ...getInputProps(fields.cellPhone, { type: "tel" }), autoComplete: "tel" }}
          errors={fields.cellPhone.errors}
        />
        <StepButtons />
      </Form>
    </FinalStepsFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
