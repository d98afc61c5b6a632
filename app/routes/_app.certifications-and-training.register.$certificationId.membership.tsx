import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { NO_MEMBERSHIP } from "~/features/certifications/registration/rules.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { CheckboxField, ErrorList, Field, FormErrors } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import {
  MEMBERSHIP_STEP_UPLOAD,
  membershipStepView,
  saveMembershipStep,
} from "~/features/certifications/registration/membership.server.ts";
import { MembershipStepSchema } from "~/features/certifications/registration/schemas.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.membership;
type MembershipForm = { choice: string; dateOfBirth: string; memberForTenYears: string; isRequestingCall: string; transcript: string };

export const meta: MetaFunction = () => [{ title: "Membership | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record, viewer } = await registrationWizard.page(request, params, STEP);
  return { frame, view: await membershipStepView(viewer.user.id, record.id) };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP, {
    schema: MembershipStepSchema,
    save: saveMembershipStep,
    upload: MEMBERSHIP_STEP_UPLOAD,
  });
}

export default function MembershipStep() {
  const { frame, view } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<MembershipForm>({
    id: "membership-step",
    lastResult: answer?.result,
    defaultValue: { choice: view.chosen, dateOfBirth: view.dateOfBirth },
  });
  const initial = typeof fields.choice.initialValue === "string" ? fields.choice.initialValue : view.chosen;
  const emeritus = view.options.find((o) => o.key === MEMBERSHIP_KEY.emeritus);
  const student = view.options.find((o) => o.key === MEMBERSHIP_KEY.student);
  const errorId = "membership-choice-error";
  return (
    <WizardFrame frame={frame}>
      <p>Members save $100 on the exam fee. Emeritus and Student memberships are reviewed in 2-3 business days.</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset aria-describedby={fields.choice.errors ? errorId : undefined}>
          <legend>Membership Options</legend>
          {[
            ...view.options.map((o) => ({ value: String(o.id), label: o.name, price: o.price, description: o.description })),
            { value: NO_MEMBERSHIP, label: "No Membership", price: "", description: null },
          ].map((o) => (
            <div className="field-radio" key={o.value}>
              <input type="radio" id={`membership-${o.value}`} name="choice" value={o.value} defaultChecked={initial === o.value} />
              <label htmlFor={`membership-${o.value}`}>
                <strong>{o.label}</strong> {o.price}
              </label>
              {o.description ? <p className="method-detail muted">{o.description}</p> : null}
            </div>
          ))}
          <ErrorList id={errorId} errors={fields.choice.errors} />
        </fieldset>
        {emeritus ? (
          <fieldset>
            <legend>For the {emeritus.name}</legend>
            <Field
              label="Date of Birth"
              inputProps={{ ...getInputProps(fields.dateOfBirth, { type: "date" }), autoComplete: "bday" }}
              errors={fields.dateOfBirth.errors}
            />
            <CheckboxField
              label="I have been a member for 10 consecutive years"
              inputProps={getInputProps(fields.memberForTenYears, { type: "checkbox" })}
              errors={fields.memberForTenYears.errors}
            />
          </fieldset>
        ) : null}
        {student ? (
          <fieldset>
            <legend>For the {student.name}</legend>
            <Field
              label="Transcript"
              hint="Your current transcript as a PDF, JPG or PNG, 10 MB or smaller."
              inputProps={{ ...getInputProps(fields.transcript, { type: "file" }), accept: "application/pdf,image/jpeg,image/png" }}
              errors={fields.transcript.errors}
            />
          </fieldset>
        ) : null}
        {emeritus || student ? (
          <CheckboxField
            label="I would like someone to call me"
            inputProps={getInputProps(fields.isRequestingCall, { type: "checkbox" })}
            errors={fields.isRequestingCall.errors}
          />
        ) : null}
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
