/**
 * One system-data kind, one small definition (features/system-data/kinds/*.server.ts): the model,
 * the list's columns (which sort, which the filter searches), the form's fields with their checks,
 * relations offered as choices by name, how a row is retired and where it is used. The generic
 * service (records.server.ts) and the three routes (list, new, edit) do the rest; adding a kind is
 * adding a definition to the registry (registry.server.ts).
 * The field builders are in field-builders.server.ts (re-exported here, so a kind imports this file).
 */
import { db, type Tx } from "~/lib/db.server.ts";
import { asText, type FieldDef } from "./field-builders.server.ts";
import type { SystemDataKindSlug } from "./kinds.ts";

export * from "./field-builders.server.ts";

/** How a kind's rows are retired when other records use them (never deleted out from under them). */
export type Retire =
  /** a nullable timestamp column: set when archived */
  | { column: string; by: "timestamp" }
  /** a boolean column that is true while the row is offered (e.g. `active`) */
  | { column: string; by: "flag" };

/** Where a row is used: "used by 1,204 registrations". */
export type Usage = { label: string; count: (id: number) => Promise<number> };

export type ColumnDef = {
  key: string;
  header: string;
  /** the cell as text (the table and the CSV) */
  value: (row: Record<string, unknown>) => string;
  /** a scalar column of the model the list sorts by */
  sort?: string;
  numeric?: boolean;
  wrap?: boolean;
};

/** Prisma's delegate for a model, as far as the generic service uses it. */
export type ModelDelegate = {
  findMany(args: Record<string, unknown>): Promise<Record<string, unknown>[]>;
  findUnique(args: Record<string, unknown>): Promise<Record<string, unknown> | null>;
  findFirst(args: Record<string, unknown>): Promise<Record<string, unknown> | null>;
  count(args: Record<string, unknown>): Promise<number>;
  create(args: Record<string, unknown>): Promise<Record<string, unknown>>;
  update(args: Record<string, unknown>): Promise<Record<string, unknown>>;
  delete(args: Record<string, unknown>): Promise<Record<string, unknown>>;
};

export type KindDefinition = {
  slug: SystemDataKindSlug;
  /** the Prisma model's delegate name (`db[model]`) and the audit's entity type */
  model: string;
  entityType: string;
  /**
   * The rows of the model this kind covers, when the model holds several kinds (promo codes and
   * trainer license codes are both Discounts): a where of plain column values, also written on create.
   */
  scope?: Record<string, string | number | boolean>;
  /** singular, lower case: "work area" ("New work area", "Edit work area") */
  noun: string;
  /** the row's name in headings and choices */
  title: (row: Record<string, unknown>) => string;
  /** the column choices of other kinds sort and show by (relation fields) */
  choiceLabel: string;
  columns: ColumnDef[];
  /** text columns the list's filter searches (besides the id) */
  search: string[];
  defaultSort: string;
  defaultDir?: "asc" | "desc";
  /** relations the list's cells read (a Prisma include) */
  include?: Record<string, unknown>;
  fields: FieldDef[];
  /** checks across fields (e.g. end after start): field name to message */
  refine?: (value: Record<string, unknown>) => Record<string, string> | null;
  /** columns a new row is made with besides its fields (values code needs that the form does not ask) */
  defaults?: Record<string, string | number | boolean>;
  /** the checked form's values as the columns store them, when one field's column depends on another (after `refine`) */
  finish?: (value: Record<string, unknown>) => Record<string, unknown>;
  retire?: Retire;
  /**
   * Checks that need the database (a member chosen by email exists), on the columns a save writes
   * and the row before (null when new): field name to message, or null.
   */
  verify?: (data: Record<string, unknown>, before: Record<string, unknown> | null) => Promise<Record<string, string> | null>;
  /**
   * The row sells a product (its `productId`): fields marked `on: "product"` (productPrices) are the
   * product's, which is made with the row (kind and name from here) and renamed with it.
   */
  sells?: { productKind: string; name?: (row: Record<string, unknown>) => string };
  usage: Usage[];
  /** a kind whose rows are fixed (one per key): no new, no delete */
  fixedRows?: boolean;
};

/** The delegate of a kind's model (in a transaction when given its client). */
export function delegate(def: Pick<KindDefinition, "model">, client: Tx | typeof db = db): ModelDelegate {
  return (client as unknown as Record<string, ModelDelegate>)[def.model]!;
}

/** A definition, checked for its own consistency (every sort names a column, fields are unique). */
export function defineKind(def: KindDefinition): KindDefinition {
  const names = def.fields.map((f) => f.view.name);
  if (new Set(names).size !== names.length) throw new Error(`system data ${def.slug}: a field is defined twice`);
  if (!def.columns.some((c) => c.sort === def.defaultSort))
    throw new Error(`system data ${def.slug}: no column sorts by ${def.defaultSort}`);
  return def;
}

/** A column over one scalar of the row, sorting by it unless `sort: false`. */
export function col(
  key: string,
  header: string,
  opts: { sort?: boolean; numeric?: boolean; wrap?: boolean; value?: (row: Record<string, unknown>) => string } = {},
): ColumnDef {
  return {
    key,
    header,
    value: opts.value ?? ((row) => asText(row[key])),
    ...(opts.sort === false ? {} : { sort: key }),
    ...(opts.numeric ? { numeric: true } : {}),
    ...(opts.wrap ? { wrap: true } : {}),
  };
}

/** A column showing the name of the row's related `key` record (read with `include: { [key]: { select: { name: true } } }`); not sortable. */
export function relatedNameCol(key: string, header: string): ColumnDef {
  return col(key, header, { sort: false, value: (r) => String((r[key] as { name?: string } | null)?.name ?? "") });
}

/** The usage count of rows in `model` whose `column` is the id. */
export function usedBy(label: string, model: string, column: string): Usage {
  return { label, count: (id) => delegate({ model }).count({ where: { [column]: id } }) };
}
