/**
 * A kind's rows as choices by name (relation fields), and the one explicit filter for rows in use:
 * archived rows are left out of choices by `currentWhere`, never by a default scope, so history
 * (a paid order's product, a member's old work area) still reads them.
 */
import { delegate, type KindDefinition, type Retire } from "./define.server.ts";
import type { ArchiveFilter, Choice } from "./fields.ts";
import type { SystemDataKindSlug } from "./kinds.ts";
import { kindDefinition } from "./registry.server.ts";

/** The Prisma where of the rows a retirement filter shows (empty when the kind is never retired). */
export function retiredWhere(retire: Retire | undefined, filter: ArchiveFilter): Record<string, unknown> {
  if (!retire || filter === "all") return {};
  const current = filter === "current";
  if (retire.by === "timestamp") return { [retire.column]: current ? null : { not: null } };
  return { [retire.column]: current };
}

/** The rows members may choose: not archived. */
export function currentWhere(def: Pick<KindDefinition, "retire">): Record<string, unknown> {
  return retiredWhere(def.retire, "current");
}

/** Whether a row read with its retirement column is archived. */
export function isArchived(retire: Retire | undefined, row: Record<string, unknown>): boolean {
  if (!retire) return false;
  const value = row[retire.column];
  return retire.by === "timestamp" ? value !== null && value !== undefined : value === false;
}

/** The kind's current rows by name, plus `keep` (the value already chosen) even when archived. */
export async function kindChoices(slug: SystemDataKindSlug, keep: number | null): Promise<Choice[]> {
  const def = kindDefinition(slug);
  const offered = keep === null ? currentWhere(def) : { OR: [currentWhere(def), { id: keep }] };
  const where = { AND: [def.scope ?? {}, offered] };
  const rows = await delegate(def).findMany({ where, orderBy: [{ [def.choiceLabel]: "asc" }, { id: "asc" }], take: 1000 });
  return rows.map((r) => ({ value: String(r.id), label: isArchived(def.retire, r) ? `${def.title(r)} (archived)` : def.title(r) }));
}
