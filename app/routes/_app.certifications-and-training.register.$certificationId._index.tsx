import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { loadRegistrationStart, startRegistration } from "~/features/certifications/registration/start.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.certification.name ?? "Certification"} Registration | Member Portal` },
];

/**
 * GET /certifications-and-training/register/:certificationId (Enroll Now) changes nothing
 * (decision 38): the member's running registration opens at its furthest step (one past
 * pre-registration in the certification area); otherwise the start page offers Enroll Now, or
 * Start Again after an expired registration.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const certificationId = idParam(params.certificationId);
  const entry = await loadRegistrationStart(user.id, certificationId);
  if (entry.kind === "notFound") throw notFound();
  if (entry.kind === "elsewhere") throw redirect(paths.certifications.root());
  if (entry.kind === "wizard") throw redirect(paths.certifications.registerStep(certificationId, entry.step));
  return entry;
}

/** Enroll Now / Start Again: starts a registration (or goes to the running one) at its furthest step. */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const certificationId = idParam(params.certificationId);
  const entry = await startRegistration(viewer.actor, certificationId);
  if (entry.kind === "notFound") throw notFound();
  if (entry.kind === "elsewhere") return redirect(paths.certifications.root());
  return redirect(paths.certifications.registerStep(certificationId, entry.step));
}

export default function RegistrationStart() {
  const { certification, expired } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={paths.certifications.root()}>Back to Certification</Link>
      </p>
      <h1>{certification.name} Registration</h1>
      <section className="card narrow" aria-labelledby="registration-start">
        <h2 id="registration-start">{expired ? "Start a new registration" : "Register for this certification"}</h2>
        {certification.descriptionHtml ? (
          <div className="html-card" dangerouslySetInnerHTML={{ __html: certification.descriptionHtml }} />
        ) : null}
        {expired ? (
          <p>
            Your previous registration expired{expired.on ? ` on ${expired.on}` : ""}. Starting again begins a new registration at the
            Pathway step; the expired one stays in your history.
          </p>
        ) : null}
        {expired?.extensionUntil ? (
          <p>
            You can still request a 6-month extension until {expired.extensionUntil} instead:{" "}
            <Link to={paths.extensions.request()}>Request Extension</Link>
          </p>
        ) : null}
        <p>
          Registering takes a few steps: choose your pathway, send your supporting documentation, choose your course materials and shipping,
          then Pay &amp; Review. Some pathways need our approval before you pay.
        </p>
        <Form method="post">
          <button type="submit" className="btn">
            {expired ? "Start Again" : "Enroll Now"}
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
