import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { NO_COURSE_MATERIALS } from "~/features/certifications/registration/rules.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { ErrorList } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { chooseCourseMaterial, loadCourseMaterialsStep } from "~/features/certifications/registration/course-materials.server.ts";
import { CourseMaterialsSchema } from "~/features/certifications/registration/schemas.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.courseMaterials;

export const meta: MetaFunction = () => [{ title: "Course Materials | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await registrationWizard.page(request, params, STEP);
  return { frame, ...(await loadCourseMaterialsStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP, { schema: CourseMaterialsSchema, save: chooseCourseMaterial });
}

export default function CourseMaterialsStep() {
  const { frame, options, offersNone, choice } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ choice: string }>({ id: "course-materials", lastResult: answer?.result, defaultValue: { choice } });
  const initial = typeof fields.choice.initialValue === "string" ? fields.choice.initialValue : choice;
  const errorId = "course-materials-error";
  return (
    <WizardFrame frame={frame}>
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
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
