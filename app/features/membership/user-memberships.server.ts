/** The admin user profile's Memberships tab: the user's memberships, and adding, changing and deleting one (each audited, the summary kept in step). */
import type { MembershipStatus } from "~/domain/constants.ts";
import { formatDate, parseDateInput, startOfDayNY, toDateInputValue } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { paths } from "~/lib/paths.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { notifyMember } from "~/kit/review/messages.server.ts";
import { syncMembershipStatus } from "./memberships.server.ts";
import { invalid, isInvalid, type Invalid, type Result } from "~/kit/forms/outcome.ts";
import { MEMBERSHIP_REVIEW_MESSAGES } from "./rules.ts";

// ---------------------------------------------------------------------------------------------
// The user's Memberships tab
// ---------------------------------------------------------------------------------------------

export type UserMembershipState = "active" | "expired" | "upcoming";
export const USER_MEMBERSHIP_STATE_LABEL: Record<UserMembershipState, string> = {
  active: "Active",
  expired: "Expired",
  upcoming: "Upcoming",
};

/** Active from its start through the whole New York day of its end (the valid-member rule's dates). */
export function userMembershipState(m: { start: Date; end: Date }, now = new Date()): UserMembershipState {
  if (m.start.getTime() > now.getTime()) return "upcoming";
  if (m.end.getTime() < startOfDayNY(now).getTime()) return "expired";
  return "active";
}

/** The type choices of the add/edit form. */
export async function membershipTypeOptions() {
  const types = await db.membershipType.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
  return types.map((t) => ({ value: String(t.id), label: t.name }));
}

/** The tab: the user's memberships, newest start first, or null when there is no such user. */
export async function listUserMemberships(userId: number, now = new Date()) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, membershipStatus: true } });
  if (!user) return null;
  const rows = await db.userMembership.findMany({
    where: { userId },
    orderBy: [{ start: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      start: true,
      end: true,
      approved: true,
      lineItemId: true,
      membershipType: { select: { name: true } },
      membershipRequest: { select: { id: true } },
    },
  });
  return {
    membershipStatus: user.membershipStatus as MembershipStatus | null,
    rows: rows.map((m) => {
      const state = userMembershipState(m, now);
      return {
        id: m.id,
        type: m.membershipType.name,
        start: formatDate(m.start),
        end: formatDate(m.end),
        approved: m.approved,
        state,
        stateLabel: USER_MEMBERSHIP_STATE_LABEL[state],
        paid: m.lineItemId !== null,
        requestId: m.membershipRequest?.id ?? null,
      };
    }),
  };
}

/** One of the user's memberships as the edit form's values, or null (another user's or missing: 404). */
export async function getUserMembership(userId: number, userMembershipId: number) {
  const m = await db.userMembership.findFirst({
    where: { id: userMembershipId, userId },
    select: { id: true, membershipTypeId: true, start: true, end: true, approved: true, membershipType: { select: { name: true } } },
  });
  if (!m) return null;
  return {
    id: m.id,
    type: m.membershipType.name,
    start: formatDate(m.start),
    end: formatDate(m.end),
    values: {
      membershipTypeId: String(m.membershipTypeId),
      start: toDateInputValue(m.start),
      end: toDateInputValue(m.end),
      approved: m.approved ? "on" : undefined,
    },
  };
}

export type UserMembershipInput = { membershipTypeId: number; start: string; end: string; approved: boolean };
type UserMembershipField = "membershipTypeId" | "start" | "end";
/** Saved (the membership's id), or refused under the form's fields. */
export type UserMembershipResult = { id: number } | Invalid<UserMembershipField>;

/** Checks the form's values again on the server side of the service: a real type, real days, end after start. */
async function resolveInput(
  input: UserMembershipInput,
): Promise<{ typeId: number; productId: number | null; start: Date; end: Date } | Invalid<UserMembershipField>> {
  const type = await db.membershipType.findUnique({ where: { id: input.membershipTypeId }, select: { id: true, productId: true } });
  if (!type) return invalid({ membershipTypeId: MEMBERSHIP_REVIEW_MESSAGES.typeRequired });
  const start = parseDateInput(input.start);
  if (!start) return invalid({ start: MEMBERSHIP_REVIEW_MESSAGES.invalidDate });
  const end = parseDateInput(input.end);
  if (!end) return invalid({ end: MEMBERSHIP_REVIEW_MESSAGES.invalidDate });
  if (end.getTime() <= start.getTime()) return invalid({ end: MEMBERSHIP_REVIEW_MESSAGES.endAfterStart });
  return { typeId: type.id, productId: type.productId, start, end };
}

function auditShape(m: { membershipTypeId: number; start: Date; end: Date; approved: boolean }) {
  return { membershipTypeId: m.membershipTypeId, start: toDateInputValue(m.start), end: toDateInputValue(m.end), approved: m.approved };
}

/** Adds a membership to the user (admin: "add membership"); dates are New York days; the member is notified. */
export async function addUserMembership(
  actor: Actor,
  userId: number,
  input: UserMembershipInput,
  now = new Date(),
): Promise<UserMembershipResult> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true } });
  if (!user) return invalid({ "": "This user no longer exists." });
  const resolved = await resolveInput(input);
  if (isInvalid(resolved)) return resolved;
  const created = await db.$transaction(async (tx) => {
    const m = await tx.userMembership.create({
      data: {
        userId,
        membershipTypeId: resolved.typeId,
        productId: resolved.productId,
        start: resolved.start,
        end: resolved.end,
        approved: input.approved,
      },
      select: { id: true, membershipTypeId: true, start: true, end: true, approved: true, membershipType: { select: { name: true } } },
    });
    await syncMembershipStatus(tx, userId, now);
    await auditChange(tx, actor, {
      action: "userMembership.create",
      entityType: "UserMembership",
      entityId: m.id,
      after: { userId, ...auditShape(m) },
    });
    return m;
  });
  await notifyMember(user, {
    title: "Membership added",
    message: `${created.membershipType.name} was added to your account, from ${formatDate(created.start)} through ${formatDate(created.end)}.${created.approved ? "" : " It is awaiting approval."}`,
    url: paths.membership.root(),
    subject: `${created.membershipType.name} added to your account`,
    template: "user_membership_added",
  });
  return { id: created.id };
}

/** Changes one of the user's memberships (type, dates, approved). Null result: not this user's (404). */
export async function updateUserMembership(
  actor: Actor,
  userId: number,
  userMembershipId: number,
  input: UserMembershipInput,
  now = new Date(),
): Promise<UserMembershipResult | null> {
  const before = await db.userMembership.findFirst({
    where: { id: userMembershipId, userId },
    select: { id: true, membershipTypeId: true, start: true, end: true, approved: true },
  });
  if (!before) return null;
  const resolved = await resolveInput(input);
  if (isInvalid(resolved)) return resolved;
  await db.$transaction(async (tx) => {
    const after = await tx.userMembership.update({
      where: { id: before.id },
      data: {
        membershipTypeId: resolved.typeId,
        // a paid membership keeps the product it was bought as; a type change points at the new type's product
        ...(resolved.typeId !== before.membershipTypeId ? { productId: resolved.productId } : {}),
        start: resolved.start,
        end: resolved.end,
        approved: input.approved,
      },
      select: { membershipTypeId: true, start: true, end: true, approved: true },
    });
    await syncMembershipStatus(tx, userId, now);
    await auditChange(tx, actor, {
      action: "userMembership.update",
      entityType: "UserMembership",
      entityId: before.id,
      before: auditShape(before),
      after: auditShape(after),
    });
  });
  return { id: before.id };
}

/** Deletes one of the user's memberships ('Could not delete membership' when that fails). Null: not this user's (404). */
export async function deleteUserMembership(
  actor: Actor,
  userId: number,
  userMembershipId: number,
  now = new Date(),
): Promise<Result | null> {
  const before = await db.userMembership.findFirst({
    where: { id: userMembershipId, userId },
    select: { id: true, membershipTypeId: true, start: true, end: true, approved: true, lineItemId: true },
  });
  if (!before) return null;
  try {
    await db.$transaction(async (tx) => {
      await tx.userMembership.delete({ where: { id: before.id } });
      await syncMembershipStatus(tx, userId, now);
      await auditChange(tx, actor, {
        action: "userMembership.delete",
        entityType: "UserMembership",
        entityId: before.id,
        before: { userId, lineItemId: before.lineItemId, ...auditShape(before) },
      });
    });
    return { ok: true };
  } catch (error) {
    log.error("delete user membership failed", { userMembershipId, error });
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.deleteFailed };
  }
}
