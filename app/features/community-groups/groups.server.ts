/**
 * Community groups through Mobilize (decision 56): the groups a member is in, the search the admin
 * chooses a group from, and the enrolment. Mobilize is asked, never copied: the portal keeps no
 * group or membership rows (the tab reads them live), only the audit event of each enrolment.
 * Mobilize being down answers a notice, never an error page.
 */
import {
  addMobilizeGroupMember,
  findMobilizeUser,
  findOrCreateMobilizeUser,
  getMobilizeGroup,
  listMobilizeUserGroups,
  searchMobilizeGroups,
  type MobilizeGroup,
} from "~/integrations/mobilize.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { COMMUNITY_MESSAGES, SEARCH_MAX } from "./rules.ts";
import type { CommunityEnrolInput } from "./schemas.server.ts";

export type CommunityGroupRow = { id: string; name: string; description: string | null; membersCount: number | null };

const row = (g: MobilizeGroup): CommunityGroupRow => ({ id: g.id, name: g.name, description: g.description, membersCount: g.membersCount });

/**
 * The Community tab: the groups the member is in, found by their email in Mobilize (a member
 * Mobilize does not know is in none). Null: no such user (404).
 */
export async function listMemberCommunityGroups(
  userId: number,
): Promise<{ userId: number; groups: CommunityGroupRow[]; notice: string | null } | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
  if (!user) return null;
  const found = await findMobilizeUser(user.email);
  if (!found.ok) return { userId, groups: [], notice: COMMUNITY_MESSAGES.unavailable };
  if (!found.user) return { userId, groups: [], notice: null };
  const groups = await listMobilizeUserGroups(found.user.id);
  if (!groups.ok) return { userId, groups: [], notice: COMMUNITY_MESSAGES.unavailable };
  return { userId, groups: groups.groups.map(row), notice: null };
}

export type CommunitySearch = {
  q: string;
  page: number;
  lastPage: number;
  total: number;
  groups: CommunityGroupRow[];
  notice: string | null;
};

/** The search the admin chooses a group from: one page of the groups whose name has `q` (all for none). */
export async function loadCommunityGroupSearch(params: URLSearchParams): Promise<CommunitySearch> {
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const asked = Number(params.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const found = await searchMobilizeGroups({ q, page });
  if (!found.ok) return { q, page, lastPage: page, total: 0, groups: [], notice: COMMUNITY_MESSAGES.searchUnavailable };
  return { q, page, lastPage: found.lastPage, total: found.total, groups: found.groups.map(row), notice: null };
}

/**
 * Enrols the member in a Mobilize group: the group is read (its name for the audit), the member's
 * community user found by email or created (lookup before create), then added to the group (a
 * member already in it counts as enrolled). Each enrolment is an audit event on the user. Any
 * refusal or failure of Mobilize answers 'There was a problem enrolling in Mobilize' with its reason;
 * posting again is harmless.
 */
export async function enrolInCommunityGroup(
  actor: Actor,
  userId: number,
  input: CommunityEnrolInput,
): Promise<{ groupName: string; alreadyMember: boolean } | Invalid<"groupId">> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true, lastName: true } });
  if (!user) return invalid({ "": COMMUNITY_MESSAGES.userGone });
  const failed = (reason: string) => {
    log.warn("community group enrolment failed", { userId, groupId: input.groupId, reason });
    return invalid<"groupId">({ "": [COMMUNITY_MESSAGES.enrolFailed, reason] });
  };

  const group = await getMobilizeGroup(input.groupId);
  if (!group.ok) return failed(group.message);
  const chosen = group.group;
  if (!chosen) return failed(`Mobilize has no group ${input.groupId}.`);
  const member = await findOrCreateMobilizeUser({ email: user.email, firstName: user.firstName, lastName: user.lastName });
  if (!member.ok) return failed(member.message);
  const added = await addMobilizeGroupMember({ groupId: chosen.id, userId: member.user.id });
  if (!added.ok) return failed(added.message);

  await db.$transaction((tx) =>
    auditChange(tx, actor, {
      action: "user.communityGroup.enrol",
      entityType: "User",
      entityId: userId,
      after: {
        mobilizeGroupId: chosen.id,
        mobilizeGroupName: chosen.name,
        mobilizeUserId: member.user.id,
        alreadyMember: added.alreadyMember,
      },
    }),
  );
  return { groupName: chosen.name, alreadyMember: added.alreadyMember };
}
