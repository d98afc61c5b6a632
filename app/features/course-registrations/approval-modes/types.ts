/**
 * The approval modes' types (a leaf module). Each mode of course registration approval (admin spec
 * 4 "Registration approval action depends on status") is one `ApprovalHandler` in its own file;
 * only the registry (registry.server.ts) imports the handlers, and the registration decision
 * (../decisions.server.ts) runs the handler the registry gives for the registration's status.
 */
import type { Result } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import type { Tx } from "~/lib/db.server.ts";

export type ApprovalMode = "pathway" | "general" | "module" | "final" | "experience" | "trainer";

/** The registration being approved, with what every mode reads. */
export type ApprovalSubject = {
  id: number;
  /** as read before the decision: its claim is on these (and a saved-card charge checks them) */
  status: string;
  step: string;
  certificationId: number | null;
  enrolledOn: Date | null;
  deadline: Date | null;
  certification: { id: number; name: string; reportable: boolean; accredibleGroupId: string | null } | null;
  pathway: { id: number; deadlineMonths: number } | null;
  /** a training registration's training (an Independent Trainer application's is in the independent_trainer category) */
  training: { id: number; name: string; accredibleGroupId: string | null; categoryId: number; category: { key: string | null } } | null;
  user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    stripeCustomerId: string | null;
    stripePaymentMethodId: string | null;
    pmLastFour: string | null;
  };
};

/** Inside the decision's transaction: who approves, the message, the course materials picked. */
export type ApplyContext<P> = { actor: Actor; message: string | null; now: Date; prepared: P; choices: readonly number[] };

/** What the Approve Registration modal shows for the mode besides its text and templates. */
export type ApprovalPreview = {
  /** the course materials the admin may pick, those chosen already checked */
  materials?: { id: number; name: string; chosen: boolean }[];
  /** the unpaid balance approval charges, and the saved card's last four digits */
  balance?: { total: string; cardLastFour: string | null };
  /** why approving would be refused although nothing refuses it yet (no saved card for a balance) */
  blocked?: string | null;
};

/**
 * One approval mode. `P` is what `prepare` did outside the database (a charge, credentials), handed
 * to `apply`, `undo` and `notice` of the same mode; a mode without `prepare` gets undefined.
 * Methods (not function properties) so that a handler of any `P` is an `ApprovalHandler<unknown>`
 * in the registry.
 */
export type ApprovalHandler<P = undefined> = {
  mode: ApprovalMode;
  /** where approval moves the registration; step null: it stays at its step */
  approved: { status: string; step: string | null };
  /** why the registration cannot be approved now (a charge in progress, no credential group), or null */
  refusal?(r: ApprovalSubject, now: Date): string | null | Promise<string | null>;
  /** outside the database, before the transaction: charge the card, issue credentials (may refuse) */
  prepare?(r: ApprovalSubject, actor: Actor, now: Date): Promise<Result<{ value: P }>>;
  /** inside the transaction, after the registration was claimed: the writes; what it returns joins the audit's after */
  apply(tx: Tx, r: ApprovalSubject, ctx: ApplyContext<P>): Promise<Record<string, unknown>>;
  /** another decision won the race: put right what `prepare` did outside */
  undo?(r: ApprovalSubject, prepared: P, now: Date): Promise<void>;
  /** what the approved candidate is told; `url` where the notification leads (default: their certifications) */
  notice(r: ApprovalSubject, prepared: P): { title: string; text: string; url?: string };
  /** the Approve Registration modal's question: what approving does in this mode (the candidate's first name, the preview's balance) */
  question(r: ApprovalSubject, preview: ApprovalPreview): string;
  /** the Approve modal's extras */
  preview?(r: ApprovalSubject): Promise<ApprovalPreview>;
};
