import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { finishTrainerApplication, loadSummaryStep } from "~/features/trainings/trainer-application/summary.server.ts";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { StepButtons, WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { FormErrors } from "~/ui/field.tsx";

const STEP = REGISTRATION_STEP.summary;

export const meta: MetaFunction = () => [{ title: "Pay & Review | Independent Trainer Application | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record, viewer } = await trainerWizard.page(request, params, STEP);
  return { frame, ...(await loadSummaryStep(viewer.user.id, record.id, frame)) };
}

export async function action(args: ActionFunctionArgs) {
  return trainerWizard.stepAction(args, STEP, { save: finishTrainerApplication });
}

/** The answers by step, the fee, and Pay (to the cart), or Resubmit when the fee is paid already (after a rejection). */
export default function PayAndReviewStep() {
  const { frame, sections, fee } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <WizardFrame frame={frame}>
      <FormErrors id="trainer-summary-errors" errors={reply?.result.error?.[""]} />
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`summary-${s.key}`}>
          <h3 id={`summary-${s.key}`}>{s.title}</h3>
          <dl className="details">
            {s.answers.map((a) => (
              <Fragment key={a.label}>
                <dt>{a.label}</dt>
                <dd className="wrap-text">{a.text}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
      <section aria-labelledby="summary-fee">
        <h3 id="summary-fee">Application fee</h3>
        <dl className="details">
          <dt>{fee.name}</dt>
          <dd>
            {fee.price ?? "—"}
            {fee.paid ? " (Paid)" : fee.inCart ? " (in your cart)" : null}
          </dd>
        </dl>
        <p>
          {fee.paid
            ? "Your fee is paid. Resubmit sends your application back to us for review."
            : "Pay puts the application fee in your cart. Once it is paid, we review your application."}
        </p>
      </section>
      <Form method="post">
        <StepButtons continueLabel={fee.paid ? "Resubmit" : "Pay"} />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
