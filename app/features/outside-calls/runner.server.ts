/**
 * Making the recorded outside calls (decision 53): after the commit of what recorded them
 * (`runNewCalls`), by the scheduled job `retry-outside-calls` (`retryDueCalls`) and by the admin's
 * Retry (`retryCall`). A runner first claims the call (a conditional update of its lock), so two
 * runners never make it at once; the executor is made once even when retried (the system's own
 * idempotency or a lookup before create); its outcome is recorded, never thrown: a failure waits
 * for the next try (15 minutes, doubling) and after MAX_CALL_TRIES the scheduled retries stop.
 */
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { EXECUTORS, callTitle, type CallOutcome } from "./executors.server.ts";
import {
  CALL_LOCK_MS,
  MAX_CALL_ERROR_LENGTH,
  OUTSIDE_CALL_MESSAGES,
  OUTSIDE_CALL_STATE,
  retryDueAt,
  type OutsideCallAction,
} from "./rules.ts";

type RunResult = { ran: false; message: string } | ({ ran: true } & CallOutcome);

/** Claims the call: not done, not held by another runner; `stopped` ones only when the admin asks. */
async function claim(id: number, now: Date, includeStopped: boolean): Promise<boolean> {
  const states = includeStopped ? [OUTSIDE_CALL_STATE.pending, OUTSIDE_CALL_STATE.stopped] : [OUTSIDE_CALL_STATE.pending];
  const claimed = await db.outsideCall.updateMany({
    where: { id, state: { in: states }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
    data: { lockedUntil: new Date(now.getTime() + CALL_LOCK_MS) },
  });
  return claimed.count === 1;
}

/** One try of a call: claim, make, record. */
export async function runCall(id: number, now: Date = new Date(), opts: { includeStopped?: boolean } = {}): Promise<RunResult> {
  if (!(await claim(id, now, opts.includeStopped ?? false))) {
    const call = await db.outsideCall.findUnique({ where: { id }, select: { state: true } });
    if (!call) return { ran: false, message: OUTSIDE_CALL_MESSAGES.notFound };
    return { ran: false, message: call.state === OUTSIDE_CALL_STATE.done ? OUTSIDE_CALL_MESSAGES.already : OUTSIDE_CALL_MESSAGES.busy };
  }
  const call = await db.outsideCall.findUniqueOrThrow({
    where: { id },
    select: { id: true, key: true, action: true, payload: true, tries: true },
  });
  const executor = EXECUTORS[call.action as OutsideCallAction];
  let outcome: CallOutcome;
  try {
    const payload = JSON.parse(call.payload) as Record<string, unknown>;
    outcome = executor
      ? await executor(payload, { id: call.id, key: call.key, now })
      : { ok: false, message: `Unknown call ${call.action}` };
  } catch (error) {
    log.error("outside call threw", { id, action: call.action, error });
    outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const tries = call.tries + 1;
  if (outcome.ok) {
    await db.outsideCall.update({
      where: { id },
      data: {
        state: OUTSIDE_CALL_STATE.done,
        tries,
        result: JSON.stringify(outcome.result),
        lastError: null,
        nextTryAt: null,
        lockedUntil: null,
        doneAt: now,
      },
    });
  } else {
    const next = retryDueAt(tries, now);
    log.warn("outside call failed", { id, action: call.action, tries, message: outcome.message });
    await db.outsideCall.update({
      where: { id },
      data: {
        state: next ? OUTSIDE_CALL_STATE.pending : OUTSIDE_CALL_STATE.stopped,
        tries,
        lastError: outcome.message.slice(0, MAX_CALL_ERROR_LENGTH),
        nextTryAt: next,
        lockedUntil: null,
      },
    });
  }
  return { ran: true, ...outcome };
}

/**
 * After the commit of a payment or a decision: makes the calls it recorded that were never tried
 * (a failure waits for the scheduled retry; it never fails the member's or the admin's request).
 */
export async function runNewCalls(
  about: { transactionId: number } | { registrationId: number } | { userCertificationId: number } | { userId: number },
  now: Date = new Date(),
): Promise<void> {
  const calls = await db.outsideCall.findMany({
    where: { ...about, state: OUTSIDE_CALL_STATE.pending, tries: 0 },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  for (const c of calls) {
    try {
      await runCall(c.id, now);
    } catch (error) {
      log.error("outside call could not be run", { id: c.id, error });
    }
  }
}

/** The calls the scheduled retry would make now: pending, their wait over (or never tried), not held. */
export async function dueCalls(now: Date = new Date()): Promise<{ id: number; action: string; key: string }[]> {
  return db.outsideCall.findMany({
    where: {
      state: OUTSIDE_CALL_STATE.pending,
      OR: [{ nextTryAt: null }, { nextTryAt: { lte: now } }],
      AND: [{ OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] }],
    },
    orderBy: { id: "asc" },
    take: 500,
    select: { id: true, action: true, key: true },
  });
}

/** The scheduled job's run: every due call, one try each. */
export async function retryDueCalls(now: Date = new Date()): Promise<{ tried: number; done: number; failed: number }> {
  const due = await dueCalls(now);
  let done = 0;
  let tried = 0;
  for (const c of due) {
    const r = await runCall(c.id, now);
    if (!r.ran) continue;
    tried += 1;
    if (r.ok) done += 1;
  }
  return { tried, done, failed: tried - done };
}

/** The admin's Retry: one try now, whatever the wait or the stopped retries; audited. */
export async function retryCall(actor: Actor, id: number, now: Date = new Date()): Promise<{ ok: boolean; message: string }> {
  const before = await db.outsideCall.findUnique({ where: { id }, select: { action: true, state: true, tries: true, lastError: true } });
  if (!before) return { ok: false, message: OUTSIDE_CALL_MESSAGES.notFound };
  if (before.state === OUTSIDE_CALL_STATE.done) return { ok: true, message: OUTSIDE_CALL_MESSAGES.already };
  const r = await runCall(id, now, { includeStopped: true });
  const after = await db.outsideCall.findUniqueOrThrow({ where: { id }, select: { state: true, tries: true, lastError: true } });
  await db.$transaction((tx) =>
    auditChange(tx, actor, { action: "outsideCall.retry", entityType: "OutsideCall", entityId: id, before, after }),
  );
  if (!r.ran) return { ok: false, message: r.message };
  return r.ok
    ? { ok: true, message: OUTSIDE_CALL_MESSAGES.done }
    : { ok: false, message: `${callTitle(before.action as OutsideCallAction).failure}: ${r.message}` };
}
