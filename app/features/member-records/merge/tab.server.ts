/**
 * The Merge tab's view model: the account, the search for the other account, the preview of the
 * merge chosen (which account survives: `keep` = this | other), and the merges into or out of it.
 */
import { formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { loadMergePreview, searchMergeCandidates, type MergeCandidate, type MergePreview } from "./preview.server.ts";
import { listMerges, type MergeRow } from "./undo.server.ts";

export type MergeTab = {
  user: { id: number; name: string };
  retired: { intoId: number; intoName: string; at: string } | null;
  q: string;
  candidates: MergeCandidate[] | null;
  other: { id: number; keep: "this" | "other" } | null;
  preview: MergePreview | null;
  merges: MergeRow[];
};

const MAX_Q = 200;

export async function loadMergeTab(userId: number, search: URLSearchParams): Promise<MergeTab | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      deletedAt: true,
      mergedInto: { select: { id: true, firstName: true, lastName: true } },
    },
  });
  if (!user) return null;
  const q = (search.get("q") ?? "").slice(0, MAX_Q).trim();
  const otherId = Number(search.get("other"));
  const keep = search.get("keep") === "other" ? "other" : "this";
  const retired = user.mergedInto
    ? {
        intoId: user.mergedInto.id,
        intoName: `${user.mergedInto.firstName} ${user.mergedInto.lastName}`,
        at: formatDateTime(user.deletedAt),
      }
    : null;
  const other = !retired && Number.isSafeInteger(otherId) && otherId > 0 && otherId !== userId ? ({ id: otherId, keep } as const) : null;
  const preview = other ? await loadMergePreview(keep === "this" ? userId : otherId, keep === "this" ? otherId : userId) : null;
  return {
    user: { id: user.id, name: `${user.firstName} ${user.lastName}` },
    retired,
    q,
    candidates: retired || !q ? null : await searchMergeCandidates(userId, q),
    other: preview ? other : null,
    preview,
    merges: await listMerges(userId),
  };
}
