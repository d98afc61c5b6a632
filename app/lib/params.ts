import { notFound } from "./http.ts";
/** Route params that must be positive integer ids; anything else is a 404, never a 500. */
export function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}
