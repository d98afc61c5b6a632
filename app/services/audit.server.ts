import { db } from "~/lib/db.server.ts";

type AuditInput = {
  actorId: number;
  actingAsUserId?: number | null;
  action: string;
  entityType: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
};

type AuditClient = Pick<typeof db, "auditEvent">;

/** Records who changed what (and as whom) for every admin change. Pass a transaction client to join it. */
export async function recordAudit(input: AuditInput, client: AuditClient = db) {
  await client.auditEvent.create({
    data: {
      actorId: input.actorId,
      actingAsUserId: input.actingAsUserId ?? null,
      action: input.action,
      entityType: input.entityType,
      entityId: input.entityId,
      before: input.before === undefined ? undefined : JSON.parse(JSON.stringify(input.before)),
      after: input.after === undefined ? undefined : JSON.parse(JSON.stringify(input.after)),
    },
  });
}
