/**
 * The admin review page, one frame for every queue (individual and group CEUs, course
 * registrations, experiences, extensions, membership requests): the decision modals' outlet, the
 * back link to the queue, the title (with Edit and Delete beside it where the queue has them), the red flags
 * banner, the status line of a decided record, the owner card (name linking to the admin user
 * profile, the military-spouse suffix, email, status, then the page's details), the page's own
 * sections, the decision bar and the reviews table. Its data is a `ReviewFrame`, built on the
 * server by `reviewFrame()` (review-page.server.ts) from the record the page reads.
 */
import { Link, Outlet } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BadgeTone } from "~/domain/constants.ts";
import { Breakable } from "~/ui/breakable.tsx";
import { ApproveRejectBar, FlagsBanner, ReviewsTable, type ReviewRow } from "./review-parts.tsx";

export type ReviewFrame = {
  title: string;
  /** the queue the back link returns to */
  queue: { name: string; href: string };
  owner: { id: number; name: string; email: string; href: string; militarySpouse: boolean };
  /** the owner's active flags' reasons, oldest first */
  flags: string[];
  /** the owner card's Status: a badge, or plain text when it has no tone */
  status: { label: string; tone: BadgeTone | null };
  /** the record's own Edit and Delete (modal routes), where the queue has them */
  edit: string | null;
  delete: string | null;
  /** the decision modals open now; both null once the record is decided */
  decisions: { approve: string | null; reject: string | null };
  /** who decided what and when: only once the record is decided, and only where the queue writes one */
  statusLine: { text: string; tone: "success" | "warning" } | null;
  reviews: ReviewRow[];
  /** what the reviews table says while it is empty */
  reviewsEmpty: string;
};

export function ReviewPage({
  frame,
  details,
  children,
}: {
  frame: ReviewFrame;
  /** the owner card's further `<dt>`/`<dd>` pairs, after Email and Status */
  details?: ReactNode;
  /** the page's own sections, between the owner card and the decision bar */
  children?: ReactNode;
}) {
  const { owner, status, statusLine } = frame;
  return (
    <>
      <Outlet />
      <p>
        <Link to={frame.queue.href}>Back to {frame.queue.name}</Link>
      </p>
      {frame.edit || frame.delete ? (
        <div className="page-head">
          <h1>{frame.title}</h1>
          <p className="card-links">
            {frame.edit ? (
              <Link className="btn btn-secondary" to={frame.edit} preventScrollReset>
                Edit
              </Link>
            ) : null}
            {frame.delete ? (
              <Link className="btn btn-danger" to={frame.delete} preventScrollReset>
                Delete
              </Link>
            ) : null}
          </p>
        </div>
      ) : (
        <h1>{frame.title}</h1>
      )}
      <FlagsBanner reasons={frame.flags} />
      {statusLine ? (
        <p className={`alert alert-${statusLine.tone}`} role="status">
          {statusLine.text}
        </p>
      ) : null}
      <section className="card" aria-labelledby="review-owner">
        <h2 id="review-owner">
          <Link to={owner.href}>{owner.name}</Link>
          {owner.militarySpouse ? " (Military Spouse)" : ""}
        </h2>
        <dl className="details">
          <dt>Email</dt>
          <dd>
            <Breakable text={owner.email} />
          </dd>
          <dt>Status</dt>
          <dd>{status.tone ? <span className={`badge badge-${status.tone}`}>{status.label}</span> : status.label}</dd>
          {details}
        </dl>
      </section>
      {children}
      <ApproveRejectBar approveHref={frame.decisions.approve} rejectHref={frame.decisions.reject} />
      <ReviewsTable rows={frame.reviews} empty={frame.reviewsEmpty} />
    </>
  );
}
