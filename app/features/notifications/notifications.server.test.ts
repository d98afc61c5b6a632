import { beforeEach, describe, expect, it } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import {
  latestNotifications,
  listNotifications,
  markNotificationsRead,
  notificationTarget,
  openNotification,
} from "./notifications.server.ts";

beforeEach(() => resetDatabase());

const member = (firstName = "Dee") => createMember({ firstName, lastName: "Member" });

/** `count` notifications, one day apart, the last one newest; titles "Alert 1".."Alert n". */
async function notifications(userId: number, count: number, extra: { url?: string | null; readAt?: Date | null } = {}) {
  const base = Date.parse("2026-03-01T15:00:00Z");
  for (let i = 1; i <= count; i += 1) {
    await db.notification.create({
      data: {
        userId,
        title: `Alert ${i}`,
        message: `Message ${i}`,
        url: extra.url ?? null,
        readAt: extra.readAt ?? null,
        createdAt: new Date(base + i * 86_400_000),
      },
    });
  }
  return db.notification.findMany({ where: { userId }, orderBy: { id: "asc" } });
}

describe("latest notifications (Alerts card)", () => {
  it("shows the latest four, newest first, with a New York date and unread flag", async () => {
    const user = await member();
    const rows = await notifications(user.id, 6);
    await db.notification.update({ where: { id: rows[4]!.id }, data: { readAt: new Date() } });
    const latest = await latestNotifications(user.id);
    expect(latest.map((n) => n.title)).toEqual(["Alert 6", "Alert 5", "Alert 4", "Alert 3"]);
    expect(latest[0]).toEqual({ id: rows[5]!.id, title: "Alert 6", message: "Message 6", createdAt: "03/07/2026", unread: true });
    expect(latest.map((n) => n.unread)).toEqual([true, false, true, true]);
  });

  it("shows only the member's own", async () => {
    const [dee, eve] = [await member(), await member("Eve")];
    await notifications(eve.id, 2);
    expect(await latestNotifications(dee.id)).toEqual([]);
  });
});

describe("notifications list", () => {
  it("pages ten at a time, newest first, and clamps the page", async () => {
    const user = await member();
    await notifications(user.id, 23);
    const first = await listNotifications(user.id, 1);
    expect(first).toMatchObject({ page: 1, lastPage: 3, total: 23, pageSize: 10 });
    expect(first.rows.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Alert ${23 - i}`));
    const last = await listNotifications(user.id, 99);
    expect(last.page).toBe(3);
    expect(last.rows.map((r) => r.title)).toEqual(["Alert 3", "Alert 2", "Alert 1"]);
    expect((await listNotifications(user.id, -4)).page).toBe(1);
  });

  it("is one empty page when there are none", async () => {
    const user = await member();
    expect(await listNotifications(user.id, 2)).toEqual({ rows: [], total: 0, page: 1, lastPage: 1, pageSize: 10 });
  });
});

describe("opening a notification", () => {
  it("marks it read and returns its url", async () => {
    const user = await member();
    const [n] = await notifications(user.id, 1, { url: "/events?type=webinar" });
    const now = new Date("2026-04-01T12:00:00Z");
    expect(await openNotification(user.id, n!.id, now)).toBe("/events?type=webinar");
    expect((await db.notification.findUniqueOrThrow({ where: { id: n!.id } })).readAt).toEqual(now);
  });

  it("keeps the first read time when opened again", async () => {
    const user = await member();
    const firstRead = new Date("2026-03-10T12:00:00Z");
    const [n] = await notifications(user.id, 1, { url: "/events", readAt: firstRead });
    await openNotification(user.id, n!.id, new Date("2026-04-01T12:00:00Z"));
    expect((await db.notification.findUniqueOrThrow({ where: { id: n!.id } })).readAt).toEqual(firstRead);
  });

  it("returns null for someone else's notification and leaves it unread", async () => {
    const [dee, eve] = [await member(), await member("Eve")];
    const [n] = await notifications(eve.id, 1, { url: "/events" });
    expect(await openNotification(dee.id, n!.id)).toBeNull();
    expect(await openNotification(dee.id, 999_999)).toBeNull();
    expect((await db.notification.findUniqueOrThrow({ where: { id: n!.id } })).readAt).toBeNull();
  });

  it("goes to a same-site path or an http(s) address, otherwise to the list", () => {
    expect(notificationTarget("/certifications-and-training")).toBe("/certifications-and-training");
    expect(notificationTarget("https://www.example.org/journal")).toBe("https://www.example.org/journal");
    expect(notificationTarget(null)).toBe("/notifications");
    expect(notificationTarget("")).toBe("/notifications");
    expect(notificationTarget("javascript:alert(1)")).toBe("/notifications");
    expect(notificationTarget("//evil.example/x")).toBe("/notifications");
    expect(notificationTarget("/\t/evil.example")).toBe("/notifications");
    expect(notificationTarget("/\\evil.example")).toBe("/notifications");
    expect(notificationTarget("ftp://files.example.org/a")).toBe("/notifications");
    expect(notificationTarget("events")).toBe("/notifications");
  });
});

describe("Mark All As Read", () => {
  it("marks the shown ids that are the member's own and counts them", async () => {
    const [dee, eve] = [await member(), await member("Eve")];
    const mine = await notifications(dee.id, 5);
    const theirs = await notifications(eve.id, 1);
    const shown = [mine[4]!.id, mine[3]!.id, theirs[0]!.id];
    expect(await markNotificationsRead(dee.id, shown)).toBe(2);
    const unread = await db.notification.findMany({ where: { readAt: null }, orderBy: { id: "asc" }, select: { id: true } });
    // the not-shown ones stay unread, and so does the other member's
    expect(unread.map((n) => n.id)).toEqual([mine[0]!.id, mine[1]!.id, mine[2]!.id, theirs[0]!.id]);
    // marking again changes nothing
    expect(await markNotificationsRead(dee.id, shown)).toBe(0);
    expect(await markNotificationsRead(dee.id, [])).toBe(0);
  });
});
