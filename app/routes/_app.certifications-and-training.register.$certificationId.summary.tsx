import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { finishRegistration, loadSummaryStep } from "~/features/certifications/registration/summary.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.summary;

export const meta: MetaFunction = () => [{ title: "Pay & Review | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record, viewer } = await registrationWizard.page(request, params, STEP);
  return { frame, ...(await loadSummaryStep(viewer.user.id, record.id, frame)) };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP, { save: finishRegistration });
}

export default function PayAndReviewStep() {
  const { frame, choices, lines, due } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const refusal = reply?.result.error?.[""];
  return (
    <WizardFrame frame={frame}>
      {refusal ? (
        <div className="alert alert-danger" role="alert">
          {refusal.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <dl className="details">
        {choices.map((c) => (
          <Fragment key={c.step}>
            <dt>{c.step}</dt>
            <dd>{c.text}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Your registration&apos;s fees</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Selection</th>
              <th scope="col">Price (After Discount)</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.key}>
                <td>{l.step}</td>
                <td>
                  {l.name}
                  {l.reductions.length ? (
                    <ul className="plain-list muted">
                      {l.reductions.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td>
                  {l.list ? <s>{l.list}</s> : null} {l.price}
                  {l.paid ? " (Paid)" : null}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total due
              </th>
              <td>{due}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <Form method="post">
        <StepButtons continueLabel="Finish" />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
