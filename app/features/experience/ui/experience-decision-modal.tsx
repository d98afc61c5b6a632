/** The Approve and Reject Experience modals (their texts; the kit's modal does the rest). */
import { DecisionModal } from "~/kit/review/decision-modal.tsx";
import { paths } from "~/lib/paths.ts";
import type { ExperienceDecisionModalData } from "../review.server.ts";

export function ExperienceDecisionModal({ kind, data }: { kind: "approve" | "reject"; data: ExperienceDecisionModalData }) {
  const approve = kind === "approve";
  return (
    <DecisionModal
      title={approve ? "Approve Experience" : "Reject Experience"}
      formId={`${kind}-experience`}
      closeTo={paths.admin.experiences.review(data.id)}
      templates={data.templates}
      submitLabel={approve ? "Approve" : "Reject"}
      danger={!approve}
      statusOptions={data.statusOptions}
      blocked={data.blocked ? <p>{data.blocked}</p> : null}
    >
      <p>
        {approve ? "Approve" : "Reject"} {data.name}&apos;s experience ({data.what})?{" "}
        {approve ? "Approved hours count toward the candidate's progress. " : null}
        The candidate is told by a notification and an email, with the message below
        {approve ? "." : ", and can correct and resubmit it."}
      </p>
    </DecisionModal>
  );
}
