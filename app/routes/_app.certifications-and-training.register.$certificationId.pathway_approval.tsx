import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.pathwayApproval;

export const meta: MetaFunction = () => [{ title: "Pathway Review | Certification Registration | Member Portal" }];

/** Pathway Review: waits for the admins' decision (registration approval); once approved, moves on. */

/** Pathway Review: waits for the admins' decision (registration approval); once approved, moves on. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record } = await registrationWizard.page(request, params, STEP);
  return { frame, waiting: record.status === REGISTRATION_STATUS.registrationApproval };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP);
}

export default function PathwayReviewStep() {
  const { frame, waiting } = useLoaderData<typeof loader>();
  return (
    <WizardFrame frame={frame}>
      {waiting ? (
        <>
          <div className="alert alert-warning" role="status">
            <p>Your pathway is under review. We will email you when it has been reviewed, usually within 2-3 business days.</p>
          </div>
          <p>
            <Link to={paths.dashboard()}>Back to Dashboard</Link>
          </p>
        </>
      ) : (
        <>
          <p>Your pathway has been approved. Continue to choose your course materials.</p>
          <Form method="post">
            <StepButtons continueLabel="Continue" />
          </Form>
        </>
      )}
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
