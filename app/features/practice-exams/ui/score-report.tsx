/**
 * The score report of an exam number: the three weakest competencies, then a table of the
 * competencies (the table is what a screen reader reads; each score's bar is an SVG hidden from it,
 * drawn without JavaScript), its Total row the sum of the rows.
 */
import { Link } from "@remix-run/react";
import type { ReportRow } from "~/features/practice-exams/rules.ts";
import type { ScoreReportPage, ScoreReportResult } from "~/features/practice-exams/report.server.ts";

/** The change since the earlier exam in percentage points: "+5 points", "−3 points", "no change", "—". */
export function changeLabel(change: number | null): string {
  if (change === null) return "—";
  if (change === 0) return "no change";
  const points = Math.abs(change) === 1 ? "point" : "points";
  return `${change > 0 ? "+" : "\u2212"}${Math.abs(change)} ${points}`;
}

const rowTitle = (r: ReportRow) => (r.competency !== null ? `${r.competency}. ${r.title}` : r.title);

/** A bar as long as the percent (SVG attributes, not a style attribute); the number beside it is what is read. */
function ScoreBar({ percent }: { percent: number }) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <svg className="score-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="score-bar-track" width="100" height="8" />
      <rect className="score-bar-fill" width={width} height="8" />
    </svg>
  );
}

function ScoreCell({ percent }: { percent: number | null }) {
  if (percent === null) return <td>Not in this exam</td>;
  return (
    <td className="score-cell">
      <span className="score-value">{percent}%</span>
      <ScoreBar percent={percent} />
    </td>
  );
}

function ReportTable({ page, result }: { page: ScoreReportPage; result: ScoreReportResult }) {
  const { report, comparedWith } = result;
  return (
    <div className="table-wrap">
      <table className="data score-report">
        <caption className="visually-hidden">
          {page.examName} results by competency{comparedWith ? `, with the change since ${comparedWith}` : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col">Competency</th>
            <th scope="col" className="num">
              Questions
            </th>
            <th scope="col" className="num">
              Correct
            </th>
            <th scope="col">Score</th>
            {comparedWith ? <th scope="col">Change since {comparedWith}</th> : null}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((r) => (
            <tr key={r.competency ?? `pool:${r.title}`}>
              <th scope="row">{rowTitle(r)}</th>
              <td className="num">{r.received}</td>
              <td className="num">{r.correct}</td>
              <ScoreCell percent={r.percent} />
              {comparedWith ? <td>{changeLabel(r.change)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">{report.total.received}</td>
            <td className="num">{report.total.correct}</td>
            <ScoreCell percent={report.total.percent} />
            {comparedWith ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function ScoreReportView({ page, result }: { page: ScoreReportPage; result: ScoreReportResult }) {
  const { report } = result;
  const percentOf = new Map(report.rows.map((r) => [r.title, r.percent]));
  return (
    <>
      <p className="no-print">
        <Link to={page.backHref}>Back to practice exams</Link>
      </p>
      <h1>
        {page.practiceExamName}: {page.examName} score report
      </h1>
      <dl className="details score-summary">
        <dt>Completed</dt>
        <dd>{result.completedOn}</dd>
        <dt>Overall score</dt>
        <dd>{result.overallPercent === null ? "—" : `${result.overallPercent}%`}</dd>
      </dl>
      <section className="card" aria-labelledby="weakest">
        <h2 id="weakest">{report.weakest.length === 3 ? "Your three weakest competencies" : "Your weakest competencies"}</h2>
        {report.weakest.length > 0 ? (
          <ol>
            {report.weakest.map((title) => (
              <li key={title}>
                {title} ({percentOf.get(title)}%)
              </li>
            ))}
          </ol>
        ) : (
          <p>No competency was scored in this exam.</p>
        )}
      </section>
      <section aria-labelledby="by-competency">
        <h2 id="by-competency">Results by competency</h2>
        <ReportTable page={page} result={result} />
      </section>
    </>
  );
}
