/** The Approve and Reject Extension modals (their texts; the kit's modal does the rest). */
import { DecisionModal } from "~/kit/review/decision-modal.tsx";
import { paths } from "~/lib/paths.ts";
import type { ExtensionDecisionModalData } from "../review.server.ts";

export function ExtensionDecisionModal({ kind, data }: { kind: "approve" | "reject"; data: ExtensionDecisionModalData }) {
  const approve = kind === "approve";
  return (
    <DecisionModal
      title={approve ? "Approve Extension" : "Reject Extension"}
      formId={`${kind}-extension`}
      closeTo={paths.admin.extensions.review(data.id)}
      templates={data.templates}
      submitLabel={approve ? "Approve" : "Reject"}
      danger={!approve}
      blocked={data.blocked ? <p>{data.blocked}</p> : null}
    >
      <p>
        {approve
          ? `Approve ${data.name}'s extension? The ${data.certification} deadline moves from ${data.deadline} to ${data.newDeadline}.`
          : `Reject ${data.name}'s extension request? The deadline stays ${data.deadline}.`}{" "}
        The decision is final. The member is told by a notification and an email, with the message below.
      </p>
    </DecisionModal>
  );
}
