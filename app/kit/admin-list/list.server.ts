/**
 * The admin-list kit: one definition (columns, sort keys, filters, page sizes, the query) yields the
 * page loader (`loadList`) and the CSV resource route (`listCsv`) from the same filter and order.
 *
 * - The list's state lives in the URL (lib/list-params.ts): bad values fall back to defaults, a
 *   filter outside its values to its default.
 * - `source.page` gives one page and the total; `source.chunk` reads the rows in list order after a
 *   cursor (keyset, never OFFSET): the CSV is streamed chunk by chunk, at most `csv.maxRows` rows, so
 *   a large export neither holds every row in memory nor rescans the rows it skipped.
 * - `prismaListSource` is both for a list over one Prisma model: the list writes only its where,
 *   orderBy, select and row. A list over a table too big for Prisma's page query (individual CEUs)
 *   writes its own source with SQL.
 * - `?format=csv` on the page redirects to the CSV route (with single fetch a page route cannot
 *   answer with a file).
 */
import { redirect } from "@remix-run/node";
import { csvLines, csvResponse } from "~/lib/csv.ts";
import { pageWindow, parseListParams, type ListParams, type Page } from "~/lib/list-params.ts";
import type { ListQuery } from "~/lib/paths.ts";
import type { ListColumn } from "./columns.ts";

/** Where a chunk ended: the last row's sort key values, or its id (opaque to the kit). */
export type ListCursor = unknown;

export type ListSource<Row, S extends string> = {
  page(params: ListParams<S>): Promise<Page<Row>>;
  /** `take` rows in list order after `after` (null: from the start), and the cursor after them (null when none are left) */
  chunk(params: ListParams<S>, after: ListCursor | null, take: number): Promise<{ rows: Row[]; next: ListCursor | null }>;
};

export type AdminListDefinition<Row, S extends string> = {
  sortKeys: readonly [S, ...S[]];
  defaultSort: S;
  defaultDir?: "asc" | "desc";
  defaultPageSize: number;
  /** filters kept in the URL, each with its values and default (e.g. status: pending) */
  filters?: Readonly<Record<string, { values: readonly string[]; default: string }>>;
  columns: ReadonlyArray<ListColumn<Row>>;
  csv: { filename: string; maxRows: number };
  /** the CSV route's URL for a query (a lib/paths.ts builder) */
  csvPath(query: ListQuery): string;
  source: ListSource<Row, S>;
};

/** Rows read per CSV chunk: Prisma binds at most 999 parameters, and nested selects bind one per row. */
export const CSV_CHUNK = 500;

/** The list's URL state, filters normalised to their values (or defaults). */
export function readListParams<Row, S extends string>(def: AdminListDefinition<Row, S>, url: URL | URLSearchParams): ListParams<S> {
  const params = parseListParams(url, {
    sortKeys: def.sortKeys,
    defaultSort: def.defaultSort,
    defaultDir: def.defaultDir,
    defaultPageSize: def.defaultPageSize,
    filterKeys: Object.keys(def.filters ?? {}),
  });
  const filters: Record<string, string> = {};
  for (const [key, spec] of Object.entries(def.filters ?? {})) {
    const value = params.filters[key];
    filters[key] = value !== undefined && spec.values.includes(value) ? value : spec.default;
  }
  return { ...params, filters };
}

/** The CSV route of the list as filtered and sorted. */
export function csvHref<Row, S extends string>(def: AdminListDefinition<Row, S>, params: ListParams<S>): string {
  return def.csvPath({ q: params.q, sort: params.sort, dir: params.dir, ...params.filters });
}

/** The page loader's data: one page of rows, the URL state and the CSV link. */
export async function loadList<Row, S extends string>(def: AdminListDefinition<Row, S>, request: Request) {
  const url = new URL(request.url);
  const params = readListParams(def, url);
  if (url.searchParams.get("format") === "csv") throw redirect(csvHref(def, params));
  const page = await def.source.page(params);
  return { ...page, q: params.q, sort: params.sort, dir: params.dir, filters: params.filters, csvHref: csvHref(def, params) };
}

/** The CSV's rows in list order, chunk by chunk, at most `csv.maxRows` (also for tests: `take` sets the chunk size). */
export async function* csvChunks<Row, S extends string>(def: AdminListDefinition<Row, S>, params: ListParams<S>, take = CSV_CHUNK) {
  let after: ListCursor | null = null;
  let left = def.csv.maxRows;
  while (left > 0) {
    const { rows, next } = await def.source.chunk(params, after, Math.min(take, left));
    if (rows.length > 0) yield rows;
    left -= rows.length;
    if (next === null || rows.length === 0) return;
    after = next;
  }
}

/** Every row the list's filter matches, in its order (at most `csv.maxRows`): tests, and exports that are not streamed. */
export async function collectRows<Row, S extends string>(
  def: AdminListDefinition<Row, S>,
  params: ListParams<S>,
  take = CSV_CHUNK,
): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const chunk of csvChunks(def, params, take)) rows.push(...chunk);
  return rows;
}

/** A row's CSV record: every column's value, CSV-only columns included. */
export function csvRecord<Row>(columns: ReadonlyArray<ListColumn<Row>>, row: Row): string[] {
  return columns.map((c) => c.value(row));
}

/** The CSV resource route's response: the header line, then the rows streamed chunk by chunk. */
export function listCsv<Row, S extends string>(def: AdminListDefinition<Row, S>, request: Request): Response {
  const params = readListParams(def, new URL(request.url));
  const columns = def.columns;
  const encoder = new TextEncoder();
  const chunks = csvChunks(def, params);
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLines([columns.map((c) => c.header)])));
        return;
      }
      const next = await chunks.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLines(next.value.map((row) => csvRecord(columns, row)))));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return csvResponse(def.csv.filename, body);
}

/** Prisma's paging arguments: OFFSET for a page, the cursor for a CSV chunk. */
export type PrismaWindow = { take: number; skip?: number; cursor?: { id: number } };

/**
 * A chunk through Prisma's cursor: `find` runs the list's own where and orderBy (which must end at
 * a unique column) with the cursor arguments; the next cursor is the last row's id.
 */
async function prismaChunk<Raw extends { id: number }>(
  find: (window: PrismaWindow) => Promise<Raw[]>,
  after: ListCursor | null,
  take: number,
): Promise<{ rows: Raw[]; next: ListCursor | null }> {
  const rows = await find(typeof after === "number" ? { take, skip: 1, cursor: { id: after } } : { take });
  return { rows, next: rows.length === take ? rows[rows.length - 1]!.id : null };
}

/**
 * The source of a list over one Prisma model. The page counts the matches, clamps the page asked
 * for (`pageWindow`) and reads it; the CSV reads keyset chunks through the cursor. `orderBy` must
 * end at a unique column (the id), so pages never overlap and the cursor follows the same order. `findMany` passes the
 * arguments on with the list's select: `(args) => db.thing.findMany({ ...args, select })`.
 */
export function prismaListSource<S extends string, W, O, Raw extends { id: number }, Row = Raw>(list: {
  where(params: ListParams<S>): W;
  orderBy(params: ListParams<S>): O;
  /** how many rows match (usually `(where) => db.thing.count({ where })`) */
  count(where: W, params: ListParams<S>): Promise<number>;
  findMany(args: { where: W; orderBy: O } & PrismaWindow): Promise<Raw[]>;
  /** the row the table and the CSV show; the record itself when left out */
  row?: (record: Raw) => Row;
}): ListSource<Row, S> {
  const rowOf = list.row ?? ((record: Raw) => record as unknown as Row);
  return {
    async page(params) {
      const where = list.where(params);
      const total = await list.count(where, params);
      const w = pageWindow(params.page, params.pageSize, total);
      const records = await list.findMany({ where, orderBy: list.orderBy(params), skip: w.skip, take: w.take });
      return { rows: records.map(rowOf), total, page: w.page, lastPage: w.lastPage, pageSize: params.pageSize };
    },
    async chunk(params, after, take) {
      const where = list.where(params);
      const orderBy = list.orderBy(params);
      const { rows, next } = await prismaChunk((window) => list.findMany({ where, orderBy, ...window }), after, take);
      return { rows: rows.map(rowOf), next };
    },
  };
}
