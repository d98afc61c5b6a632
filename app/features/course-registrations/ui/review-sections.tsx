/**
 * Parts of the admin Course Registration review page: the Post Registration section (its own
 * reviews), the Module approvals and Training tables, and the form an admin uploads a supporting
 * document with for the candidate. Server-rendered; no JavaScript needed.
 */
import { Form, Link } from "@remix-run/react";
import type { CourseRegistrationReview } from "~/features/course-registrations/review.server.ts";
import { ReviewsTable } from "~/kit/review/review-parts.tsx";
import { examAttemptColumns, MODULE_COLUMNS, TRAINING_COLUMNS, type ExamAttemptRow } from "../review-columns.tsx";
import { VALIDATION_COLUMNS } from "~/features/experience/validation-columns.tsx";
import { LearningSystemStatus } from "~/features/trainings/ui/learning-system-status.tsx";
import { paths } from "~/lib/paths.ts";
import { RecordTable } from "~/ui/record-table.tsx";
import { FileInput } from "~/ui/attached-files.tsx";
import { SelectField } from "~/ui/field.tsx";

export function PostRegistrationSections({ review }: { review: CourseRegistrationReview }) {
  return (
    <>
      {review.post ? (
        <section aria-labelledby="post-registration">
          <h2 id="post-registration">Post Registration</h2>
          {review.post.waiting ? <p>{review.post.waiting} Approve or Reject below.</p> : null}
          <ReviewsTable rows={review.post.reviews} id="post-registration-reviews" title="Post Registration Reviews" />
        </section>
      ) : null}
      {review.modules ? (
        <section aria-labelledby="module-approvals">
          <h2 id="module-approvals">Module approvals</h2>
          {review.decision === "module" ? <p>Waiting for module approval. Approve or Reject below.</p> : null}
          <RecordTable columns={MODULE_COLUMNS} rows={review.modules.rows} />
          {review.modules.reviews.length ? <ReviewsTable rows={review.modules.reviews} id="module-reviews" title="Module Reviews" /> : null}
        </section>
      ) : null}
      {review.training.length ? (
        <section aria-labelledby="registration-training">
          <h2 id="registration-training">Training</h2>
          <RecordTable columns={TRAINING_COLUMNS} rows={review.training} rowKey={(t) => t.key} />
          {review.removalHref ? (
            <p>
              <Link to={review.removalHref} preventScrollReset className="btn btn-danger btn-small">
                Remove from learning system
              </Link>
            </p>
          ) : null}
          {review.learningSystem ? (
            <LearningSystemStatus state={review.learningSystem} retryAction={paths.admin.courseRegistrations.learningSystem(review.id)} />
          ) : null}
        </section>
      ) : null}
    </>
  );
}

export function UploadDocument({ registrationId, userName }: { registrationId: number; userName: string }) {
  return (
    <section aria-labelledby="upload-document" className="card no-print">
      <h2 id="upload-document">Upload a document for {userName}</h2>
      <Form method="post" action={paths.admin.courseRegistrations.documents(registrationId)} encType="multipart/form-data">
        <SelectField
          label="Document"
          selectProps={{ id: "document-kind", name: "kind", defaultValue: "coursework" }}
          options={[
            { value: "coursework", label: "Coursework" },
            { value: "designation", label: "Designation certificate" },
          ]}
        />
        <FileInput
          id="document-file"
          name="file"
          label="File"
          hint="A PDF, JPG or PNG file, 10 MB or smaller. It replaces an earlier document of the same kind."
          accept="application/pdf,image/jpeg,image/png"
        />
        <button type="submit" className="btn btn-secondary">
          Upload
        </button>
      </Form>
    </section>
  );
}

/** The supervisor validations of the registration's experience hours (sent from the experiences). */
export function VerifierValidation({ rows }: { rows: CourseRegistrationReview["validations"] }) {
  return (
    <section aria-labelledby="verifier-validation">
      <h2 id="verifier-validation">Verifier Validation</h2>
      <RecordTable columns={VALIDATION_COLUMNS} rows={rows} empty="No validation requests sent yet." />
    </section>
  );
}

type ExamAttempts = {
  canAdd: boolean;
  demoMode: boolean;
  rows: ExamAttemptRow[];
};

/** Exam Attempts: results entered in the Edit Exam Result modal; add, reset, delete and (demo mode) simulate post to one action. */
export function ExamAttemptsSection({ registrationId, exams }: { registrationId: number; exams: ExamAttempts }) {
  const action = paths.admin.courseRegistrations.exams(registrationId);
  const button = (intent: string, label: string, extra: { attemptId?: number; danger?: boolean; hidden?: string } = {}) => (
    <Form method="post" action={action} preventScrollReset className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      {extra.attemptId ? <input type="hidden" name="attemptId" value={extra.attemptId} /> : null}
      <button type="submit" className={`btn btn-small ${extra.danger ? "btn-danger" : "btn-secondary"}`}>
        {label}
        {extra.hidden ? <span className="visually-hidden"> {extra.hidden}</span> : null}
      </button>
    </Form>
  );
  return (
    <section aria-labelledby="exam-attempts">
      <h2 id="exam-attempts">Exam Attempts</h2>
      <RecordTable
        columns={examAttemptColumns((a, i) => (
          <div className="card-links">
            <Link to={a.editHref} preventScrollReset>
              Edit Result<span className="visually-hidden"> of attempt {i + 1}</span>
            </Link>
            {button("reset", "Reset", { attemptId: a.id, hidden: `attempt ${i + 1}` })}
            {a.deletable ? button("delete", "Delete", { attemptId: a.id, danger: true, hidden: `attempt ${i + 1}` }) : null}
          </div>
        ))}
        rows={exams.rows}
        empty="No exam attempts yet."
      />
      <div className="card-links">
        {exams.canAdd ? button("add", "Add Attempt") : <p>All 5 exam attempts are used.</p>}
        {exams.demoMode ? button("simulate-pass", "Simulate Passed Exam") : null}
        {exams.demoMode ? button("simulate-fail", "Simulate Failed Exam") : null}
      </div>
    </section>
  );
}
