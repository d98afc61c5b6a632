/** The renewal's banner (dashboard and certification area): due within 90 days, or late. */
import { Link } from "@remix-run/react";
import type { RenewalNotice } from "~/features/renewals/notice.server.ts";
import { paths } from "~/lib/paths.ts";

export function RenewalNoticeBanner({ notice, name }: { notice: RenewalNotice; name: string }) {
  return (
    <div className={`alert ${notice.late ? "alert-danger" : "alert-warning"}`} role={notice.late ? "alert" : "status"}>
      <p>
        {notice.pastDue
          ? `Your ${notice.year} annual ${name} certification fee was due ${notice.dueOn}: ${notice.lapsed ? "your certification is lapsed for payment and late fees apply. It" : "late fees apply, and your certification"} will be revoked if the fee is not paid by ${notice.revokedAfter}.`
          : notice.late
            ? `Your ${name} certification is lapsed for payment and late fees apply. Pay your ${notice.year} annual fee (due ${notice.dueOn}) to return to good standing.`
            : `Your ${notice.year} annual ${name} certification fee is due ${notice.dueOn}${notice.daysUntilDue >= 0 ? ` (in ${notice.daysUntilDue} ${notice.daysUntilDue === 1 ? "day" : "days"})` : ""}.`}{" "}
        {notice.inCart ? <Link to={paths.cart()}>View in Cart</Link> : <Link to={notice.href}>Renew now</Link>}
      </p>
    </div>
  );
}
