import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { experienceFormData, loadExperience } from "~/features/experience/experience-form.server.ts";
import { submitExperienceForm } from "~/features/experience/experience-submit.server.ts";
import { getExperienceReview } from "~/features/experience/review.server.ts";
import { ExperienceForm } from "~/features/experience/ui/experience-form.tsx";
import { ValidationsTable } from "~/features/experience/ui/validations-table.tsx";
import { ReviewPage } from "~/kit/review/review-page.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Experience Review | Admin" }];

/**
 * /admin/experiences/:experienceId: the experience form in admin mode (Save Changes at any status,
 * no verification checkbox), the owner (red banner when flagged) and their registration, Reject and
 * Approve (modal routes in the outlet), the supervisor validations (send one; update one) and the reviews.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.experienceId);
  const [review, experience] = await Promise.all([getExperienceReview(id), loadExperience(id, null)]);
  if (!review || !experience) throw notFound();
  return { review, form: await experienceFormData(experience.registration, experience, { admin: true }) };
}

/** The edit form's post (save, delete a file). */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.experienceId);
  const experience = await loadExperience(id, null);
  if (!experience) throw notFound();
  const posted = await submitExperienceForm(request, { actor: admin.actor, userId: experience.registration.userId, experienceId: id });
  if (posted.kind === "reply") return posted.reply;
  return redirectWithToast(paths.admin.experiences.review(id), { kind: "success", message: posted.message });
}

export default function ExperienceReviewPage() {
  const { review, form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <ReviewPage
      frame={review.frame}
      details={
        <>
          <dt>Submitted</dt>
          <dd>{review.submittedOn}</dd>
          <dt>Registration</dt>
          <dd>
            <Link to={paths.admin.courseRegistrations.review(review.registrationId)}>
              {review.certification || "Registration"}
              <span className="visually-hidden"> registration review</span>
            </Link>
          </dd>
        </>
      }
    >
      <section className="card narrow" aria-labelledby="experience-form">
        <h2 id="experience-form">Experience</h2>
        <ExperienceForm data={form} reply={reply} mode="admin" />
      </section>
      <section aria-labelledby="experience-validations">
        <h2 id="experience-validations">Verifier Validation</h2>
        <p>
          <Link className="btn btn-secondary" to={paths.admin.experiences.validation(review.id)} preventScrollReset>
            Send Validation
          </Link>
        </p>
        <ValidationsTable rows={review.validations} editHref={(v) => paths.admin.experiences.editValidation(review.id, v)} />
      </section>
    </ReviewPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
