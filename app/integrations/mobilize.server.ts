/**
 * Mobilize (mobilize.io), the association's community platform: the admin enrols a member in a
 * community group and sees the groups they are in (decision 56). A real HTTP client for Mobilize's
 * REST API v1 (`{MOBILIZE_URL}/v1/…`, JSON, HTTP basic auth with the community's API key and
 * secret, given as MOBILIZE_API_KEY "key:secret"); while Mobilize is a stand-in (OUTSIDE_SYSTEMS,
 * decision 35) tests/mocks/mobilize.ts answers.
 *
 * Every call answers `{ ok: true, … }` or `{ ok: false, message }` with a time limit, and never
 * throws for an HTTP or network failure: the message is what the logs and the admin read.
 */
import { getEnv } from "~/lib/env.server.ts";
import { callJson, isCallFailure, type JsonAnswer } from "~/lib/json-call.server.ts";
import { log } from "~/lib/logger.server.ts";

/** Each request's time limit (an admin waits on it; a member's page never does). */
export const MOBILIZE_TIMEOUT_MS = 5_000;
/** Groups per page of a search (the API's `per_page`). */
export const MOBILIZE_PAGE_SIZE = 10;
/** The most pages of a user's groups read for the Community tab (50 groups a page). */
const MAX_USER_GROUP_PAGES = 10;
const USER_GROUPS_PAGE_SIZE = 50;
/** The key and secret sent while Mobilize is a stand-in (the stand-in refuses any other). */
export const MOCK_MOBILIZE_KEY = "mock-mobilize-key";
export const MOCK_MOBILIZE_SECRET = "mock-mobilize-secret";

export const MOBILIZE_GROUPS_PATH = "/v1/groups";
export const MOBILIZE_USERS_PATH = "/v1/users";
export const mobilizeGroupPath = (groupId: string) => `${MOBILIZE_GROUPS_PATH}/${encodeURIComponent(groupId)}`;
export const mobilizeGroupMembersPath = (groupId: string) => `${mobilizeGroupPath(groupId)}/members`;
export const mobilizeUserGroupsPath = (userId: string) => `${MOBILIZE_USERS_PATH}/${encodeURIComponent(userId)}/groups`;

export type MobilizeGroup = { id: string; name: string; description: string | null; membersCount: number | null };
export type MobilizeUser = { id: string; email: string; firstName: string; lastName: string };
export type MobilizeFailure = { ok: false; message: string };
export type GroupPage = { ok: true; groups: MobilizeGroup[]; page: number; lastPage: number; total: number } | MobilizeFailure;
export type GetGroupResult = { ok: true; group: MobilizeGroup | null } | MobilizeFailure;
export type FindUserResult = { ok: true; user: MobilizeUser | null } | MobilizeFailure;
export type UserResult = { ok: true; user: MobilizeUser } | MobilizeFailure;
export type AddMemberResult = { ok: true; groupId: string; userId: string; alreadyMember: boolean } | MobilizeFailure;
export type UserGroupsResult = { ok: true; groups: MobilizeGroup[] } | MobilizeFailure;
export type NewMobilizeUser = { email: string; firstName: string; lastName: string };
/** Per call: `timeoutMs` overrides MOBILIZE_TIMEOUT_MS (tests of a slow answer). */
export type CallOptions = { timeoutMs?: number };

function credentials(): string {
  const env = getEnv();
  const pair = env.mocked.mobilize ? `${MOCK_MOBILIZE_KEY}:${MOCK_MOBILIZE_SECRET}` : (env.MOBILIZE_API_KEY ?? "");
  return Buffer.from(pair.includes(":") ? pair : `${pair}:`).toString("base64");
}

function call(method: "GET" | "POST", path: string, body: unknown, opts: CallOptions): Promise<JsonAnswer | MobilizeFailure> {
  return callJson({
    system: "Mobilize",
    baseUrl: getEnv().MOBILIZE_URL,
    token: credentials(),
    scheme: "Basic",
    method,
    path,
    body,
    timeoutMs: opts.timeoutMs ?? MOBILIZE_TIMEOUT_MS,
  });
}

/** The refusal as it is logged and shown: the status and Mobilize's error message (or text). */
function refusal(answer: JsonAnswer, what: string): MobilizeFailure {
  const b = answer.body as { error?: { message?: unknown } } | string | null;
  const detail = typeof b === "string" ? b.trim().slice(0, 300) : typeof b?.error?.message === "string" ? b.error.message : "";
  const reason = answer.status === 401 || answer.status === 403 ? "the portal's key was refused" : detail || `it answered ${answer.status}`;
  log.error("Mobilize refused", { what, status: answer.status, detail });
  return { ok: false, message: `Mobilize could not ${what} (${answer.status}): ${reason}` };
}

const text = (v: unknown) => (typeof v === "string" ? v : null);
const id = (v: unknown) => (typeof v === "number" || (typeof v === "string" && v !== "") ? String(v) : null);

function toGroup(data: unknown): MobilizeGroup | null {
  const g = data as Record<string, unknown> | null;
  const groupId = id(g?.id);
  if (!g || !groupId) return null;
  return {
    id: groupId,
    name: text(g.name) ?? `Group ${groupId}`,
    description: text(g.description),
    membersCount: typeof g.members_count === "number" ? g.members_count : null,
  };
}

function toUser(data: unknown): MobilizeUser | null {
  const u = data as Record<string, unknown> | null;
  const userId = id(u?.id);
  if (!u || !userId) return null;
  return { id: userId, email: text(u.email) ?? "", firstName: text(u.first_name) ?? "", lastName: text(u.last_name) ?? "" };
}

/** A list answer `{ data: [...], meta: { page, last_page, total } }`; null when it is not one. */
function listOf<T>(body: unknown, item: (d: unknown) => T | null): { items: T[]; page: number; lastPage: number; total: number } | null {
  const b = body as { data?: unknown; meta?: { page?: unknown; last_page?: unknown; total?: unknown } } | null;
  if (!b || !Array.isArray(b.data)) return null;
  const items = b.data.map(item).filter((x): x is T => x !== null);
  const num = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
  return { items, page: num(b.meta?.page, 1), lastPage: num(b.meta?.last_page, 1), total: num(b.meta?.total, items.length) };
}

/** One page of the community's groups whose name contains `q` (all groups for an empty `q`), by name. */
export async function searchMobilizeGroups(input: { q?: string; page?: number }, opts: CallOptions = {}): Promise<GroupPage> {
  const query = new URLSearchParams({
    q: input.q?.trim() ?? "",
    page: String(Math.max(1, input.page ?? 1)),
    per_page: String(MOBILIZE_PAGE_SIZE),
  });
  const answer = await call("GET", `${MOBILIZE_GROUPS_PATH}?${query}`, undefined, opts);
  if (isCallFailure(answer)) return answer;
  if (answer.status !== 200) return refusal(answer, "search the groups");
  const list = listOf(answer.body, toGroup);
  if (!list) return { ok: false, message: "Mobilize answered a group search without a list" };
  return { ok: true, groups: list.items, page: list.page, lastPage: Math.max(1, list.lastPage), total: list.total };
}

/** One group by id; null when Mobilize has no such group (404). */
export async function getMobilizeGroup(groupId: string, opts: CallOptions = {}): Promise<GetGroupResult> {
  const answer = await call("GET", mobilizeGroupPath(groupId), undefined, opts);
  if (isCallFailure(answer)) return answer;
  if (answer.status === 404) return { ok: true, group: null };
  if (answer.status !== 200) return refusal(answer, `read group ${groupId}`);
  const group = toGroup(answer.body);
  return group ? { ok: true, group } : { ok: false, message: "Mobilize answered a group without an id" };
}

/** The community user with this email (Mobilize compares emails without case); null when none. */
export async function findMobilizeUser(email: string, opts: CallOptions = {}): Promise<FindUserResult> {
  const answer = await call("GET", `${MOBILIZE_USERS_PATH}?${new URLSearchParams({ email })}`, undefined, opts);
  if (isCallFailure(answer)) return answer;
  if (answer.status !== 200) return refusal(answer, "look up the user");
  const list = listOf(answer.body, toUser);
  if (!list) return { ok: false, message: "Mobilize answered a user search without a list" };
  return { ok: true, user: list.items[0] ?? null };
}

function postUser(input: NewMobilizeUser, opts: CallOptions): Promise<JsonAnswer | MobilizeFailure> {
  return call("POST", MOBILIZE_USERS_PATH, { email: input.email, first_name: input.firstName, last_name: input.lastName }, opts);
}

function createdUser(answer: JsonAnswer): UserResult {
  if (answer.status !== 200 && answer.status !== 201) return refusal(answer, "create the user");
  const user = toUser(answer.body);
  return user ? { ok: true, user } : { ok: false, message: "Mobilize answered a created user without an id" };
}

/** Creates a community user (not yet in any group); Mobilize refuses (409) an email in use. */
export async function createMobilizeUser(input: NewMobilizeUser, opts: CallOptions = {}): Promise<UserResult> {
  const answer = await postUser(input, opts);
  return isCallFailure(answer) ? answer : createdUser(answer);
}

/**
 * The member's community user: looked up by email first, created only when there is none (a member
 * who joined the community on their own keeps their account). Created meanwhile by another request
 * (409): looked up again.
 */
export async function findOrCreateMobilizeUser(input: NewMobilizeUser, opts: CallOptions = {}): Promise<UserResult> {
  const found = await findMobilizeUser(input.email, opts);
  if (!found.ok) return found;
  if (found.user) return { ok: true, user: found.user };
  const answer = await postUser(input, opts);
  if (isCallFailure(answer)) return answer;
  if (answer.status !== 409) return createdUser(answer);
  const again = await findMobilizeUser(input.email, opts);
  if (!again.ok) return again;
  return again.user ? { ok: true, user: again.user } : createdUser(answer);
}

/** Adds a user to a group; a user already in it (409) counts as added (`alreadyMember`). */
export async function addMobilizeGroupMember(input: { groupId: string; userId: string }, opts: CallOptions = {}): Promise<AddMemberResult> {
  const answer = await call("POST", mobilizeGroupMembersPath(input.groupId), { user_id: input.userId }, opts);
  if (isCallFailure(answer)) return answer;
  if (answer.status === 409) return { ok: true, groupId: input.groupId, userId: input.userId, alreadyMember: true };
  if (answer.status !== 200 && answer.status !== 201) return refusal(answer, `add the user to group ${input.groupId}`);
  return { ok: true, groupId: input.groupId, userId: input.userId, alreadyMember: false };
}

/** The groups a community user is in (every page, up to 500 groups), by name. */
export async function listMobilizeUserGroups(userId: string, opts: CallOptions = {}): Promise<UserGroupsResult> {
  const groups: MobilizeGroup[] = [];
  for (let page = 1; page <= MAX_USER_GROUP_PAGES; page += 1) {
    const query = new URLSearchParams({ page: String(page), per_page: String(USER_GROUPS_PAGE_SIZE) });
    const answer = await call("GET", `${mobilizeUserGroupsPath(userId)}?${query}`, undefined, opts);
    if (isCallFailure(answer)) return answer;
    if (answer.status !== 200) return refusal(answer, "list the user's groups");
    const list = listOf(answer.body, toGroup);
    if (!list) return { ok: false, message: "Mobilize answered a user's groups without a list" };
    groups.push(...list.items);
    if (page >= list.lastPage) break;
  }
  return { ok: true, groups };
}
