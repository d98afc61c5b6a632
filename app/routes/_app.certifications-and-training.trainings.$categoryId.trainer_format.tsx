import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { loadFormatStep, saveFormat } from "~/features/trainings/trainer-application/format.server.ts";
import {
  FORMAT_OPTIONS,
  LOCATION_OPTIONS,
  OFFERING_OPTIONS,
  TRAVEL_STATE_OPTIONS,
} from "~/features/trainings/trainer-application/options.ts";
import { FormatSchema } from "~/features/trainings/trainer-application/schemas.server.ts";
import { ChoiceGroup, chosenList } from "~/ui/choice-group.tsx";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { StepButtons, WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { Field, SelectField } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.trainerFormat;

export const meta: MetaFunction = () => [{ title: "Program Format Details | Independent Trainer Application | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await trainerWizard.page(request, params, STEP);
  return { frame, ...(await loadFormatStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return trainerWizard.stepAction(args, STEP, { schema: FormatSchema, save: saveFormat });
}

/**
 * The in-person questions follow the In-Person box, and the address and states their location
 * boxes: the stylesheet shows them once the box is ticked (CSS `:has()`, with or without
 * JavaScript); their labels say when they apply, for browsers that show them always.
 */
export default function FormatStep() {
  const { frame, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<typeof values>({ id: "trainer-format", lastResult: answer?.result, defaultValue: values });
  return (
    <WizardFrame frame={frame}>
      <Form method="post" className="trainer-form" {...getFormProps(form)}>
        <ChoiceGroup
          legend="What will you offer?"
          name="trainerOfferingLearningSystem"
          type="radio"
          options={OFFERING_OPTIONS}
          chosen={chosenList(fields.trainerOfferingLearningSystem.initialValue)}
          errors={fields.trainerOfferingLearningSystem.errors}
          hint="The AFC Learning System is the association's online course; a Custom Program is your own curriculum."
        />
        <ChoiceGroup
          legend="Program format"
          name="trainerProgramFormat"
          options={FORMAT_OPTIONS}
          chosen={chosenList(fields.trainerProgramFormat.initialValue)}
          errors={fields.trainerProgramFormat.errors}
          hint="Choose every format you offer."
        />
        <div className="trainer-in-person">
          <ChoiceGroup
            legend="In-person locations (In-Person programs only)"
            name="trainerInPersonLocation"
            options={LOCATION_OPTIONS}
            chosen={chosenList(fields.trainerInPersonLocation.initialValue)}
            errors={fields.trainerInPersonLocation.errors}
            hint="At a place of your own, traveling to your students, or both."
          />
          <div className="trainer-designated">
            <Field
              label="Designated location address (Designated Location only)"
              hint="At most 255 characters."
              inputProps={getInputProps(fields.trainerDesignatedAddress, { type: "text" })}
              errors={fields.trainerDesignatedAddress.errors}
            />
          </div>
          <div className="trainer-traveling">
            <SelectField
              label="States you travel to (Traveling only)"
              hint="Hold Ctrl (Command on a Mac) to choose more than one."
              selectProps={{
                id: "trainer-format-trainerTravelingStates",
                name: "trainerTravelingStates",
                multiple: true,
                size: 8,
                defaultValue: chosenList(fields.trainerTravelingStates.initialValue),
              }}
              options={TRAVEL_STATE_OPTIONS}
              errors={fields.trainerTravelingStates.errors}
            />
          </div>
        </div>
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
