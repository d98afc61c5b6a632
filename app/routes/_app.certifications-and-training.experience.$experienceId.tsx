import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { experienceFormData, loadExperience } from "~/features/experience/experience-form.server.ts";
import { submitExperienceForm } from "~/features/experience/experience-submit.server.ts";
import { ExperienceForm, ExperienceView } from "~/features/experience/ui/experience-form.tsx";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { RejectionNotice } from "~/kit/review/review-parts.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Experience | Member Portal" }];

/**
 * /certifications-and-training/experience/:experienceId: the member's own entry (another member's
 * is a 404). Editable until approved (Resubmit after a rejection), static once approved.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const experience = await loadExperience(idParam(params.experienceId), user.id);
  if (!experience) throw notFound();
  return { form: await experienceFormData(experience.registration, experience, { admin: false }) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const experienceId = idParam(params.experienceId);
  const posted = await submitExperienceForm(request, { actor: viewer.actor, userId: viewer.user.id, experienceId });
  if (posted.kind === "reply") return posted.reply;
  return redirectWithToast(paths.experience.root(), { kind: "success", message: posted.message });
}

export default function ExperienceEntryPage() {
  const { form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const lastDecision = form.reviews.at(-1);
  return (
    <>
      <p>
        <Link to={paths.experience.root()}>Back to Experience</Link>
      </p>
      <h1>{form.readOnly ? "Experience" : "Edit Experience"}</h1>
      {!form.readOnly ? (
        <p>
          Status: <span className={`badge badge-${form.tone}`}>{form.statusLabel}</span>
          <span className="muted"> (submitted {form.view.submittedOn})</span>
        </p>
      ) : null}
      <RejectionNotice latest={lastDecision} rejected={form.rejected} what="the entry" />
      <section className="card narrow">
        {form.readOnly ? <ExperienceView data={form} /> : <ExperienceForm data={form} reply={reply} mode="member" />}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
