/** The Approve CEU and Reject CEU modals of both CEU queues (their texts; the kit's modal does the rest). */
import { paths } from "~/lib/paths.ts";
import { DecisionModal } from "~/kit/review/decision-modal.tsx";
import type { CeuDecisionModalData } from "../review.server.ts";

export function CeuDecisionModal({ kind, data }: { kind: "approve" | "reject"; data: CeuDecisionModalData }) {
  const approve = kind === "approve";
  const what = data.group ? "pre-approval request" : "CEU";
  const closeTo = data.group ? paths.admin.groupCeus.review(data.id) : paths.admin.individualCeus.review(data.id);
  return (
    <DecisionModal
      title={approve ? "Approve CEU" : "Reject CEU"}
      formId={`${kind}-${data.group ? "group-ceu" : "ceu"}`}
      closeTo={closeTo}
      templates={data.templates}
      submitLabel={approve ? "Approve" : "Reject"}
      danger={!approve}
      statusOptions={data.statusOptions}
      blocked={data.blocked ? <p>{data.blocked}</p> : null}
    >
      <p>
        {approve ? "Approve" : "Reject"} {data.name}&apos;s {what} &ldquo;{data.programTitle}&rdquo;?{" "}
        {data.group && approve
          ? data.completionCode
            ? `Its completion code stays ${data.completionCode}. `
            : "A completion code is issued for attendees. "
          : null}
        The member is told by a notification and an email, with the message below
        {approve || data.group ? "." : ", and can correct and resubmit it."}
      </p>
    </DecisionModal>
  );
}
