/**
 * The practice exam line of a candidate's progress (the dashboard's Certification card and the
 * certification area's progress card): where to buy it, View in Cart, or each exam number's status
 * with a link to the practice exams.
 */
import { Link } from "@remix-run/react";
import type { PracticeExamProgress } from "~/features/practice-exams/progress.server.ts";

export function PracticeExamStatus({ progress }: { progress: PracticeExamProgress }) {
  switch (progress.state) {
    case "not_purchased":
      return (
        <>
          Not purchased. <Link to={progress.href}>Practice Exam Bundle</Link>
        </>
      );
    case "in_cart":
      return (
        <>
          In your cart. <Link to={progress.href}>View in Cart</Link>
        </>
      );
    case "purchased":
      return (
        <>
          <ul className="plain-list practice-exam-status">
            {progress.exams.map((e) => (
              <li key={e.name}>
                {e.name}: {e.status}
              </li>
            ))}
          </ul>
          <Link to={progress.href}>Practice exams</Link>
        </>
      );
  }
}
