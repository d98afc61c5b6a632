import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { membershipStepView, saveMembershipStep } from "~/features/certifications/membership-step.server.ts";
import { NO_MEMBERSHIP } from "~/features/certifications/registration-rules.ts";
import { afterMove, intentOf, requireWizardStep, textOf } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { TRANSCRIPT_MAX_BYTES, TRANSCRIPT_SIZE_MESSAGE } from "~/features/membership/purchase.server.ts";
import { requireViewer } from "~/lib/auth.server.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { readUploadForm } from "~/lib/uploads.server.ts";
import { CheckboxField, ErrorList, Field, FormErrors } from "~/ui/field.tsx";
import { refused } from "~/kit/forms/respond.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.membership;
type MembershipForm = { choice: string; dateOfBirth: string; memberForTenYears: string; isRequestingCall: string; transcript: string };

export const meta: MetaFunction = () => [{ title: "Membership | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  return { frame, view: await membershipStepView(viewer.user.id, registrationId) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const read = await readUploadForm(request, { maxFileBytes: TRANSCRIPT_MAX_BYTES, tooLargeMessage: TRANSCRIPT_SIZE_MESSAGE });
  if (!read.ok) return refused({}, { transcript: read.message });
  const formData = read.formData;
  const values = {
    choice: textOf(formData, "choice"),
    dateOfBirth: textOf(formData, "dateOfBirth"),
    memberForTenYears: textOf(formData, "memberForTenYears"),
    isRequestingCall: textOf(formData, "isRequestingCall"),
  };
  const upload = formData.get("transcript");
  const file =
    upload && typeof upload !== "string" && upload.size > 0
      ? { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) }
      : null;
  const result = await saveMembershipStep(
    viewer.actor,
    registrationId,
    {
      intent: intentOf(formData),
      choice: values.choice,
      dateOfBirth: values.dateOfBirth || null,
      memberForTenYears: values.memberForTenYears === "on",
      isRequestingCall: values.isRequestingCall === "on",
    },
    file,
  );
  if (result.kind === "invalid") {
    const field = result.field === "membershipTypeId" ? "choice" : (result.field ?? "");
    return refused(values, { [field]: result.message });
  }
  if (result.kind === "requested") {
    const step = result.move.kind === "notFound" ? null : result.move.step;
    const to = step ? paths.certifications.registerStep(frame.certificationId, step) : paths.certifications.register(frame.certificationId);
    return redirectWithToast(to, { kind: "success", message: result.message });
  }
  return afterMove(frame.certificationId, result);
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
    <RegistrationFrame frame={frame}>
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
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
