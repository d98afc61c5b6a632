import { auditIdentity, isAudited, type Actor } from "~/lib/actor.ts";
import { auditSubject } from "~/lib/audit-subject.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";

type AuditInput = {
  actorId: number | null;
  actingAsUserId?: number | null;
  action: string;
  entityType: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
  ipAddress?: string | null;
  /**
   * The member the event is about (the History tab). Left out, it is found from the entity
   * (lib/audit-subject.server.ts); name it where the entity is already gone and its values do not
   * say whose it was (a deleted line item).
   */
  subjectUserId?: number | null;
};

type AuditClient = Pick<typeof db, "auditEvent" | "$queryRaw">;

/** Records who changed what (and as whom, about whom) for every admin change. Pass a transaction client to join it. */
export async function recordAudit(input: AuditInput, client: AuditClient = db) {
  const subjectUserId = input.subjectUserId !== undefined ? input.subjectUserId : await auditSubject(client, input);
  await client.auditEvent.create({
    data: {
      actorId: input.actorId,
      actingAsUserId: input.actingAsUserId ?? null,
      subjectUserId,
      action: input.action,
      entityType: input.entityType,
      entityId: input.entityId,
      before: input.before === undefined ? undefined : JSON.parse(JSON.stringify(input.before)),
      after: input.after === undefined ? undefined : JSON.parse(JSON.stringify(input.after)),
      ipAddress: input.ipAddress ?? null,
    },
  });
}

export type Change = {
  action: string;
  entityType: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
  /** the member it is about, when the entity cannot tell (see `recordAudit`) */
  subjectUserId?: number | null;
};

/**
 * A command's audit event, written inside the command's own transaction (pass its `tx`) so the
 * change and its record land together. Written for every admin change (the admin area, and a
 * member's pages while impersonating); a member's own changes are not audited.
 */
export async function auditChange(tx: Tx, actor: Actor, change: Change): Promise<void> {
  if (!isAudited(actor)) return;
  await recordAudit({ ...auditIdentity(actor), ...change }, tx);
}

/**
 * The values a change is about to overwrite: the keys of `after` picked from the record as read
 * before the change (inside the same transaction), so an event shows what each field was and became.
 */
export function beforeOf(record: object | null | undefined, after: object): Record<string, unknown> | undefined {
  if (!record) return undefined;
  const values = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(after)
      .filter((k) => k in values)
      .map((k) => [k, values[k]]),
  );
}

/** A Prisma `select` of the given fields (to read what `beforeOf` needs). */
export function selectOf(fields: object): Record<string, true> {
  return Object.fromEntries(Object.keys(fields).map((k) => [k, true]));
}
