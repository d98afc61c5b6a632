import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PATHWAY_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { choosePathway, pathwayOptions } from "~/features/certifications/pathway-step.server.ts";
import { afterMove, intentOf, registrationStepValues, requireWizardStep, textOf } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { CheckboxField, ErrorList } from "~/ui/field.tsx";
import { refused } from "~/kit/forms/respond.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.pathway;

export const meta: MetaFunction = () => [{ title: "Pathway | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const [options, values] = await Promise.all([pathwayOptions(frame.certificationId), registrationStepValues(registrationId)]);
  return { frame, options, chosen: values.pathwayTypeId ? String(values.pathwayTypeId) : "" };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  const values = { pathwayTypeId: textOf(formData, "pathwayTypeId"), confirmTimeline: textOf(formData, "confirmTimeline") };
  const id = Number(values.pathwayTypeId);
  const result = await choosePathway(viewer.actor, registrationId, {
    intent: intentOf(formData),
    pathwayTypeId: Number.isSafeInteger(id) && id > 0 ? id : null,
    confirmTimeline: values.confirmTimeline === "on",
  });
  if (result.kind === "invalid") return refused(values, { [result.field]: result.message });
  return afterMove(frame.certificationId, result);
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
    <RegistrationFrame frame={frame}>
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
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
