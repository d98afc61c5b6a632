import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PATHWAY_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { CheckboxField, ErrorList } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { choosePathway, loadPathwayStep } from "~/features/certifications/registration/pathway.server.ts";
import { PathwaySchema } from "~/features/certifications/registration/schemas.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.pathway;

export const meta: MetaFunction = () => [{ title: "Pathway | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record, scope } = await registrationWizard.page(request, params, STEP);
  return { frame, ...(await loadPathwayStep(record.id, scope.certificationId)) };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP, { schema: PathwaySchema, save: choosePathway });
}

export default function PathwayStep() {
  const { frame, options, chosen } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ pathwayTypeId: string; confirmTimeline: string }>({
    id: "pathway",
    lastResult: answer?.result,
    defaultValue: { pathwayTypeId: chosen },
  });
  const initial = typeof fields.pathwayTypeId.initialValue === "string" ? fields.pathwayTypeId.initialValue : chosen;
  const trainerPathway = options.find((o) => o.key === PATHWAY_KEY.independentTrainer);
  const errorId = "pathway-error";
  return (
    <WizardFrame frame={frame}>
      <Form method="post" {...getFormProps(form)}>
        <fieldset aria-describedby={fields.pathwayTypeId.errors ? errorId : undefined}>
          <legend>Choose your pathway</legend>
          {options.map((o) => (
            <div className="field-radio" key={o.id}>
              <input
                type="radio"
                id={`pathway-${o.id}`}
                name="pathwayTypeId"
                value={String(o.id)}
                defaultChecked={initial === String(o.id)}
                aria-describedby={`pathway-${o.id}-about`}
              />
              <label htmlFor={`pathway-${o.id}`}>
                <strong>{o.name}</strong>
              </label>
              <p className="method-detail muted" id={`pathway-${o.id}-about`}>
                {o.description ? `${o.description} ` : null}Time allowed: {o.timeAllowed}.
                {o.requiresPreapproval ? " Needs our approval before you pay." : null}
              </p>
            </div>
          ))}
          <ErrorList id={errorId} errors={fields.pathwayTypeId.errors} />
        </fieldset>
        {trainerPathway ? (
          <CheckboxField
            label={`If I choose the ${trainerPathway.name}, I understand that my ${trainerPathway.timeAllowed} timeline starts when I register.`}
            inputProps={{ name: "confirmTimeline", id: "confirm-timeline" }}
            errors={fields.confirmTimeline.errors}
          />
        ) : null}
        <StepButtons back={false} />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
