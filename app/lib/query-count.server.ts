/**
 * Database queries per request, for the benchmark (`QUERY_COUNT=true`): the server runs each request
 * inside `withQueryCount`, the Prisma client reports every SQL statement to `noteQuery`, and the
 * count goes out in the `X-Query-Count` response header. Off by default: no logging overhead.
 */
import { AsyncLocalStorage } from "node:async_hooks";

// One store per process, shared through globalThis: app/server.ts and the Remix build each load
// their own copy of this module.
const globalStore = globalThis as unknown as { __portalQueryCount?: AsyncLocalStorage<{ count: number }> };
const storage = (globalStore.__portalQueryCount ??= new AsyncLocalStorage<{ count: number }>());

export const QUERY_COUNT_HEADER = "X-Query-Count";

/** Runs `fn` (and everything it starts) with a fresh count; returns a reader of the count. */
export function withQueryCount(fn: () => void): { read: () => number } {
  const ctx = { count: 0 };
  storage.run(ctx, fn);
  return { read: () => ctx.count };
}

/** One SQL statement ran (called by the Prisma client's query event). */
export function noteQuery(): void {
  const ctx = storage.getStore();
  if (ctx) ctx.count += 1;
}
