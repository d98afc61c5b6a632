import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { moveRegistrationStep, readOwnRegistration } from "~/features/certifications/registration-progress.server.ts";
import { afterMove, intentOf, requireWizardStep } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.pathwayApproval;

export const meta: MetaFunction = () => [{ title: "Pathway Review | Certification Registration | Member Portal" }];

/** Pathway Review: waits for the admins' decision (registration approval); once approved, moves on. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const registration = await readOwnRegistration(viewer.user.id, registrationId);
  return { frame, waiting: registration?.status === REGISTRATION_STATUS.registrationApproval };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  return afterMove(frame.certificationId, await moveRegistrationStep(viewer.actor, registrationId, STEP, intentOf(formData)));
}

export default function PathwayReviewStep() {
  const { frame, waiting } = useLoaderData<typeof loader>();
  return (
    <RegistrationFrame frame={frame}>
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
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
