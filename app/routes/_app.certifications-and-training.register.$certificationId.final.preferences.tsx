import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { CheckboxField, Field } from "~/ui/field.tsx";
import { finalStepsWizard } from "~/features/certifications/final-steps/wizard.server.ts";
import { loadPreferencesStep, savePreferences } from "~/features/certifications/final-steps/preferences.server.ts";
import { PreferencesSchema } from "~/features/certifications/final-steps/schemas.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.preferences;

export const meta: MetaFunction = () => [{ title: "Preferences | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, viewer } = await finalStepsWizard.page(request, params, STEP);
  return { frame, user: await loadPreferencesStep(viewer.user.id) };
}

export async function action(args: ActionFunctionArgs) {
  return finalStepsWizard.stepAction(args, STEP, { schema: PreferencesSchema, save: savePreferences });
}

export default function PreferencesStep() {
  const { frame, user } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "preferences",
    lastResult: reply?.result,
    defaultValue: {
      mentorConnect: user.mentorConnect ? "on" : undefined,
      willText: user.willText ? "on" : undefined,
      cellPhone: user.cellPhone ?? "",
    },
  });
  return (
    <WizardFrame frame={frame}>
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
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
