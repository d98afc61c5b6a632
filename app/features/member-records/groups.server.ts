/**
 * A member's groups (admin user profile, Groups tab; spec Group: id, name): added and removed by an
 * admin from the groups in System Data. A group's extra experience fields are then required on the
 * member's experience form (experience/experience-form.server.ts). Adding a group the member is in,
 * or removing one they are not, changes nothing; each change is audited.
 */
import { z } from "zod";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";

export const GROUP_MESSAGES = { removeFailed: "Could not remove group", success: "Success", required: "Required" } as const;

export const AddGroupSchema = z.object({
  groupId: z.coerce
    .number({ required_error: GROUP_MESSAGES.required, invalid_type_error: GROUP_MESSAGES.required })
    .int()
    .positive(GROUP_MESSAGES.required),
});

export type GroupRow = { id: number; name: string; added: string };
export type GroupsTab = { rows: GroupRow[]; options: { value: string; label: string }[] };

/** The member's groups and the groups they could join; null when there is no such member. */
export async function loadGroupsTab(userId: number): Promise<GroupsTab | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { groups: { orderBy: { group: { name: "asc" } }, select: { createdAt: true, group: { select: { id: true, name: true } } } } },
  });
  if (!user) return null;
  const held = new Set(user.groups.map((g) => g.group.id));
  const all = await db.group.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } });
  return {
    rows: user.groups.map((g) => ({ id: g.group.id, name: g.group.name, added: formatDate(g.createdAt) })),
    options: all.filter((g) => !held.has(g.id)).map((g) => ({ value: String(g.id), label: g.name })),
  };
}

/** Puts the member in the group; null when the member or the group does not exist. */
export async function addGroup(actor: Actor, userId: number, groupId: number, now = new Date()) {
  return db.$transaction(async (tx) => {
    const [user, group] = await Promise.all([
      tx.user.findUnique({ where: { id: userId }, select: { id: true } }),
      tx.group.findUnique({ where: { id: groupId }, select: { id: true, name: true } }),
    ]);
    if (!user || !group) return null;
    const held = await tx.userGroup.findUnique({ where: { userId_groupId: { userId, groupId } }, select: { groupId: true } });
    if (held) return { changed: false };
    await tx.userGroup.create({ data: { userId, groupId, createdAt: now } });
    await auditChange(tx, actor, { action: "user.group.add", entityType: "User", entityId: userId, after: { groupId, name: group.name } });
    return { changed: true };
  });
}

/** Takes the member out of the group; a group they are not in counts as removed. */
export async function removeGroup(actor: Actor, userId: number, groupId: number) {
  return db.$transaction(async (tx) => {
    const held = await tx.userGroup.findUnique({
      where: { userId_groupId: { userId, groupId } },
      select: { group: { select: { name: true } } },
    });
    if (!held) return { changed: false };
    await tx.userGroup.delete({ where: { userId_groupId: { userId, groupId } } });
    await auditChange(tx, actor, {
      action: "user.group.remove",
      entityType: "User",
      entityId: userId,
      before: { groupId, name: held.group.name },
    });
    return { changed: true };
  });
}
