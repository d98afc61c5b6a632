/**
 * A practice exam bundle as the candidate sees it: its registration-flow text, then what they can do
 * with it (buy it, view it in the cart, choose it in the registration) or, once bought, Exam #1 and
 * Exam #2 with their status and buttons. The buttons open the take, results and survey modals
 * (routes), whose own buttons post.
 */
import { Form, Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import { RecordTable } from "~/ui/record-table.tsx";
import type { BundleView, ExamRow } from "../candidate.server.ts";
import { EXAM_STATUS } from "../rules.ts";

function examColumns(
  registrationId: number,
  practiceExamId: number,
  texts: Pick<BundleView, "takeExamButtonText" | "accessResultsButtonText">,
): ReadonlyArray<Column<ExamRow>> {
  return [
    { key: "name", header: "Exam", rowHeader: true, value: (r) => r.name },
    {
      key: "status",
      header: "Status",
      cell: (r) => (
        <span className={r.status === EXAM_STATUS.resultsAvailable ? "badge badge-success" : "badge badge-warning"}>{r.statusLabel}</span>
      ),
    },
    {
      key: "actions",
      header: "Actions",
      cell: (r) => (
        <span className="card-links">
          {r.actions.map((action) =>
            action === "take" ? (
              <Link key={action} preventScrollReset to={paths.practiceExams.take(registrationId, practiceExamId, r.examNumber)}>
                {r.status === EXAM_STATUS.inProgress ? `Continue ${r.name}` : `${texts.takeExamButtonText}: ${r.name}`}
              </Link>
            ) : action === "results" ? (
              <Link key={action} preventScrollReset to={paths.practiceExams.results(registrationId, practiceExamId, r.examNumber)}>
                {`${texts.accessResultsButtonText}: ${r.name}`}
              </Link>
            ) : action === "report" ? (
              <Link key={action} to={paths.practiceExams.result(registrationId, practiceExamId, r.examNumber)}>
                {`Score report: ${r.name}`}
              </Link>
            ) : null,
          )}
        </span>
      ),
    },
  ];
}

export function PracticeExamCard({
  registrationId,
  bundle,
  registrationHref,
  headingLevel = 2,
  showOpen = false,
}: {
  registrationId: number;
  bundle: BundleView;
  registrationHref: string | null;
  headingLevel?: 1 | 2;
  /** on the list page: a link to the bundle's own page */
  showOpen?: boolean;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = `practice-exam-${bundle.practiceExamId}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-head">
        <Heading id={headingId}>{bundle.name}</Heading>
        {showOpen && bundle.state === "purchased" ? <Link to={bundle.href}>Open practice exams</Link> : null}
      </div>
      {bundle.registrationFlowLanguage ? <p>{bundle.registrationFlowLanguage}</p> : null}
      {bundle.state === "purchased" ? (
        <RecordTable
          caption={`${bundle.name}: exams`}
          columns={examColumns(registrationId, bundle.practiceExamId, bundle)}
          rows={bundle.exams}
          rowKey={(r) => String(r.examNumber)}
          empty="No exams."
        />
      ) : bundle.state === "in_cart" ? (
        <p>
          It is in your cart. <Link to={paths.cart()}>View in Cart</Link>
        </p>
      ) : bundle.state === "for_sale" ? (
        <Form method="post" action={bundle.href} className="form-actions">
          <p>Price: {bundle.price}</p>
          <button type="submit" className="btn" name="intent" value="add-to-cart">
            Add to Cart
          </button>
        </Form>
      ) : bundle.state === "choose_in_registration" ? (
        <p>
          Choose it at the Practice Exam Bundle step of your registration.{" "}
          {registrationHref ? <Link to={registrationHref}>Continue your registration</Link> : null}
        </p>
      ) : (
        <p>This practice exam is not offered for this registration.</p>
      )}
    </section>
  );
}
