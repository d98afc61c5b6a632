/**
 * The credit types the CEU forms offer: the current ones (not archived in System Data), plus the
 * ones the CEU already has (an archived type stays on the CEUs that have it, and stays choosable there).
 */
import { db } from "~/lib/db.server.ts";

export type CreditTypeChoice = { id: number; name: string };

export async function creditTypeChoices(keep: ReadonlyArray<number | null | undefined> = []): Promise<CreditTypeChoice[]> {
  const held = keep.filter((id): id is number => typeof id === "number");
  return db.creditType.findMany({
    where: held.length ? { OR: [{ archivedAt: null }, { id: { in: held } }] } : { archivedAt: null },
    orderBy: { id: "asc" },
    select: { id: true, name: true },
  });
}
