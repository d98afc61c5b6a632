/**
 * The user certification view below its title (member and admin, admin spec 2): the revoked notice
 * (member), the Certification Information card, the CEU card (reportable certifications) and the
 * Certification Payments table.
 */
import { Link } from "@remix-run/react";
import { useId } from "react";
import type { CertificationPayment, CertificationView } from "~/features/certifications/user-certifications.server.ts";
import { CeuCard } from "~/features/ceus/ui/ceu-card.tsx";
import { paths } from "~/lib/paths.ts";
import { Breakable } from "~/ui/breakable.tsx";
import type { Column } from "~/ui/columns.ts";
import { RecordTable } from "~/ui/record-table.tsx";

type ViewMode = "member" | "admin";

/** Everything below the page title, shared by /certifications-and-training/certifications/:id and the admin view. */
export function CertificationViewCards({ view, mode }: { view: CertificationView; mode: ViewMode }) {
  return (
    <>
      {mode === "member" && view.revoked ? (
        <div className="alert alert-danger" role="alert">
          <p>
            Your certification has been revoked. Please contact the certification office at{" "}
            <a href={`mailto:${view.officeEmail}`}>
              <Breakable text={view.officeEmail} />
            </a>{" "}
            to discuss reinstatement.
          </p>
        </div>
      ) : null}
      <CertificationInfoCard info={view.info} />
      {view.ceu ? <CeuCard ceu={view.ceu} mode={mode} /> : null}
      <CertificationPaymentsCard
        payments={view.payments}
        admin={
          mode === "admin"
            ? {
                addHref: paths.admin.users.certificationPaymentNew(view.userId, view.certification.id),
                deleteHref: (id) => paths.admin.users.certificationPaymentDelete(view.userId, view.certification.id, id),
              }
            : undefined
        }
      />
    </>
  );
}

const NOT_RECORDED = "Not recorded";

function CertificationInfoCard({ info }: { info: CertificationView["info"] }) {
  const headingId = `${useId()}-info`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Certification Information</h2>
      <dl className="details">
        <dt>Type</dt>
        <dd>{info.type}</dd>
        <dt>Status</dt>
        <dd>
          <span className={`badge badge-${info.tone}`}>{info.statusLabel}</span>
        </dd>
        <dt>Extension</dt>
        <dd>{info.extension ? <span className={`badge badge-${info.extension.tone}`}>{info.extension.label}</span> : "None"}</dd>
        <dt>Certificate</dt>
        <dd>
          {info.certificateUrl ? (
            <a href={info.certificateUrl} target="_blank" rel="noreferrer">
              View Certificate<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            "Not issued"
          )}
        </dd>
        <dt>Registered On</dt>
        <dd>{info.registeredOn || NOT_RECORDED}</dd>
        <dt>Registration Deadline</dt>
        <dd>{info.registrationDeadline || NOT_RECORDED}</dd>
        <dt>Graduated On</dt>
        <dd>{info.graduatedOn || NOT_RECORDED}</dd>
      </dl>
    </section>
  );
}

/** Year and Amount; with `deleteHref` (the admin), a Delete link per payment. */
function certificationPaymentColumns(deleteHref?: (paymentId: number) => string): ReadonlyArray<Column<CertificationPayment>> {
  const columns: Column<CertificationPayment>[] = [
    { key: "year", header: "Year", value: (p) => (p.year !== null ? String(p.year) : NOT_RECORDED) },
    { key: "amount", header: "Amount", value: (p) => p.amount },
    { key: "item", header: "Item", value: (p) => p.item },
    {
      key: "status",
      header: "Status",
      cell: (p) =>
        p.paid ? (
          <span className="badge badge-success">Paid</span>
        ) : (
          <span className="badge badge-warning">Unpaid{p.due ? `, due ${p.due}` : ""}</span>
        ),
    },
  ];
  if (deleteHref) {
    columns.push({
      key: "actions",
      header: "Actions",
      cell: (p) =>
        p.paid && p.item === "Annual fee" ? (
          <Link to={deleteHref(p.id)} preventScrollReset>
            Delete<span className="visually-hidden"> the {p.year ?? ""} payment</span>
          </Link>
        ) : null,
    });
  }
  return columns;
}

function CertificationPaymentsCard({
  payments,
  admin,
}: {
  payments: CertificationView["payments"];
  /** the admin's Add Payment link and each payment's delete link */
  admin?: { addHref: string; deleteHref: (paymentId: number) => string };
}) {
  const headingId = `${useId()}-payments`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Certification Payments</h2>
      {admin ? (
        <p className="card-links">
          <Link to={admin.addHref} preventScrollReset>
            Add Payment
          </Link>
        </p>
      ) : null}
      <RecordTable columns={certificationPaymentColumns(admin?.deleteHref)} rows={payments} empty="No certification payments yet." />
    </section>
  );
}
