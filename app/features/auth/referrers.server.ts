import { db } from "~/lib/db.server.ts";

/**
 * The login side panel: context copy and an optional video for the page a visitor was heading to.
 * Matches the longest stored path prefix; an unknown referrer has no panel.
 */
export async function findReferrerContext(referrer: string | null | undefined) {
  if (!referrer) return null;
  const pathname = referrer.split(/[?#]/)[0] ?? "";
  if (!pathname.startsWith("/") || pathname === "/") return null;
  const prefixes: string[] = [];
  const parts = pathname.split("/").filter(Boolean);
  for (let i = parts.length; i > 0; i--) prefixes.push("/" + parts.slice(0, i).join("/"));
  const rows = await db.referrerContext.findMany({
    where: { referrer: { in: prefixes } },
    select: { referrer: true, heading: true, copy: true, videoUrl: true },
  });
  if (rows.length === 0) return null;
  rows.sort((a, b) => b.referrer.length - a.referrer.length);
  return rows[0] ?? null;
}
