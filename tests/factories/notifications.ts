/** Notifications: what the portal told a member, read or not. */
import type { Prisma } from "~/generated/prisma/client.ts";
import { db } from "~/lib/db.server.ts";
import { next } from "./sequence.ts";

/** A notification the user has not read yet ("Notice {n}", now, no link, unless given). */
export async function unreadNotification(
  userId: number,
  over: Partial<Omit<Prisma.NotificationUncheckedCreateInput, "userId" | "readAt">> = {},
) {
  const n = next();
  return db.notification.create({ data: { userId, title: `Notice ${n}`, message: `Message ${n}.`, ...over } });
}
