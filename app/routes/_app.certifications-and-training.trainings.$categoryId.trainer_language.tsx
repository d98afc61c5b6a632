import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { loadLanguageStep, saveLanguage } from "~/features/trainings/trainer-application/language.server.ts";
import { LANGUAGE_OPTIONS } from "~/features/trainings/trainer-application/options.ts";
import { LanguageSchema } from "~/features/trainings/trainer-application/schemas.server.ts";
import { ChoiceGroup, chosenList } from "~/ui/choice-group.tsx";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { StepButtons, WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { Field } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.trainerLanguage;

export const meta: MetaFunction = () => [{ title: "Languages Offered | Independent Trainer Application | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await trainerWizard.page(request, params, STEP);
  return { frame, ...(await loadLanguageStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return trainerWizard.stepAction(args, STEP, { schema: LanguageSchema, save: saveLanguage });
}

/** The other language's name follows the Other box (shown by the stylesheet once it is ticked, with or without JavaScript). */
export default function LanguageStep() {
  const { frame, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<typeof values>({ id: "trainer-language", lastResult: answer?.result, defaultValue: values });
  return (
    <WizardFrame frame={frame}>
      <Form method="post" className="trainer-form" {...getFormProps(form)}>
        <ChoiceGroup
          legend="Languages you teach in"
          name="trainerLanguages"
          options={LANGUAGE_OPTIONS}
          chosen={chosenList(fields.trainerLanguages.initialValue)}
          errors={fields.trainerLanguages.errors}
          hint="Choose every language you offer your program in."
        />
        <div className="trainer-language-other">
          <Field
            label="Other language (Other only)"
            hint="At most 255 characters."
            inputProps={getInputProps(fields.trainerLanguageOther, { type: "text" })}
            errors={fields.trainerLanguageOther.errors}
          />
        </div>
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
