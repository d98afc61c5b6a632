/** Building blocks of the path table: segments, query strings, and pathname comparison. */

export type Id = string | number;

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type Query = Readonly<Record<string, QueryValue>>;

/** Common search params of the server-paged tables. Column filters go alongside. */
export type ListQuery = Readonly<{
  q?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
  status?: string;
}> &
  Query;

export function seg(value: Id): string {
  const text = String(value);
  if (text === "") {
    throw new Error("paths: a dynamic route segment must not be empty");
  }
  return encodeURIComponent(text);
}

function isPresent(value: QueryScalar): value is string | number | boolean {
  return value !== undefined && value !== null && value !== "";
}

/** `?a=1&b=x` (keys sorted, empty values skipped, arrays repeat the key) or "". */
export function queryString(query?: Query | null): string {
  if (!query) return "";
  const parts: string[] = [];
  for (const key of Object.keys(query).sort()) {
    const raw = query[key];
    const values: readonly QueryScalar[] = Array.isArray(raw) ? (raw as readonly QueryScalar[]) : [raw as QueryScalar];
    for (const value of values) {
      if (!isPresent(value)) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

export function withQuery(path: string, query?: Query | null): string {
  return path + queryString(query);
}

/**
 * Lower-cased pathname without query, hash or trailing slash. Route matching
 * in Remix is case-insensitive, so the predicates below are too.
 */
export function normalizePathname(pathname: string): string {
  let p = pathname;
  const cut = p.search(/[?#]/);
  if (cut !== -1) p = p.slice(0, cut);
  if (!p.startsWith("/")) p = `/${p}`;
  p = p.replace(/\/+$/, "");
  return (p === "" ? "/" : p).toLowerCase();
}

/** True when `pathname` is `base` or lies below it (segment boundary). */
export function isAtOrUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}
