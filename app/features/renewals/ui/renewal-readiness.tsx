/**
 * The renewal's readiness (decision 51): the fee of the coming year and when it is due (late fees
 * and the revocation date once late), the CEUs of the reporting period against what is required
 * with the gap by credit type and a link to log CEUs, and Renew (the agreement modal) or View in Cart.
 */
import { Link } from "@remix-run/react";
import type { RenewalView } from "~/features/renewals/renewal.server.ts";
import { paths } from "~/lib/paths.ts";

function FeeSection({ view }: { view: RenewalView }) {
  if (view.revoked) {
    return (
      <p>Your certification has been revoked, so no renewal is open. Please contact the certification office to discuss reinstatement.</p>
    );
  }
  if (view.state === "paid") {
    return (
      <p>
        Your annual certification fee is paid through {view.year}. Thank you! The {view.year + 1} fee will be due{" "}
        {`June 30, ${view.year + 1}`}.
      </p>
    );
  }
  return (
    <>
      <dl className="details">
        <dt>Annual fee {view.year}</dt>
        <dd>{view.fee ?? "Not available"}</dd>
        <dt>Due</dt>
        <dd>
          {view.dueOn}
          {view.daysUntilDue !== null && view.daysUntilDue >= 0
            ? ` (in ${view.daysUntilDue} ${view.daysUntilDue === 1 ? "day" : "days"})`
            : ""}
        </dd>
        {view.late && view.late.count > 0 ? (
          <>
            <dt>Late fees</dt>
            <dd>
              {view.late.count} so far ({view.late.fees})
            </dd>
          </>
        ) : null}
      </dl>
      {view.late ? (
        <div className="alert alert-danger" role="alert">
          <p>
            Your {view.year} annual fee is past due{view.lapsedForPayment ? " and your certification is lapsed for payment" : ""}. A late
            fee is charged at the end of each month it stays unpaid. If it is not paid by {view.late.revokedAfter}, your certification will
            be revoked.
          </p>
        </div>
      ) : (
        <p className="hint">A late fee is charged for each month the fee stays unpaid after {view.dueOn}.</p>
      )}
      {view.inCart ? (
        <p>
          <Link className="btn" to={paths.cart()}>
            View in Cart
          </Link>
        </p>
      ) : view.canRenew ? (
        <p>
          <Link className="btn" to={paths.certifications.renewalAgreement(view.certification.id)} preventScrollReset>
            Renew
          </Link>
        </p>
      ) : null}
    </>
  );
}

function CeuSection({ ceus }: { ceus: NonNullable<RenewalView["ceus"]> }) {
  return (
    <section className="card" aria-labelledby="renewal-ceus">
      <h2 id="renewal-ceus">CEUs for {ceus.period}</h2>
      <p>
        {ceus.earned}
        {ceus.required !== null ? ` of ${ceus.required}` : ""} credits earned by {ceus.periodEnd}{" "}
        <span className={`badge badge-${ceus.upToDate ? "success" : "warning"}`}>{ceus.upToDate ? "Up to date" : "In progress"}</span>
      </p>
      {ceus.ethics ? (
        <p>
          Ethics credits: {ceus.ethics.earned} of {ceus.ethics.required}
        </p>
      ) : null}
      {ceus.byType.length ? (
        <table className="data">
          <caption className="visually-hidden">Credits by type</caption>
          <thead>
            <tr>
              <th scope="col">Credit type</th>
              <th scope="col" className="num">
                Earned
              </th>
              <th scope="col" className="num">
                Required
              </th>
              <th scope="col" className="num">
                Missing
              </th>
            </tr>
          </thead>
          <tbody>
            {ceus.byType.map((t) => (
              <tr key={t.name}>
                <th scope="row">{t.name}</th>
                <td className="num">{t.earned}</td>
                <td className="num">{t.minimum}</td>
                <td className="num">{t.gap}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {!ceus.upToDate ? (
        <p>
          {ceus.remaining} credits still needed by {ceus.periodEnd}. <Link to={ceus.addHref}>Add CEU</Link>
        </p>
      ) : null}
      <p className="card-links">
        <Link to={paths.ceus.root()}>View CEUs</Link>
      </p>
    </section>
  );
}

export function RenewalReadiness({ view }: { view: RenewalView }) {
  return (
    <div className="cards">
      <section className="card" aria-labelledby="renewal-fee">
        <h2 id="renewal-fee">Annual Certification Fee</h2>
        <p>
          <strong>{view.certification.name}</strong> <span className={`badge badge-${view.status.tone}`}>{view.status.label}</span>
        </p>
        <FeeSection view={view} />
      </section>
      {view.ceus ? <CeuSection ceus={view.ceus} /> : null}
    </div>
  );
}
