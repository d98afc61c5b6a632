/** Route params that must be positive integer ids; anything else is a 404, never a 500. */
export function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  return id;
}
