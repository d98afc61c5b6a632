/**
 * The Practice Exams section of the admin Course Registration review: per bundle, Exam #1 and #2
 * with status, dates, score, the survey answers and Reset (a confirmation modal route); the attempts
 * reset before; and the form that sets the number the candidate is on. Plain links and forms.
 */
import { Form, Link } from "@remix-run/react";
import { Fragment } from "react";
import type {
  PracticeExamHistoryRow,
  PracticeExamNumberRow,
  RegistrationPracticeExamView,
  SurveyAnswer,
} from "~/features/practice-exams/admin.server.ts";
import type { Column } from "~/ui/columns.ts";
import { SelectField } from "~/ui/field.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

function Answers({ rows }: { rows: SurveyAnswer[] }) {
  if (rows.length === 0) return <>Not taken</>;
  return (
    <dl className="survey-answers">
      {rows.map((r) => (
        <Fragment key={r.question}>
          <dt>{r.question}</dt>
          <dd>{r.answer}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const NUMBER_COLUMNS: ReadonlyArray<Column<PracticeExamNumberRow>> = [
  {
    key: "exam",
    header: "Exam",
    rowHeader: true,
    cell: (n) => (
      <>
        {n.name}
        {n.externalAttemptId ? <span className="muted"> (attempt {n.externalAttemptId})</span> : null}
      </>
    ),
  },
  { key: "status", header: "Status", value: (n) => n.status },
  { key: "started", header: "Started", value: (n) => n.startedOn },
  { key: "completed", header: "Completed", value: (n) => n.completedOn },
  {
    key: "score",
    header: "Score",
    cell: (n) => (
      <>
        {n.score}
        {n.result ? <span className="muted"> ({n.result})</span> : null}
      </>
    ),
  },
  { key: "pre", header: "Pre-exam survey", cell: (n) => <Answers rows={n.preSurvey} /> },
  { key: "post", header: "Post-exam survey", cell: (n) => <Answers rows={n.postSurvey} /> },
  {
    key: "actions",
    header: "Actions",
    cell: (n) =>
      n.resetHref ? (
        <Link to={n.resetHref} preventScrollReset>
          Reset<span className="visually-hidden"> {n.name}</span>
        </Link>
      ) : (
        "—"
      ),
  },
];

const HISTORY_COLUMNS: ReadonlyArray<Column<PracticeExamHistoryRow>> = [
  { key: "exam", header: "Exam", rowHeader: true, value: (h) => h.name },
  { key: "started", header: "Started", value: (h) => h.startedOn },
  { key: "completed", header: "Completed", value: (h) => h.completedOn },
  { key: "score", header: "Score", value: (h) => h.score },
  { key: "reset", header: "Reset on", value: (h) => h.resetOn },
];

const EXAM_NUMBER_OPTIONS = [
  { value: "1", label: "Exam #1" },
  { value: "2", label: "Exam #2" },
];

export function AdminPracticeExams({ bundles }: { bundles: RegistrationPracticeExamView[] }) {
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="practice-exams">
      <h2 id="practice-exams">Practice Exams</h2>
      {bundles.map((b) => (
        <Fragment key={b.practiceExamId}>
          <h3>{b.name}</h3>
          <RecordTable columns={NUMBER_COLUMNS} rows={b.numbers} rowKey={(n) => n.examNumber} caption={b.name} />
          {b.history.length ? (
            <>
              <h4>Reset attempts</h4>
              <RecordTable columns={HISTORY_COLUMNS} rows={b.history} caption={`${b.name}: reset attempts`} />
            </>
          ) : null}
          <Form method="post" action={b.examNumberAction} preventScrollReset className="practice-exam-number">
            <SelectField
              label="Exam number"
              hint="The exam the candidate is on."
              selectProps={{
                id: `practice-exam-number-${b.practiceExamId}`,
                key: String(b.currentExamNumber),
                name: "examNumber",
                defaultValue: String(b.currentExamNumber),
              }}
              options={EXAM_NUMBER_OPTIONS}
            />
            <button type="submit" className="btn btn-secondary">
              Save<span className="visually-hidden"> exam number</span>
            </button>
          </Form>
        </Fragment>
      ))}
    </section>
  );
}
