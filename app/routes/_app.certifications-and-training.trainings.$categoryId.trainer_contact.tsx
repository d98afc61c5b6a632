import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { loadContactStep, saveContact } from "~/features/trainings/trainer-application/contact.server.ts";
import { ContactSchema } from "~/features/trainings/trainer-application/schemas.server.ts";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { StepButtons, WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { ErrorList, Field } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.trainerContact;

export const meta: MetaFunction = () => [{ title: "Program Contact Information | Independent Trainer Application | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await trainerWizard.page(request, params, STEP);
  return { frame, ...(await loadContactStep(record.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return trainerWizard.stepAction(args, STEP, { schema: ContactSchema, save: saveContact });
}

export default function ContactStep() {
  const { frame, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<typeof values>({ id: "trainer-contact", lastResult: answer?.result, defaultValue: values });
  const text = (name: keyof typeof values, label: string, type: "text" | "email" | "tel" = "text") => (
    <Field label={label} inputProps={getInputProps(fields[name], { type })} errors={fields[name].errors} />
  );
  const reachErrorId = form.errors?.length ? "trainer-contact-reach-error" : undefined;
  return (
    <WizardFrame frame={frame}>
      <p>How people interested in your program can reach you. It is shown on your Independent Trainer profile.</p>
      <Form method="post" {...getFormProps(form)}>
        <fieldset className="checkbox-group" aria-describedby={["trainer-contact-reach-hint", reachErrorId].filter(Boolean).join(" ")}>
          <legend>How to reach you</legend>
          <p id="trainer-contact-reach-hint" className="hint">
            Give at least one of email, phone or website.
          </p>
          {text("trainerEmail", "Email", "email")}
          {text("trainerPhone", "Phone", "tel")}
          {text("trainerWebsite", "Website")}
          <ErrorList id={reachErrorId} errors={form.errors} />
        </fieldset>
        <fieldset className="checkbox-group">
          <legend>Social profiles (optional)</legend>
          {text("trainerFacebook", "Facebook")}
          {text("trainerInstagram", "Instagram")}
          {text("trainerTwitter", "Twitter")}
          {text("trainerLinkedin", "LinkedIn")}
        </fieldset>
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
