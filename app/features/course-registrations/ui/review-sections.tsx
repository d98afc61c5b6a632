/**
 * Parts of the admin Course Registration review page: the Post Registration section (its own
 * reviews), the Module approvals and Training tables, and the form an admin uploads a supporting
 * document with for the candidate. Server-rendered; no JavaScript needed.
 */
import { Form, Link } from "@remix-run/react";
import type { CourseRegistrationReview } from "~/features/course-registrations/review.server.ts";
import { ReviewsTable } from "~/kit/review/review-parts.tsx";
import { paths } from "~/lib/paths.ts";
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
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Course</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {review.modules.rows.map((m) => (
                  <tr key={m.id}>
                    <td>{m.name}</td>
                    <td>{m.course}</td>
                    <td>
                      {m.status}
                      {m.badgeUrl ? (
                        <>
                          {" "}
                          <a href={m.badgeUrl} target="_blank" rel="noreferrer">
                            Badge<span className="visually-hidden"> for {m.name} (opens in a new tab)</span>
                          </a>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {review.modules.reviews.length ? <ReviewsTable rows={review.modules.reviews} id="module-reviews" title="Module Reviews" /> : null}
        </section>
      ) : null}
      {review.training.length ? (
        <section aria-labelledby="registration-training">
          <h2 id="registration-training">Training</h2>
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Training</th>
                  <th scope="col">Learning system</th>
                </tr>
              </thead>
              <tbody>
                {review.training.map((t) => (
                  <tr key={t.name}>
                    <td>{t.name}</td>
                    <td>
                      {t.progressUrl ? (
                        <a href={t.progressUrl} target="_blank" rel="noreferrer">
                          View Progress<span className="visually-hidden"> of {t.name} (opens in a new tab)</span>
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
      {rows.length === 0 ? (
        <p>No validation requests sent yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Supervisor</th>
                <th scope="col">Dates</th>
                <th scope="col">Hours</th>
                <th scope="col">Signed</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={v.id}>
                  <td>{v.supervisorEmail}</td>
                  <td>{v.period}</td>
                  <td>{v.hours}</td>
                  <td>{v.signed}</td>
                  <td>{v.updated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type ExamAttempts = {
  canAdd: boolean;
  demoMode: boolean;
  rows: { id: number; name: string; result: string; score: string; takenOn: string; paid: string; deletable: boolean; editHref: string }[];
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
      {exams.rows.length === 0 ? (
        <p>No exam attempts yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Exam</th>
                <th scope="col">Result</th>
                <th scope="col">Score</th>
                <th scope="col">Taken</th>
                <th scope="col">Paid</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {exams.rows.map((a, i) => (
                <tr key={a.id}>
                  <td>{a.name}</td>
                  <td>{a.result}</td>
                  <td>{a.score}</td>
                  <td>{a.takenOn}</td>
                  <td>{a.paid}</td>
                  <td>
                    <div className="card-links">
                      <Link to={a.editHref} preventScrollReset>
                        Edit Result<span className="visually-hidden"> of attempt {i + 1}</span>
                      </Link>
                      {button("reset", "Reset", { attemptId: a.id, hidden: `attempt ${i + 1}` })}
                      {a.deletable ? button("delete", "Delete", { attemptId: a.id, danger: true, hidden: `attempt ${i + 1}` }) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="card-links">
        {exams.canAdd ? button("add", "Add Attempt") : <p>All 5 exam attempts are used.</p>}
        {exams.demoMode ? button("simulate-pass", "Simulate Passed Exam") : null}
        {exams.demoMode ? button("simulate-fail", "Simulate Failed Exam") : null}
      </div>
    </section>
  );
}
