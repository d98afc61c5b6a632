/**
 * A training registration's enrolment in the learning system, on the admin's course registration
 * review (in the Training section): enrolled, removed, not paid, waiting, or the learning system's
 * refusal with the tries so far and Retry enrolment (a plain form post: works without JavaScript).
 */
import { Form } from "@remix-run/react";
import type { LearningSystemState } from "../learning-system.ts";

export function LearningSystemStatus({ state, retryAction }: { state: LearningSystemState; retryAction: string }) {
  const retry = (label: string) => (
    <Form method="post" action={retryAction} preventScrollReset>
      <button type="submit" className="btn btn-secondary btn-small">
        {label}
      </button>
    </Form>
  );
  switch (state.kind) {
    case "enrolled":
      return <p className="alert alert-success">Enrolled in the learning system</p>;
    case "removed":
      return <p>Removed from the learning system.</p>;
    case "unpaid":
      return <p>Not enrolled in the learning system: the training is not paid yet.</p>;
    case "waiting":
      return (
        <div className="alert alert-warning">
          <p>Not enrolled in the learning system yet.</p>
          {retry("Enrol in the learning system")}
        </div>
      );
    case "failed":
      return (
        <div className="alert alert-danger">
          <p>
            <strong>Enrolment in the learning system failed:</strong> {state.message}
          </p>
          <p>
            Tries: {state.tries}
            {state.retriesStopped ? " (the scheduled retry has stopped: retry by hand once the cause is fixed)" : ""}
          </p>
          {retry("Retry enrolment")}
        </div>
      );
  }
}
