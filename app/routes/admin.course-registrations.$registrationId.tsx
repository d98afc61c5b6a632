import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { listExamAttempts } from "~/features/course-registrations/exam-attempts.server.ts";
import { getCourseRegistrationReview } from "~/features/course-registrations/review.server.ts";
import { ReviewPage } from "~/kit/review/review-page.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import {
  ExamAttemptsSection,
  PostRegistrationSections,
  UploadDocument,
  VerifierValidation,
} from "~/features/course-registrations/ui/review-sections.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Course Registration | Admin" }];

/**
 * /admin/course-registrations/:registrationId: the course registration review: who and when, the
 * summary of every choice with its price after discount, the line items (mark paid and change
 * price open the payments modals) and the reviews. Decision modals render in the outlet.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.registrationId);
  const [review, exams] = await Promise.all([getCourseRegistrationReview(id), listExamAttempts(id)]);
  if (!review) throw notFound();
  return { review, exams };
}

export default function CourseRegistrationReview() {
  const { review, exams } = useLoaderData<typeof loader>();
  return (
    <ReviewPage
      frame={review.frame}
      details={
        <>
          <dt>Step</dt>
          <dd>{review.stepLabel || "—"}</dd>
          <dt>Deadline</dt>
          <dd>{review.deadline ?? "—"}</dd>
          <dt>Enrolled On</dt>
          <dd>{review.enrolledOn ?? "—"}</dd>
          {review.requiredHours !== null ? (
            <>
              <dt>Required Experience Hours</dt>
              <dd>{review.requiredHours}</dd>
            </>
          ) : null}
          {review.extension ? (
            <>
              <dt>Extension</dt>
              <dd>
                <Link to={paths.admin.extensions.review(review.extension.id)}>
                  {review.extension.label}
                  <span className="visually-hidden"> (extension review)</span>
                </Link>
              </dd>
            </>
          ) : null}
          <dt>Course materials order</dt>
          <dd>{review.holmesOrderId ?? "Not ordered"}</dd>
        </>
      }
    >
      <PostRegistrationSections review={review} />
      <section aria-labelledby="registration-summary">
        <h2 id="registration-summary">Summary</h2>
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Selection</th>
                <th scope="col">Price (After Discount)</th>
              </tr>
            </thead>
            <tbody>
              {review.summary.map((row) => (
                <tr key={row.step}>
                  <th scope="row">{row.step}</th>
                  <td className="cell-wrap">
                    {row.selection}
                    {row.files.length ? (
                      <ul className="plain-list">
                        {row.files.map((f) => (
                          <li key={f.id}>
                            <a href={f.href} target="_blank" rel="noreferrer">
                              {f.label}
                              <span className="visually-hidden"> (opens in a new tab)</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                  <td>{row.price || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <UploadDocument registrationId={review.id} userName={review.frame.owner.name} />
      {review.progress ? (
        <section aria-labelledby="registration-progress">
          <h2 id="registration-progress">Post Registration Progress</h2>
          <dl className="details card">
            {review.progress.map((p) => (
              <Fragment key={p.label}>
                <dt>{p.label}</dt>
                <dd>{p.value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ) : null}
      {review.experience.length > 0 ? (
        <section aria-labelledby="registration-experience">
          <h2 id="registration-experience">Experience Hours</h2>
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Service Type</th>
                  <th scope="col">Approved</th>
                  <th scope="col">Waiting</th>
                </tr>
              </thead>
              <tbody>
                {review.experience.map((e) => (
                  <tr key={e.serviceType}>
                    <th scope="row">{e.serviceType}</th>
                    <td>{e.approved}</td>
                    <td>{e.pending}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <ExamAttemptsSection registrationId={review.id} exams={exams} />
      <VerifierValidation rows={review.validations} />
      <section aria-labelledby="registration-line-items">
        <h2 id="registration-line-items">Line Items</h2>
        {review.lineItems.length === 0 ? (
          <p>No line items yet: the candidate has not finished Pay &amp; Review.</p>
        ) : (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Price</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {review.lineItems.map((i) => (
                  <tr key={i.id}>
                    <td>{i.name}</td>
                    <td>{i.price}</td>
                    <td>
                      {i.paid ? <span className="badge badge-success">Paid</span> : <span className="badge badge-warning">Unpaid</span>}
                    </td>
                    <td>
                      {i.markPaidHref ? (
                        <span className="card-links">
                          <Link to={i.markPaidHref}>
                            Mark as paid<span className="visually-hidden"> ({i.name})</span>
                          </Link>
                          {i.changePriceHref ? (
                            <Link to={i.changePriceHref}>
                              Change price<span className="visually-hidden"> ({i.name})</span>
                            </Link>
                          ) : null}
                        </span>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </ReviewPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
