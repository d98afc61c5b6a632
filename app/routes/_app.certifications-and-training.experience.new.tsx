import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { experienceFormData, memberRegistration } from "~/features/experience/experience-form.server.ts";
import { submitExperienceForm } from "~/features/experience/experience-submit.server.ts";
import { ExperienceForm } from "~/features/experience/ui/experience-form.tsx";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Add Experience | Member Portal" }];

/** /certifications-and-training/experience/new: log experience hours on the member's current certification registration. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const open = await memberRegistration(user.id, new Date());
  if (!open.ok) return { form: null, refusal: open.message };
  return { form: await experienceFormData(open.registration, null, { admin: false }), refusal: null };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const posted = await submitExperienceForm(request, { actor: viewer.actor, userId: viewer.user.id, experienceId: null });
  if (posted.kind === "reply") return posted.reply;
  return redirectWithToast(paths.experience.root(), { kind: "success", message: posted.message });
}

export default function NewExperience() {
  const { form, refusal } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to={paths.experience.root()}>Back to Experience</Link>
      </p>
      <h1>Add Experience</h1>
      {form ? (
        <section className="card narrow">
          <p className="muted">{form.certification}</p>
          <ExperienceForm data={form} reply={reply} mode="member" />
        </section>
      ) : (
        <p className="alert alert-info" role="note">
          {refusal}
        </p>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
