import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { loadAudienceStep, saveAudience } from "~/features/trainings/trainer-application/audience.server.ts";
import { AUDIENCE_OPTIONS, GROUP_SIZE_OPTIONS } from "~/features/trainings/trainer-application/options.ts";
import { AudienceSchema } from "~/features/trainings/trainer-application/schemas.server.ts";
import { ChoiceGroup, chosenList } from "~/ui/choice-group.tsx";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { StepButtons, WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.trainerAudience;

export const meta: MetaFunction = () => [{ title: "Program Audience | Independent Trainer Application | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await trainerWizard.page(request, params, STEP);
  return { frame, ...(await loadAudienceStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return trainerWizard.stepAction(args, STEP, { schema: AudienceSchema, save: saveAudience });
}

/** The group size follows the Group box (shown by the stylesheet once it is ticked, with or without JavaScript). */
export default function AudienceStep() {
  const { frame, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<typeof values>({ id: "trainer-audience", lastResult: answer?.result, defaultValue: values });
  return (
    <WizardFrame frame={frame}>
      <Form method="post" className="trainer-form" {...getFormProps(form)}>
        <ChoiceGroup
          legend="Who do you train?"
          name="trainerAudience"
          options={AUDIENCE_OPTIONS}
          chosen={chosenList(fields.trainerAudience.initialValue)}
          errors={fields.trainerAudience.errors}
          hint="Choose every audience you serve."
        />
        <div className="trainer-group-size">
          <ChoiceGroup
            legend="Group size (groups only)"
            name="trainerGroupSize"
            type="radio"
            options={GROUP_SIZE_OPTIONS}
            chosen={chosenList(fields.trainerGroupSize.initialValue)}
            errors={fields.trainerGroupSize.errors}
            hint="The usual number of people in a group."
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
