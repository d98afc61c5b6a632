/** A system-data row's history: its audit events, newest first, with each field's value before and after in the form's words. */
import { formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import type { FieldDef, KindDefinition } from "./define.server.ts";

/** Where a field's audit values are kept: its column, or `product.<column>` for the product's. */
export const auditKey = (f: FieldDef) => (f.on === "product" ? `product.${f.column}` : f.column);

export type HistoryEntry = {
  id: number;
  /** when, as New York date and time (formatted here: the browser bundle carries no date library) */
  at: string;
  by: string;
  action: string;
  changes: { field: string; before: string; after: string }[];
};

const ACTION_LABEL: Record<string, string> = {
  create: "Created",
  update: "Changed",
  archive: "Archived",
  restore: "Restored",
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(blank)";
  if (typeof value === "string") return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  return JSON.stringify(value);
}

/** The row's audit events, newest first: who did what, and each field's value before and after. */
export async function recordHistory(def: KindDefinition, id: number): Promise<HistoryEntry[]> {
  const events = await db.auditEvent.findMany({
    where: { entityType: def.entityType, entityId: id },
    orderBy: { id: "desc" },
    take: 100,
    select: { id: true, createdAt: true, action: true, before: true, after: true, actor: { select: { firstName: true, lastName: true } } },
  });
  const fields = new Map(def.fields.map((f) => [auditKey(f), f]));
  const show = (column: string, value: unknown) => {
    const field = fields.get(column);
    if (!field || value === null || value === undefined) return shown(value);
    if (field.view.kind === "money" && typeof value === "number") return formatCents(value);
    if (field.view.kind === "checkbox") return value ? "Yes" : "No";
    if (field.toRows) return `${field.toRows(value).length} rows`;
    return shown(field.toInput(value));
  };
  return events.map((e) => {
    const before = (e.before ?? {}) as Record<string, unknown>;
    const after = (e.after ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return {
      id: e.id,
      at: formatDateTime(e.createdAt),
      by: e.actor ? `${e.actor.firstName} ${e.actor.lastName}` : "System",
      action: ACTION_LABEL[e.action.split(".").at(-1) ?? ""] ?? e.action,
      changes: keys.map((k) => ({ field: fields.get(k)?.view.label ?? k, before: show(k, before[k]), after: show(k, after[k]) })),
    };
  });
}
