/**
 * Rows of a lookup table by id, read in one query (`load` gets the distinct ids); no query at all
 * when there are none. Reading names this way after the rows that point at them is cheaper than
 * Prisma's nested selects, each of which is a query of its own, even for a missing parent row.
 */
export async function loadByIds<T extends { id: number }>(
  ids: Iterable<number | null | undefined>,
  load: (ids: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const unique = [...new Set([...ids].filter((id): id is number => typeof id === "number"))];
  if (unique.length === 0) return new Map();
  return new Map((await load(unique)).map((row) => [row.id, row]));
}
