/** Who counts as a valid member today: one rule for the dashboard, the profile and the cart. */
import { MEMBERSHIP_KEY, MEMBERSHIP_REQUEST_STATUS, MEMBERSHIP_STATUS, PRODUCT_KIND, type MembershipStatus } from "~/domain/constants.ts";
import { MEMBERSHIP_EXPIRING_DAYS } from "~/features/membership/rules.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { formatDate, startOfDayNY, withinDays } from "~/lib/dates.ts";

/**
 * An approved membership that has started and whose last day (New York) is today or later: a
 * membership is valid through the end of its end date.
 */
export function activeMembershipFilter(now = new Date()) {
  return { approved: true, start: { lte: now }, end: { gte: startOfDayNY(now) } };
}

/** `activeMembershipFilter` for one user. */
export function activeMembershipWhere(userId: number, now = new Date()) {
  return { userId, ...activeMembershipFilter(now) };
}

/** Whether the user holds an active membership today ("valid member"). */
export async function isValidMember(userId: number, now = new Date(), client: Tx | typeof db = db): Promise<boolean> {
  return (await client.userMembership.count({ where: activeMembershipWhere(userId, now) })) > 0;
}

/**
 * Both questions a list of priced member items asks at once: a valid member (member-only events),
 * and member pricing (a valid member, or one whose request is pending review). Two queries.
 */
export async function memberStanding(userId: number, now = new Date()): Promise<{ valid: boolean; memberPricing: boolean }> {
  const [valid, pending] = await Promise.all([
    isValidMember(userId, now),
    db.membershipRequest.count({ where: { userId, status: MEMBERSHIP_REQUEST_STATUS.pending } }),
  ]);
  return { valid, memberPricing: valid || pending > 0 };
}

/**
 * Member pricing in the cart (free_for_members items at their final price): an active member, or
 * one whose membership request is pending review (spec: active or pending-review members).
 */
export async function hasMemberPricing(userId: number, now = new Date(), client: Tx | typeof db = db): Promise<boolean> {
  if (await isValidMember(userId, now, client)) return true;
  return (await client.membershipRequest.count({ where: { userId, status: MEMBERSHIP_REQUEST_STATUS.pending } })) > 0;
}

/** The membership card's state (dashboard and /membership read the same rule). */
export type MembershipState =
  | { state: typeof MEMBERSHIP_STATUS.active; name: string; validThrough: string; expiringSoon: boolean; renewalInCart: boolean }
  | { state: typeof MEMBERSHIP_STATUS.inCart; name: string }
  | { state: typeof MEMBERSHIP_STATUS.pendingReview; name: string; emeritus: boolean }
  | { state: typeof MEMBERSHIP_STATUS.notMember };

/**
 * The member's membership state (spec: membership states), checked in order: active (valid
 * through its end date; expiring soon within MEMBERSHIP_EXPIRING_DAYS, with any renewal waiting in
 * the cart), a membership in the cart, a request pending review (emeritus or transcript wording),
 * otherwise not a member. Three bounded queries on indexed columns: UserMembership(userId, end),
 * LineItem(userId, transactionId), MembershipRequest(userId, createdAt).
 */
export async function membershipState(userId: number, now = new Date()): Promise<MembershipState> {
  const [active, inCart, request] = await Promise.all([
    // Valid through the whole New York day of its end.
    db.userMembership.findFirst({
      where: activeMembershipWhere(userId, now),
      orderBy: { end: "desc" },
      select: { end: true, membershipType: { select: { name: true } } },
    }),
    db.lineItem.findFirst({
      where: { userId, transactionId: null, showInCart: true, kind: PRODUCT_KIND.membership },
      orderBy: { id: "desc" },
      select: { name: true },
    }),
    db.membershipRequest.findFirst({
      where: { userId, status: MEMBERSHIP_REQUEST_STATUS.pending },
      orderBy: { createdAt: "desc" },
      select: { membershipType: { select: { key: true, name: true } } },
    }),
  ]);
  if (active) {
    return {
      state: MEMBERSHIP_STATUS.active,
      name: active.membershipType.name,
      validThrough: formatDate(active.end),
      expiringSoon: withinDays(active.end, MEMBERSHIP_EXPIRING_DAYS, now),
      renewalInCart: inCart !== null,
    };
  }
  if (inCart) return { state: MEMBERSHIP_STATUS.inCart, name: inCart.name };
  if (request) {
    return {
      state: MEMBERSHIP_STATUS.pendingReview,
      name: request.membershipType.name,
      emeritus: request.membershipType.key === MEMBERSHIP_KEY.emeritus,
    };
  }
  return { state: MEMBERSHIP_STATUS.notMember };
}

type StatusClient = Pick<typeof db, "userMembership" | "membershipRequest" | "lineItem" | "user">;

/**
 * The user's admin membership summary (User.membershipStatus), recomputed from the records in the
 * order `membershipState` uses: active with a valid membership today, else in cart, else pending
 * review, else not a member. Pass the transaction client to join a change.
 */
export async function syncMembershipStatus(client: StatusClient, userId: number, now = new Date()): Promise<MembershipStatus> {
  // One after another: inside an interactive transaction the queries share one connection.
  const valid = await client.userMembership.count({ where: activeMembershipWhere(userId, now) });
  const inCart = valid
    ? 0
    : await client.lineItem.count({ where: { userId, transactionId: null, showInCart: true, kind: PRODUCT_KIND.membership } });
  const pending =
    valid || inCart ? 0 : await client.membershipRequest.count({ where: { userId, status: MEMBERSHIP_REQUEST_STATUS.pending } });
  const status: MembershipStatus =
    valid > 0
      ? MEMBERSHIP_STATUS.active
      : inCart > 0
        ? MEMBERSHIP_STATUS.inCart
        : pending > 0
          ? MEMBERSHIP_STATUS.pendingReview
          : MEMBERSHIP_STATUS.notMember;
  await client.user.update({ where: { id: userId }, data: { membershipStatus: status } });
  return status;
}
