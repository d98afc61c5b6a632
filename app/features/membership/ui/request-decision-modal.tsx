/** The Approve and Reject Membership Request modals: their texts, and why an approval cannot go ahead (the kit's modal does the rest). */
import { Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import { DecisionModal } from "~/kit/review/decision-modal.tsx";
import type { MembershipDecisionModalData } from "../review.server.ts";

const DECIDED = <p>This membership request has already been decided.</p>;

export function MembershipDecisionModal({ kind, data }: { kind: "approve" | "reject"; data: MembershipDecisionModalData }) {
  const closeTo = paths.admin.memberships.review(data.id);
  if (kind === "reject") {
    return (
      <DecisionModal
        title="Reject Membership Request"
        formId="reject-membership"
        closeTo={closeTo}
        templates={data.templates}
        submitLabel="Reject"
        danger
        blocked={data.pending ? null : DECIDED}
      >
        <p>Reject this {data.type} request? The member is told by a notification and an email, with the message below.</p>
      </DecisionModal>
    );
  }
  const { type, price, free, savedCard } = data;
  const blocked = !data.pending ? (
    DECIDED
  ) : price === null ? (
    <p>The {type} membership type has no price set, so it cannot be charged.</p>
  ) : !free && !savedCard ? (
    <>
      <p>
        Approving this request would grant the {type} membership and charge {price} to the member&apos;s saved card, but this member has no
        saved card to charge.
      </p>
      <p>
        To grant a membership without a charge, add it on the member&apos;s{" "}
        <Link to={paths.admin.users.memberships(data.userId)}>Memberships tab</Link>.
      </p>
    </>
  ) : null;
  return (
    <DecisionModal
      title="Approve Membership Request"
      formId="approve-membership"
      closeTo={closeTo}
      templates={data.templates}
      submitLabel="Approve"
      blocked={blocked}
    >
      <p>
        {free || !savedCard
          ? `Approve this membership request? The ${type} membership will be granted at no charge.`
          : `Approve this membership request? The ${type} membership will be granted and ${price} charged to the member's saved card (${savedCard.brand} ending in ${savedCard.lastFour}).`}
      </p>
    </DecisionModal>
  );
}
