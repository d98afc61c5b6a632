/**
 * The decision command every review queue shares (CEUs, membership requests; experiences,
 * extensions and course registrations next). A capability describes one kind of record in a
 * `DecisionDefinition`; `decide` runs the one sequence:
 *
 * 1. load the record and its owner; refuse with the record's own message when it cannot be decided
 *    this way now (already decided, not submitted, a charge in progress ...);
 * 2. build the message from the chosen templates of the decision's category and the admin's text;
 * 3. `prepare` (optional): work outside the database that may refuse, e.g. charging a card;
 * 4. ONE transaction: `apply` claims the record with a conditional update and writes the decision
 *    (review row, new status, side effects); the audit event is written in the same transaction.
 *    Deciding twice decides once: the second claim finds nothing to update (or `apply` throws
 *    `LostRace`) and answers `lost`; `afterLost` may undo what `prepare` did outside;
 * 5. `committed` (optional): work after the commit that must not hold the transaction (ordering
 *    paid course materials from the supplier);
 * 6. tell the member (a notification and an email, after the commit, best effort).
 */
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import type { Failure, Result } from "~/kit/forms/outcome.ts";
import { buildDecisionMessage, notifyMember, type MemberNote } from "./messages.server.ts";

export type DecisionKind = "approve" | "reject";

export type DecisionInput = {
  actor: Actor;
  id: number;
  selectedMessages: readonly number[];
  message: string | null;
  /** a rejection status (CEUs, experiences) or a step (course registrations), when the decision takes one */
  status?: string | null;
  /** ids the decision picks besides (the course materials chosen with a pathway approval) */
  choices?: readonly number[];
};

/** The member a decision is about: who is told. */
export type DecisionOwner = { id: number; email: string; firstName: string };

/** What the transaction wrote: the audit's before and after, and anything the notice needs. */
export type Applied<A> = { before: Record<string, unknown>; after: Record<string, unknown>; result: A };

/** Thrown inside `apply` (or by what it calls) when another decision got there first: the transaction rolls back. */
export class LostRace extends Error {
  constructor() {
    super("the record was decided meanwhile");
  }
}

export type DecisionContext<P> = { message: string | null; now: Date; prepared: P };

export type DecisionDefinition<R extends { id: number; owner: DecisionOwner }, P = undefined, A = undefined> = {
  /** audit entity type and action prefix, e.g. "IndividualCeu" and "individualCeu" (-> "individualCeu.approve") */
  entityType: string;
  auditAction: string;
  /** the message-template category of each decision */
  templateCategory: Record<DecisionKind, string>;
  load(id: number): Promise<R | null>;
  /** the answer when there is no such record */
  notFound: string;
  /** why the record cannot be decided this way now, or null */
  refusal(record: R, kind: DecisionKind, input: DecisionInput, now: Date): string | null | Promise<string | null>;
  /** work outside the database before the transaction (may refuse) */
  prepare?(record: R, kind: DecisionKind, input: DecisionInput, ctx: { message: string | null; now: Date }): Promise<Result<{ value: P }>>;
  /** inside the transaction: claim and write; null (or throw LostRace) when another decision won */
  apply(tx: Tx, record: R, kind: DecisionKind, input: DecisionInput, ctx: DecisionContext<P>): Promise<Applied<A> | null>;
  /** errors of `apply` that mean "decided meanwhile" besides LostRace (e.g. a unique key taken by the other decision) */
  isLostRace?(error: unknown): boolean;
  /** the answer when another decision got there first */
  lost(record: R, kind: DecisionKind): string;
  /** after a lost race: put right what `prepare` did outside the database */
  afterLost?(record: R, kind: DecisionKind, input: DecisionInput, ctx: DecisionContext<P>): Promise<void>;
  /** after the commit, before the member is told (best effort: it must not throw) */
  committed?(record: R, kind: DecisionKind, input: DecisionInput, ctx: DecisionContext<P> & { result: A }): Promise<void>;
  /** what the member is told */
  notice(record: R, kind: DecisionKind, input: DecisionInput, ctx: DecisionContext<P> & { result: A }): MemberNote;
};

const refuse = (message: string): Failure => ({ ok: false, message });

export async function decide<R extends { id: number; owner: DecisionOwner }, P, A>(
  def: DecisionDefinition<R, P, A>,
  kind: DecisionKind,
  input: DecisionInput,
  now = new Date(),
): Promise<Result> {
  const record = await def.load(input.id);
  if (!record) return refuse(def.notFound);
  const refusal = await def.refusal(record, kind, input, now);
  if (refusal) return refuse(refusal);
  const message = await buildDecisionMessage(def.templateCategory[kind], input.selectedMessages, input.message);
  let prepared = undefined as P;
  if (def.prepare) {
    const ready = await def.prepare(record, kind, input, { message, now });
    if (!ready.ok) return ready;
    prepared = ready.value;
  }
  const ctx: DecisionContext<P> = { message, now, prepared };
  let applied: Applied<A> | null;
  try {
    applied = await db.$transaction(async (tx) => {
      const done = await def.apply(tx, record, kind, input, ctx);
      if (!done) return null;
      await auditChange(tx, input.actor, {
        action: `${def.auditAction}.${kind}`,
        entityType: def.entityType,
        entityId: record.id,
        before: done.before,
        after: { ...done.after, selectedMessages: input.selectedMessages, message },
      });
      return done;
    });
  } catch (error) {
    if (!(error instanceof LostRace) && !def.isLostRace?.(error)) throw error;
    applied = null;
  }
  if (!applied) {
    await def.afterLost?.(record, kind, input, ctx);
    return refuse(def.lost(record, kind));
  }
  await def.committed?.(record, kind, input, { ...ctx, result: applied.result });
  await notifyMember(record.owner, def.notice(record, kind, input, { ...ctx, result: applied.result }));
  return { ok: true };
}
