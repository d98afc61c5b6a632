/**
 * Server-paged tables: the list state lives in the URL (q, sort, dir, page, pageSize), so a table
 * works as a plain GET form without JavaScript. Loaders parse it here; bad values fall back to
 * defaults rather than failing.
 */
import { z } from "zod";

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;

export type ListParams<S extends string> = {
  q: string;
  sort: S;
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
  filters: Record<string, string>;
};

export function parseListParams<S extends string>(
  url: URL | URLSearchParams,
  opts: {
    sortKeys: readonly [S, ...S[]];
    defaultSort: S;
    defaultDir?: "asc" | "desc";
    defaultPageSize: number;
    filterKeys?: readonly string[];
  },
): ListParams<S> {
  const sp = url instanceof URL ? url.searchParams : url;
  const schema = z.object({
    q: z.string().trim().max(200).catch(""),
    sort: z.enum(opts.sortKeys).catch(opts.defaultSort),
    dir: z.enum(["asc", "desc"]).catch(opts.defaultDir ?? "asc"),
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n))
      .catch(opts.defaultPageSize),
  });
  const parsed = schema.parse({
    q: sp.get("q") ?? "",
    sort: sp.get("sort") ?? opts.defaultSort,
    dir: sp.get("dir") ?? opts.defaultDir ?? "asc",
    page: sp.get("page") ?? 1,
    pageSize: sp.get("pageSize") ?? opts.defaultPageSize,
  });
  const filters: Record<string, string> = {};
  for (const key of opts.filterKeys ?? []) {
    const v = sp.get(key);
    if (v !== null) filters[key] = v.slice(0, 100);
  }
  return {
    q: parsed.q ?? "",
    sort: (parsed.sort ?? opts.defaultSort) as S,
    dir: parsed.dir ?? "asc",
    page: parsed.page ?? 1,
    pageSize: parsed.pageSize ?? opts.defaultPageSize,
    filters,
  };
}

/** Clamps the requested page to the valid range once the row count is known. */
export function pageWindow(page: number, pageSize: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  return { page: current, lastPage, skip: (current - 1) * pageSize, take: pageSize };
}

export type Page<T> = { rows: T[]; total: number; page: number; lastPage: number; pageSize: number };

/** The words of a list's text filter: every one must match; at most 4, so a long paste stays cheap. */
export function searchTerms(q: string): string[] {
  return q.split(/\s+/).filter(Boolean).slice(0, 4);
}
