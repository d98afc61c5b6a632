/**
 * The system-data service: every kind's list, form, save, archive, restore, delete and history from
 * its definition (define.server.ts). The routes under /admin/system-data call only this.
 */
import { z } from "zod";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import { prismaListSource, type AdminListDefinition } from "~/kit/admin-list/list.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditSubject } from "~/lib/audit-subject.server.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, isUniqueViolation, type Tx } from "~/lib/db.server.ts";
import { containing } from "~/lib/dialect/index.server.ts";
import { searchTerms, type ListParams } from "~/lib/list-params.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { paths } from "~/lib/paths.ts";
import { isArchived, isChoosable, kindChoices, retiredWhere } from "./choices.server.ts";
import { markTaken, takenBy, takenMeanwhile } from "~/kit/forms/once.server.ts";
import { recordHistory, type HistoryEntry } from "./history.server.ts";
import { delegate, FIELD_MESSAGES, type FieldDef, type KindDefinition } from "./define.server.ts";
import { ARCHIVE_FILTER, SYSTEM_DATA_MESSAGES, type ArchiveFilter, type ColumnView, type FieldView, type RowView } from "./fields.ts";

export const SYSTEM_DATA_PAGE_SIZE = 25;

function modelDelegate(def: KindDefinition, tx?: Tx) {
  return delegate(def, tx);
}

/** What a row is read with: the definition's relations, and its product when it sells one. */
function includeOf(def: KindDefinition): Record<string, unknown> | undefined {
  if (!def.sells) return def.include;
  return { ...(def.include ?? {}), product: true };
}

/** A field's stored value on a row read with `includeOf`. */
function storedValue(f: FieldDef, record: Record<string, unknown>): unknown {
  if (f.on !== "product") return record[f.column];
  const product = record.product as Record<string, unknown> | null | undefined;
  return product ? product[f.column] : null;
}

/** The values of a row's form columns (what an audit event keeps of a deleted row). */
function columnsOf(def: KindDefinition, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(def.fields.map((f) => [f.column, record[f.column]]));
}

/** The columns as the generic table shows them. */
export function columnViews(def: KindDefinition): ColumnView[] {
  return def.columns.map((c) => ({
    key: c.key,
    header: c.header,
    ...(c.sort ? { sortKey: c.sort } : {}),
    ...(c.numeric ? { numeric: true } : {}),
    ...(c.wrap ? { wrap: true } : {}),
  }));
}

function sortKeys(def: KindDefinition): [string, ...string[]] {
  const keys = [...new Set(def.columns.flatMap((c) => (c.sort ? [c.sort] : [])))];
  return [def.defaultSort, ...keys.filter((k) => k !== def.defaultSort)];
}

function listWhere(def: KindDefinition, params: ListParams<string>): Record<string, unknown> {
  const and: Record<string, unknown>[] = [
    def.scope ?? {},
    retiredWhere(def.retire, (params.filters.archive as ArchiveFilter | undefined) ?? "current"),
  ];
  for (const term of searchTerms(params.q)) {
    const or: Record<string, unknown>[] = def.search.map((column) => ({ [column]: containing(term) }));
    if (/^\d{1,9}$/.test(term)) or.push({ id: Number(term) });
    and.push({ OR: or });
  }
  return { AND: and };
}

/** A kind's admin list: its columns as text, the filter over its searchable columns, current rows by default, and its CSV. */
export function kindList(def: KindDefinition): AdminListDefinition<RowView, string> {
  const rowOf = (record: Record<string, unknown>): RowView => ({
    id: record.id as number,
    cells: def.columns.map((c) => c.value(record)),
    archived: isArchived(def.retire, record),
  });
  return {
    sortKeys: sortKeys(def),
    defaultSort: def.defaultSort,
    defaultDir: def.defaultDir ?? "asc",
    defaultPageSize: SYSTEM_DATA_PAGE_SIZE,
    filters: def.retire ? { archive: { values: ARCHIVE_FILTER.map((f) => f.value), default: "current" } } : undefined,
    columns: def.columns.map((c) => ({ key: c.key, header: c.header, value: (r: RowView) => r.cells[def.columns.indexOf(c)] ?? "" })),
    csv: { filename: `${def.slug}.csv`, maxRows: 100_000 },
    csvPath: (query) => paths.admin.systemData.csv(def.slug, query),
    source: prismaListSource<string, Record<string, unknown>, unknown, { id: number } & Record<string, unknown>, RowView>({
      where: (params) => listWhere(def, params),
      orderBy: (params) => [{ [params.sort]: params.dir }, { id: params.dir }],
      count: (where) => modelDelegate(def).count({ where }),
      findMany: (args) =>
        modelDelegate(def).findMany({ ...args, ...(includeOf(def) ? { include: includeOf(def) } : {}) }) as Promise<
          Array<{ id: number } & Record<string, unknown>>
        >,
      row: rowOf,
    }),
  };
}

export type UsageView = { label: string; count: number };

export type { HistoryEntry };

export type RecordForm = {
  kind: { slug: string; noun: string; fixedRows: boolean; archivable: boolean };
  id: number | null;
  title: string;
  fields: FieldView[];
  values: Record<string, unknown>;
  archived: boolean;
  usage: UsageView[];
  history: HistoryEntry[];
  /** each rich-text field as members see it (sanitised) */
  previews: { name: string; label: string; html: string }[];
};

const relationValue = (v: unknown) => (typeof v === "number" ? v : null);

async function fieldViews(def: KindDefinition, current: Record<string, unknown> | null): Promise<FieldView[]> {
  return Promise.all(
    def.fields.map(async (f) => ({
      ...f.view,
      ...(f.options ? { options: await f.options(current ? storedValue(f, current) : null) } : {}),
      ...(f.relationTo ? { options: await kindChoices(f.relationTo, relationValue(current ? storedValue(f, current) : null)) } : {}),
    })),
  );
}

/** The form's values: text per field, a list of rows for a rows field (plus two blank rows to add more). */
function formValues(def: KindDefinition, record: Record<string, unknown> | null): Record<string, unknown> {
  return Object.fromEntries(
    def.fields.map((f) => {
      const stored = record ? storedValue(f, record) : null;
      if (f.toRows) return [f.view.name, [...f.toRows(stored), {}, {}]];
      return [f.view.name, record ? f.toInput(stored, record) : ""];
    }),
  );
}

export async function recordUsage(def: KindDefinition, id: number): Promise<UsageView[]> {
  return Promise.all(def.usage.map(async (u) => ({ label: u.label, count: await u.count(id) })));
}

/** The edit form of a row (null when there is no such row), or the new form (`id` null). */
export async function loadRecordForm(def: KindDefinition, id: number | null): Promise<RecordForm | null> {
  const kind = { slug: def.slug, noun: def.noun, fixedRows: def.fixedRows ?? false, archivable: Boolean(def.retire) };
  if (id === null) {
    const fields = await fieldViews(def, null);
    const values = formValues(def, null);
    return { kind, id: null, title: `New ${def.noun}`, fields, values, archived: false, usage: [], history: [], previews: [] };
  }
  const record = await modelDelegate(def).findFirst({
    where: { id, ...def.scope },
    ...(includeOf(def) ? { include: includeOf(def) } : {}),
  });
  if (!record) return null;
  const [fields, usage, history] = await Promise.all([fieldViews(def, record), recordUsage(def, id), recordHistory(def, id)]);
  const values = formValues(def, record);
  return {
    kind,
    id,
    title: def.title(record),
    fields,
    values,
    archived: isArchived(def.retire, record),
    usage,
    history,
    previews: def.fields
      .filter((f) => f.view.kind === "html")
      .map((f) => ({ name: f.view.name, label: f.view.label, html: safeHtml(String(values[f.view.name] ?? "")) })),
  };
}

/** The fields a form writes: all of them for a new row, those that may change for a row that exists. */
function writtenFields(def: KindDefinition, editing: boolean) {
  return editing ? def.fields.filter((f) => !f.createOnly) : def.fields;
}

/** The zod schema of a kind's form (new or edit): every field's check, then the checks across fields. */
export function recordSchema(def: KindDefinition, editing: boolean) {
  const shape = Object.fromEntries(writtenFields(def, editing).map((f) => [f.view.name, f.schema]));
  return z
    .object(shape)
    .superRefine((value, ctx) => {
      const problems = def.refine?.(value) ?? {};
      for (const [path, message] of Object.entries(problems)) ctx.addIssue({ code: "custom", path: [path], message });
    })
    .transform((value) => (def.finish ? def.finish(value) : value));
}

/** The columns a parsed form writes: the row's own, and its product's (`on: "product"`). */
function dataOf(def: KindDefinition, value: Record<string, unknown>, editing: boolean) {
  const fields = writtenFields(def, editing);
  const pick = (on: boolean) =>
    Object.fromEntries(fields.filter((f) => (f.on === "product") === on).map((f) => [f.column, value[f.view.name]]));
  return { own: pick(false), product: pick(true) };
}

const prefixed = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [`product.${k}`, v]));

function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const keys = Object.keys(after).filter((k) => !same(before[k], after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

/** A unique column already holding the value: which field, in the form's words. */
function uniqueProblem(def: KindDefinition, error: unknown): Invalid | null {
  if (!isUniqueViolation(error)) return null;
  const field = def.fields.find((f) => isUniqueViolation(error, f.column));
  const message = `Another ${def.noun} already has this value.`;
  return invalid(field ? { [field.view.name]: message } : { "": message });
}

/** The name of the product a row sells: the row's title unless the kind names it (`sells.name`). */
function productName(def: KindDefinition, row: Record<string, unknown>): string {
  return def.sells?.name ? def.sells.name(row) : def.title(row);
}

export type SaveOutcome = { kind: "saved"; id: number } | Invalid;

/**
 * Relation fields pointing at a row that does not exist, or is archived and was not already chosen;
 * and select fields whose choices come from elsewhere (`options`) given a value they do not offer.
 */
async function badRelations(
  def: KindDefinition,
  data: Record<string, unknown>,
  before: Record<string, unknown> | null,
): Promise<Invalid | null> {
  const errors: Record<string, string> = {};
  for (const f of def.fields) {
    const value = data[f.column];
    if (f.options && f.on !== "product" && (typeof value === "number" || typeof value === "string")) {
      const choices = await f.options(before?.[f.column] ?? null);
      if (!choices.some((o) => o.value === String(value))) errors[f.view.name] = FIELD_MESSAGES.choice;
      continue;
    }
    if (!f.relationTo || typeof value !== "number") continue;
    if (!(await isChoosable(f.relationTo, value, relationValue(before?.[f.column])))) errors[f.view.name] = FIELD_MESSAGES.choice;
  }
  return Object.keys(errors).length ? invalid(errors) : null;
}

/**
 * Creates (id null) or changes a row from its parsed form; one audit event with the values before
 * and after. A row that sells a product saves its price fields on the product (made with the row,
 * named after it), which prices new cart items; items already in a cart keep theirs.
 */
export async function saveRecord(
  def: KindDefinition,
  actor: Actor,
  id: number | null,
  value: Record<string, unknown>,
  /** a create's form key (`formOnce`): the same form posted twice makes one row */
  once: string | null = null,
): Promise<SaveOutcome | null> {
  const { own, product } = dataOf(def, value, id !== null);
  const current = id === null ? null : await modelDelegate(def).findFirst({ where: { id, ...def.scope } });
  if (id !== null && !current) return null;
  const refused = await badRelations(def, own, current);
  if (refused) return refused;
  const problems = await def.verify?.(own, current);
  if (problems) return invalid(problems);
  try {
    return await db.$transaction(async (tx) => {
      const model = modelDelegate(def, tx);
      if (id === null) {
        const taken = once ? await takenBy(tx, once) : null;
        if (taken !== null) return { kind: "saved" as const, id: taken };
        const data = { ...def.defaults, ...own, ...def.scope };
        if (def.sells) {
          const made = await tx.product.create({
            data: { kind: def.sells.productKind, name: productName(def, own), priceCents: 0, ...product },
            select: { id: true },
          });
          data.productId = made.id;
        }
        const created = await model.create({ data });
        await auditChange(tx, actor, {
          action: `${def.model}.create`,
          entityType: def.entityType,
          entityId: created.id as number,
          after: { ...own, ...prefixed(product) },
        });
        if (once) await markTaken(tx, once, created.id as number);
        return { kind: "saved" as const, id: created.id as number };
      }
      const before = await model.findFirst({ where: { id, ...def.scope }, ...(def.sells ? { include: { product: true } } : {}) });
      if (!before) return null;
      const change = changedOnly(before, own);
      const beforeProduct = (before.product ?? {}) as Record<string, unknown>;
      const productChange = def.sells ? changedOnly(beforeProduct, product) : { before: {}, after: {} };
      const renamed = def.sells ? productName(def, { ...before, ...own }) : null;
      if (Object.keys(change.after).length) await model.update({ where: { id }, data: change.after });
      if (def.sells) {
        const productData = { ...productChange.after, ...(renamed !== null && renamed !== beforeProduct.name ? { name: renamed } : {}) };
        if (before.productId === null || before.productId === undefined) {
          const made = await tx.product.create({
            data: { kind: def.sells.productKind, name: renamed ?? "", priceCents: 0, ...product },
            select: { id: true },
          });
          await model.update({ where: { id }, data: { productId: made.id } });
        } else if (Object.keys(productData).length) {
          await tx.product.update({ where: { id: before.productId as number }, data: productData });
        }
      }
      const changedBefore = { ...change.before, ...prefixed(productChange.before) };
      const changedAfter = { ...change.after, ...prefixed(productChange.after) };
      if (Object.keys(changedAfter).length === 0) return { kind: "saved" as const, id };
      await auditChange(tx, actor, {
        action: `${def.model}.update`,
        entityType: def.entityType,
        entityId: id,
        before: changedBefore,
        after: changedAfter,
      });
      return { kind: "saved" as const, id };
    });
  } catch (error) {
    const taken = id === null ? await takenMeanwhile(once, error) : null;
    if (taken !== null) return { kind: "saved", id: taken };
    const problem = uniqueProblem(def, error);
    if (problem) return problem;
    throw error;
  }
}

export type RetireOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Archives (or restores) a row: it leaves (or rejoins) members' choices; nothing that uses it changes. Twice is once. */
export async function setArchived(def: KindDefinition, actor: Actor, id: number, archived: boolean): Promise<RetireOutcome | null> {
  const retire = def.retire;
  if (!retire) return { ok: false, message: SYSTEM_DATA_MESSAGES.notArchivable };
  return db.$transaction(async (tx) => {
    const model = modelDelegate(def, tx);
    const before = await model.findFirst({ where: { id, ...def.scope } });
    if (!before) return null;
    const message = archived ? SYSTEM_DATA_MESSAGES.archived : SYSTEM_DATA_MESSAGES.restored;
    if (isArchived(retire, before) === archived) return { ok: true, message };
    const value = retire.by === "timestamp" ? (archived ? new Date() : null) : !archived;
    await model.update({ where: { id }, data: { [retire.column]: value } });
    await auditChange(tx, actor, {
      action: `${def.model}.${archived ? "archive" : "restore"}`,
      entityType: def.entityType,
      entityId: id,
      before: { [retire.column]: before[retire.column] },
      after: { [retire.column]: value },
    });
    return { ok: true, message };
  });
}

/** Deletes a row nothing uses; a row in use is refused (archive it instead). */
export async function deleteRecord(def: KindDefinition, actor: Actor, id: number): Promise<RetireOutcome | null> {
  if (def.fixedRows) return { ok: false, message: SYSTEM_DATA_MESSAGES.inUse };
  const usage = await recordUsage(def, id);
  if (usage.some((u) => u.count > 0)) return { ok: false, message: SYSTEM_DATA_MESSAGES.inUse };
  try {
    return await db.$transaction(async (tx) => {
      const model = modelDelegate(def, tx);
      const before = await model.findFirst({ where: { id, ...def.scope } });
      if (!before) return null;
      // Whose row it was (a notification's member), read while it is still there.
      const subjectUserId = await auditSubject(tx, { entityType: def.entityType, entityId: id });
      await model.delete({ where: { id } });
      await auditChange(tx, actor, {
        action: `${def.model}.delete`,
        entityType: def.entityType,
        entityId: id,
        before: columnsOf(def, before),
        subjectUserId,
      });
      return { ok: true as const, message: SYSTEM_DATA_MESSAGES.deleted };
    });
  } catch (error) {
    // A use the definition does not count (a foreign key that restricts): refused the same way.
    if (error instanceof Error && "code" in error && (error.code === "P2003" || error.code === "P2014")) {
      return { ok: false, message: SYSTEM_DATA_MESSAGES.inUse };
    }
    throw error;
  }
}
