import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { chooseCourseMaterial, courseMaterialOptions } from "~/features/certifications/course-materials-step.server.ts";
import { NO_COURSE_MATERIALS } from "~/features/certifications/registration-rules.ts";
import { afterMove, intentOf, registrationStepValues, requireWizardStep, textOf } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { formatCents } from "~/lib/money.ts";
import { ErrorList } from "~/ui/field.tsx";
import { refused } from "~/kit/forms/respond.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.courseMaterials;

export const meta: MetaFunction = () => [{ title: "Course Materials | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const v = await registrationStepValues(registrationId);
  const { options, offersNone } = v.pathwayType ? await courseMaterialOptions(v.pathwayType) : { options: [], offersNone: false };
  const chosen = v.courseMaterials[0]?.courseMaterialId;
  const passed = frame.steps.findIndex((s) => s.key === STEP) < frame.steps.findIndex((s) => s.state === "open");
  return {
    frame,
    options: options.map((o) => ({ ...o, price: formatCents(o.priceCents) })),
    offersNone,
    choice: chosen ? String(chosen) : passed && offersNone ? NO_COURSE_MATERIALS : "",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  const values = { choice: textOf(formData, "choice") };
  const result = await chooseCourseMaterial(viewer.actor, registrationId, { intent: intentOf(formData), choice: values.choice });
  if (result.kind === "invalid") return refused(values, { choice: result.message });
  return afterMove(frame.certificationId, result);
}

export default function CourseMaterialsStep() {
  const { frame, options, offersNone, choice } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ choice: string }>({ id: "course-materials", lastResult: answer?.result, defaultValue: { choice } });
  const initial = typeof fields.choice.initialValue === "string" ? fields.choice.initialValue : choice;
  const errorId = "course-materials-error";
  return (
    <RegistrationFrame frame={frame}>
      <Form method="post" {...getFormProps(form)}>
        <fieldset aria-describedby={fields.choice.errors ? errorId : undefined}>
          <legend>Choose your course materials</legend>
          {options.map((o) => (
            <div className="field-radio" key={o.id}>
              <input type="radio" id={`material-${o.id}`} name="choice" value={String(o.id)} defaultChecked={initial === String(o.id)} />
              <label htmlFor={`material-${o.id}`}>
                <strong>{o.name}</strong> {o.price}
              </label>
              {o.description ? <p className="method-detail muted">{o.description}</p> : null}
            </div>
          ))}
          {offersNone ? (
            <div className="field-radio">
              <input
                type="radio"
                id="material-none"
                name="choice"
                value={NO_COURSE_MATERIALS}
                defaultChecked={initial === NO_COURSE_MATERIALS}
              />
              <label htmlFor="material-none">
                <strong>No Course Materials</strong>
              </label>
            </div>
          ) : null}
          <ErrorList id={errorId} errors={fields.choice.errors} />
        </fieldset>
        <StepButtons />
      </Form>
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
