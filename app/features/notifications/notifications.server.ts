/**
 * Member notifications (the dashboard's Alerts card and the full list). A notification is unread
 * while readAt is empty; opening one marks it read and follows its url; Mark All As Read marks the
 * shown ones. Every query is scoped to the member and bounded.
 */
import { db } from "~/lib/db.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { pageWindow, type Page } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";

/** One notification as the Alerts card and the list page show it (date already MM/DD/YYYY). */
export type NotificationRow = { id: number; title: string; message: string; createdAt: string; unread: boolean };

export const ALERTS_LIMIT = 4;
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Mark All As Read posts the shown ids; more than a page's worth is refused rather than looped over. */
export { MAX_MARK_READ_IDS } from "~/features/notifications/schemas.server.ts";
import { MAX_MARK_READ_IDS } from "~/features/notifications/schemas.server.ts";

const rowSelect = { id: true, title: true, message: true, readAt: true, createdAt: true } as const;
type StoredRow = { id: number; title: string; message: string; readAt: Date | null; createdAt: Date };

function toRow(n: StoredRow): NotificationRow {
  return { id: n.id, title: n.title, message: n.message, createdAt: formatDate(n.createdAt), unread: n.readAt === null };
}

// Newest first; the id breaks ties between notifications created in the same millisecond.
const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const;

/** The dashboard's Alerts card: the latest notifications, newest first. */
export async function latestNotifications(userId: number, limit = ALERTS_LIMIT): Promise<NotificationRow[]> {
  const rows = await db.notification.findMany({
    where: { userId },
    orderBy: [...newestFirst],
    take: Math.min(Math.max(1, limit), 50),
    select: rowSelect,
  });
  return rows.map(toRow);
}

/** The full list, newest first, one page at a time; the page is clamped to the valid range. */
export async function listNotifications(userId: number, page: number, pageSize = NOTIFICATIONS_PAGE_SIZE): Promise<Page<NotificationRow>> {
  const total = await db.notification.count({ where: { userId } });
  const w = pageWindow(page, pageSize, total);
  const rows = await db.notification.findMany({
    where: { userId },
    orderBy: [...newestFirst],
    skip: w.skip,
    take: w.take,
    select: rowSelect,
  });
  return { rows: rows.map(toRow), total, page: w.page, lastPage: w.lastPage, pageSize };
}

/**
 * Where opening a notification goes: its url when that is a same-site path or an http(s) address,
 * otherwise (no url, or anything else such as `javascript:`) the notifications list.
 */
export function notificationTarget(url: string | null | undefined): string {
  return safeLinkUrl(url) ?? paths.notifications.root();
}

/**
 * A same-site path (not protocol-relative) or an absolute http(s) URL, or null for anything else.
 * Unlike `safeRedirect` (the post-login target) any same-site path is allowed, e.g. a media link.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  // Browsers drop tabs and newlines from URLs and read a backslash as "/", so "/\t/evil.com" could become "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return null;
  try {
    if (text.startsWith("/")) {
      if (text.startsWith("//")) return null;
      return new URL(text, "http://portal.invalid").origin === "http://portal.invalid" ? text : null;
    }
    const parsed = new URL(text);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens the member's notification: marks it read (keeping the first read time) and returns where
 * to go. Null when the id is not one of the member's notifications.
 */
export async function openNotification(userId: number, id: number, now = new Date()): Promise<string | null> {
  const n = await db.notification.findFirst({ where: { id, userId }, select: { url: true, readAt: true } });
  if (!n) return null;
  if (n.readAt === null) await db.notification.updateMany({ where: { id, userId, readAt: null }, data: { readAt: now } });
  return notificationTarget(n.url);
}

/** Mark All As Read for the shown ids; ids that are not the member's are ignored. Returns how many became read. */
export async function markNotificationsRead(userId: number, ids: readonly number[], now = new Date()): Promise<number> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, MAX_MARK_READ_IDS);
  if (unique.length === 0) return 0;
  const { count } = await db.notification.updateMany({ where: { userId, id: { in: unique }, readAt: null }, data: { readAt: now } });
  return count;
}
