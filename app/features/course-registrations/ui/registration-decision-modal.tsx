/** The Approve Registration and Reject Registration modals (the kit's modal with this queue's texts). */
import type { RegistrationDecisionModalData } from "~/features/course-registrations/decisions.server.ts";
import { DecisionModal } from "~/kit/review/decision-modal.tsx";
import { paths } from "~/lib/paths.ts";

export function RegistrationDecisionModal({ kind, data }: { kind: "approve" | "reject"; data: RegistrationDecisionModalData }) {
  const approve = kind === "approve";
  return (
    <DecisionModal
      title={approve ? "Approve Registration" : "Reject Registration"}
      formId={`${kind}-registration`}
      closeTo={paths.admin.courseRegistrations.review(data.id)}
      templates={data.templates}
      submitLabel={approve ? "Approve" : "Reject"}
      danger={!approve}
      statusOptions={data.steps}
      statusLabel="Step"
      blocked={data.blocked ? <p>{data.blocked}</p> : null}
    >
      <p>
        {approve
          ? data.approveQuestion
          : `Send ${data.name}'s registration back to a step? They continue from there and see the message below.`}{" "}
        They are told by a notification and an email.
      </p>
      {approve && data.materials.length > 0 ? (
        <fieldset className="checkbox-group">
          <legend>Course materials</legend>
          {data.materials.map((m) => (
            <div className="field-checkbox" key={m.id}>
              <input type="checkbox" id={`material-${m.id}`} name="choices" value={String(m.id)} defaultChecked={m.chosen} />
              <label htmlFor={`material-${m.id}`}>{m.name}</label>
            </div>
          ))}
        </fieldset>
      ) : null}
    </DecisionModal>
  );
}
