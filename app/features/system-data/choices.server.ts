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

/** The most rows a relation's select offers (the chosen row is always among them). */
export const CHOICES_SHOWN = 1000;

/**
 * The kind's current rows by name (the first CHOICES_SHOWN), plus `keep` (the value already chosen)
 * even when archived or past the first rows. A save checks its choice with `isChoosable`, not
 * against this list, so a valid row beyond it is never refused.
 */
export async function kindChoices(slug: SystemDataKindSlug, keep: number | null): Promise<Choice[]> {
  const def = kindDefinition(slug);
  const where = { AND: [def.scope ?? {}, currentWhere(def)] };
  const rows = await delegate(def).findMany({ where, orderBy: [{ [def.choiceLabel]: "asc" }, { id: "asc" }], take: CHOICES_SHOWN });
  if (keep !== null && !rows.some((r) => r.id === keep)) {
    const kept = await delegate(def).findMany({ where: { AND: [def.scope ?? {}, { id: keep }] }, take: 1 });
    rows.unshift(...kept);
  }
  return rows.map((r) => ({ value: String(r.id), label: isArchived(def.retire, r) ? `${def.title(r)} (archived)` : def.title(r) }));
}

/** Whether row `id` of the kind may be chosen: a current row of the kind's scope, or `keep` (the value already chosen). */
export async function isChoosable(slug: SystemDataKindSlug, id: number, keep: number | null): Promise<boolean> {
  const def = kindDefinition(slug);
  const offered = id === keep ? {} : currentWhere(def);
  const found = await delegate(def).findMany({ where: { AND: [def.scope ?? {}, offered, { id }] }, take: 1 });
  return found.length > 0;
}
