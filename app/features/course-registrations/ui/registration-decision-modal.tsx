/** The Approve Registration and Reject Registration modals (the kit's modal with this queue's texts). */
import type { RegistrationDecisionModalData } from "~/features/course-registrations/decisions.server.ts";
import { DecisionModal } from "~/kit/review/decision-modal.tsx";
import { paths } from "~/lib/paths.ts";

function approveText(data: RegistrationDecisionModalData): string {
  switch (data.mode) {
    case "pathway":
      return `Approve ${data.name}'s pathway? They continue the registration at Course Materials with the materials chosen here.`;
    case "general": {
      const total = data.balance?.total ?? "$0.00";
      const card = data.balance?.cardLastFour ? ` ending in ${data.balance.cardLastFour}` : "";
      return total === "$0.00"
        ? `Approve ${data.name}'s registration? Nothing is left to pay; they are enrolled.`
        : `Approve ${data.name}'s registration? The unpaid balance of ${total} is charged to their saved card${card}, and they are enrolled.`;
    }
    case "module":
      return `Approve ${data.name}'s modules? Each module is completed and its badge is issued.`;
    case "final":
      return `Approve ${data.name}'s final steps? The ${data.certification ?? ""} certification is issued in good standing with its certificate.`;
    case "experience":
      return `Approve ${data.name}'s pending experience hours?`;
    default:
      return `Approve ${data.name}'s registration?`;
  }
}

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
          ? approveText(data)
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
