/** Who counts as a valid member today: one rule for the dashboard, the profile and the cart. */
import { MEMBERSHIP_REQUEST_STATUS } from "~/domain/constants.ts";
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

/**
 * Member pricing in the cart (free_for_members items at their final price): an active member, or
 * one whose membership request is pending review (spec: active or pending-review members).
 */
export async function hasMemberPricing(userId: number, now = new Date()): Promise<boolean> {
  if (await isValidMember(userId, now)) return true;
  return (await db.membershipRequest.count({ where: { userId, status: MEMBERSHIP_REQUEST_STATUS.pending } })) > 0;
}
