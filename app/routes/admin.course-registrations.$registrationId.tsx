import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { listExamAttempts } from "~/features/course-registrations/exam-attempts.server.ts";
import { getCourseRegistrationReview } from "~/features/course-registrations/review.server.ts";
import { listRegistrationPracticeExams } from "~/features/practice-exams/admin.server.ts";
import { AdminPracticeExams } from "~/features/practice-exams/ui/admin-practice-exams.tsx";
import { listOutsideCalls } from "~/features/outside-calls/admin.server.ts";
import { OutsideCalls } from "~/features/outside-calls/ui/outside-calls.tsx";
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
import { EXPERIENCE_HOURS_COLUMNS, LINE_ITEM_COLUMNS, SUMMARY_COLUMNS } from "~/features/course-registrations/review-columns.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

export const meta: MetaFunction = () => [{ title: "Course Registration | Admin" }];

/**
 * /admin/course-registrations/:registrationId: the course registration review: who and when, the
 * summary of every choice with its price after discount, the exam attempts, the practice exams,
 * the line items (mark paid and change price open the payments modals) and the reviews. Decision modals render in the outlet.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.registrationId);
  const [review, exams, practiceExams, outsideCalls] = await Promise.all([
    getCourseRegistrationReview(id),
    listExamAttempts(id),
    listRegistrationPracticeExams(id),
    listOutsideCalls({ registrationId: id }),
  ]);
  if (!review) throw notFound();
  return { review, exams, practiceExams, outsideCalls };
}

export default function CourseRegistrationReview() {
  const { review, exams, practiceExams, outsideCalls } = useLoaderData<typeof loader>();
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
      <OutsideCalls rows={outsideCalls} returnTo={paths.admin.courseRegistrations.review(review.id)} />
      <section aria-labelledby="registration-summary">
        <h2 id="registration-summary">Summary</h2>
        <RecordTable columns={SUMMARY_COLUMNS} rows={review.summary} rowKey={(row) => row.step} />
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
          <RecordTable columns={EXPERIENCE_HOURS_COLUMNS} rows={review.experience} rowKey={(e) => e.serviceType} />
        </section>
      ) : null}
      <ExamAttemptsSection registrationId={review.id} exams={exams} />
      <AdminPracticeExams bundles={practiceExams} />
      <VerifierValidation rows={review.validations} />
      <section aria-labelledby="registration-line-items">
        <h2 id="registration-line-items">Line Items</h2>
        <RecordTable
          columns={LINE_ITEM_COLUMNS}
          rows={review.lineItems}
          empty="No line items yet: the candidate has not finished Pay & Review."
        />
      </section>
    </ReviewPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
