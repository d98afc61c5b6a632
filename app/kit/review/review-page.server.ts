/**
 * The server half of the review page (review-page.tsx): a feature's `getXReview` selects the
 * record's owner with `reviewOwnerSelect` in its own query and hands the record's state to
 * `reviewFrame`, which builds everything the frame shows.
 *
 * One gating rule for every queue: a decision's button shows while that decision is open on the
 * record (the queue says which are: e.g. a rejected CEU can still be approved); once none is open
 * the record is decided, and only its status line (where the queue writes one) and the reviews show.
 */
import { paths } from "~/lib/paths.ts";
import type { ReviewRow } from "./review-parts.tsx";
import type { ReviewFrame } from "./review-page.tsx";
import { personName } from "./rows.server.ts";

export type { ReviewFrame };

/** The record's owner with their active flags, oldest first (the red banner). */
export const reviewOwnerSelect = {
  select: {
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    flags: { where: { active: true }, orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }], select: { reason: true } },
  },
};

export type ReviewOwnerRecord = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  flags: ReadonlyArray<{ reason: string }>;
};

/** A queue's admin paths (`paths.admin.individualCeus`, ...): the list, and the decision modals of a record. */
export type ReviewQueuePaths = { root(): string; approve(id: number): string; reject(id: number): string };

export function reviewFrame(record: {
  id: number;
  title: string;
  /** the queue's name after "Back to" and its paths */
  queue: { name: string; paths: ReviewQueuePaths };
  owner: ReviewOwnerRecord;
  /** the record's registration is a military spouse's: "(Military Spouse)" after the name */
  militarySpouse?: boolean;
  status: ReviewFrame["status"];
  /** the record's Edit and Delete modal routes, where the queue has them */
  edit?: string;
  delete?: string;
  /** which decisions the record can take now */
  open: { approve: boolean; reject: boolean };
  /** shown once no decision is open */
  statusLine?: ReviewFrame["statusLine"];
  reviews: ReviewRow[];
  reviewsEmpty?: string;
}): ReviewFrame {
  const { owner, queue } = record;
  const decisions = {
    approve: record.open.approve ? queue.paths.approve(record.id) : null,
    reject: record.open.reject ? queue.paths.reject(record.id) : null,
  };
  const decided = decisions.approve === null && decisions.reject === null;
  return {
    title: record.title,
    queue: { name: queue.name, href: queue.paths.root() },
    owner: {
      id: owner.id,
      name: personName(owner),
      email: owner.email,
      href: paths.admin.users.info(owner.id),
      militarySpouse: record.militarySpouse ?? false,
    },
    flags: owner.flags.map((f) => f.reason),
    status: record.status,
    edit: record.edit ?? null,
    delete: record.delete ?? null,
    decisions,
    statusLine: decided ? (record.statusLine ?? null) : null,
    reviews: record.reviews,
    reviewsEmpty: record.reviewsEmpty ?? "No reviews yet.",
  };
}
