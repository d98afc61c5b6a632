/** Who counts as a valid member today: one rule for the dashboard, the profile and the cart. */
import { db } from "~/lib/db.server.ts";
import { startOfDayNY } from "~/lib/dates.ts";

/**
 * An approved membership that has started and whose last day (New York) is today or later: a
 * membership is valid through the end of its end date.
 */
export function activeMembershipWhere(userId: number, now = new Date()) {
  return { userId, approved: true, start: { lte: now }, end: { gte: startOfDayNY(now) } };
}

/** Whether the user holds an active membership today ("valid member"). */
export async function isValidMember(userId: number, now = new Date()): Promise<boolean> {
  return (await db.userMembership.count({ where: activeMembershipWhere(userId, now) })) > 0;
}
