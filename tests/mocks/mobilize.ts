import { delay, http, HttpResponse } from "msw";
import {
  MOBILIZE_GROUPS_PATH,
  MOBILIZE_TIMEOUT_MS,
  MOBILIZE_USERS_PATH,
  MOCK_MOBILIZE_KEY,
  MOCK_MOBILIZE_SECRET,
} from "../../app/integrations/mobilize.server.ts";

/**
 * Mobilize's REST API v1, the part the portal calls (decision 56), with the real API's awkward parts:
 * - every call without HTTP basic auth of MOCK_MOBILIZE_KEY:MOCK_MOBILIZE_SECRET answers 401;
 * - GET groups?q=&page=&per_page= pages the groups whose name contains q (any case), by name:
 *   `{ data, meta: { page, per_page, total, last_page } }`; a page past the last is empty, a page
 *   below 1 or a per_page outside 1..50 is 400;
 * - GET groups/{id} is the group or 404; POST groups/{id}/members { user_id } answers 201 with the
 *   membership, 404 for an unknown group or user, and 409 "already_member" for a user in the group;
 * - GET users?email= finds the user whatever the email's case (a list, empty when none); POST users
 *   refuses (409 "email_taken") an email in use in any case, and (422) one without an email;
 * - GET users/{id}/groups pages the user's groups (404 for an unknown user);
 * - errors come as `{ error: { code, message } }`.
 *
 * Groups: MOBILIZE_GROUPS below (more than a page contain "Community", so a search pages). Two id
 * prefixes answer badly on purpose, on every call about that group (read, add a member):
 * - `408…` (the "Slow Lane Community", 40801): answers after MOBILIZE_TIMEOUT_MS + 2 s, past the client's limit;
 * - `503…` (the "Maintenance Window Community", 50301): 503 Service Unavailable.
 * State (users, memberships) lives in the handlers made by one call, in memory.
 */
export const MOBILIZE_GROUPS: ReadonlyArray<{ id: number; name: string; description: string }> = [
  { id: 1001, name: "AFC Community", description: "Accredited Financial Counselors share cases, questions and resources." },
  { id: 1002, name: "FFC Community", description: "Financial Fitness Coaches talk shop." },
  { id: 1003, name: "Military Spouse Network", description: "Certified military spouses across installations." },
  { id: 1004, name: "Trainers' Circle", description: "Independent Trainers compare programs and materials." },
  { id: 1005, name: "New Certificants Community", description: "Your first year after certification." },
  { id: 1006, name: "Housing Counselors Community", description: "Housing and foreclosure counseling." },
  { id: 1007, name: "Student Loan Community", description: "Repayment plans, forgiveness and servicers." },
  { id: 1008, name: "Retirement Planning Community", description: "Helping clients plan for retirement." },
  { id: 1009, name: "Northeast Regional Community", description: "Members in the Northeast." },
  { id: 1010, name: "Southeast Regional Community", description: "Members in the Southeast." },
  { id: 1011, name: "Midwest Regional Community", description: "Members in the Midwest." },
  { id: 1012, name: "West Regional Community", description: "Members in the West." },
  { id: 1013, name: "Volunteer Tax Preparers Community", description: "VITA volunteers and tax season." },
  { id: 1014, name: "CEU Study Group", description: "Reading and discussing for continuing education." },
  { id: 1015, name: "Coaching Skills Lab", description: "Practice coaching conversations." },
  { id: 40801, name: "Slow Lane Community", description: "The stand-in answers calls about this group too slowly." },
  { id: 50301, name: "Maintenance Window Community", description: "The stand-in answers calls about this group with a 503." },
];
export const MOBILIZE_SLOW_PREFIX = "408";
export const MOBILIZE_DOWN_PREFIX = "503";
const MAX_PER_PAGE = 50;

type UserData = { id: string; email: string; first_name: string; last_name: string; is_registered: boolean; created_at: number };

function error(status: number, code: string, message: string) {
  return HttpResponse.json({ error: { code, message } }, { status });
}

function authorised(request: Request): boolean {
  const expected = `Basic ${Buffer.from(`${MOCK_MOBILIZE_KEY}:${MOCK_MOBILIZE_SECRET}`).toString("base64")}`;
  return request.headers.get("Authorization") === expected;
}

const unauthorised = () => error(401, "unauthorized", "Invalid API key or secret.");

/** The group's answer as the API gives it. */
function groupJson(group: (typeof MOBILIZE_GROUPS)[number], members: number) {
  return { id: group.id, name: group.name, description: group.description, privacy: 5, members_count: members };
}

/** `page` and `per_page` of a list request; a Response when they are out of range. */
function paging(url: URL, defaultPerPage: number): { page: number; perPage: number } | Response {
  const page = Number(url.searchParams.get("page") ?? "1");
  const perPage = Number(url.searchParams.get("per_page") ?? String(defaultPerPage));
  if (!Number.isInteger(page) || page < 1) return error(400, "invalid_page", "page must be a whole number from 1.");
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    return error(400, "invalid_per_page", `per_page must be a whole number from 1 to ${MAX_PER_PAGE}.`);
  return { page, perPage };
}

function pageOf<T>(items: T[], page: number, perPage: number) {
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { page, per_page: perPage, total: items.length, last_page: Math.max(1, Math.ceil(items.length / perPage)) },
  };
}

/** A group id that answers badly: slow past the client's limit, or 503. Null for the others. */
async function badGroup(groupId: string): Promise<Response | null> {
  if (groupId.startsWith(MOBILIZE_SLOW_PREFIX)) await delay(MOBILIZE_TIMEOUT_MS + 2_000);
  if (groupId.startsWith(MOBILIZE_DOWN_PREFIX)) return error(503, "service_unavailable", "Mobilize is down for maintenance.");
  return null;
}

export function mobilizeHandlers(baseUrl: string) {
  const users = new Map<string, UserData>();
  /** group id -> the ids of its members */
  const memberships = new Map<string, Set<string>>();
  let nextUserId = 70001;
  const url = (path: string) => new URL(path, baseUrl).href;
  const groupById = (groupId: string) => MOBILIZE_GROUPS.find((g) => String(g.id) === groupId);
  const membersOf = (groupId: string) => memberships.get(groupId)?.size ?? 0;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  return [
    http.get(url(MOBILIZE_GROUPS_PATH), ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const query = new URL(request.url);
      const paged = paging(query, 20);
      if (paged instanceof Response) return paged;
      const q = (query.searchParams.get("q") ?? "").trim().toLowerCase();
      const found = MOBILIZE_GROUPS.filter((g) => g.name.toLowerCase().includes(q)).sort(byName);
      return HttpResponse.json(
        pageOf(
          found.map((g) => groupJson(g, membersOf(String(g.id)))),
          paged.page,
          paged.perPage,
        ),
      );
    }),

    http.get(url(`${MOBILIZE_GROUPS_PATH}/:groupId`), async ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const groupId = String(params.groupId);
      const bad = await badGroup(groupId);
      if (bad) return bad;
      const group = groupById(groupId);
      return group ? HttpResponse.json(groupJson(group, membersOf(groupId))) : error(404, "not_found", `Group ${groupId} not found.`);
    }),

    http.post(url(`${MOBILIZE_GROUPS_PATH}/:groupId/members`), async ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const groupId = String(params.groupId);
      const bad = await badGroup(groupId);
      if (bad) return bad;
      if (!groupById(groupId)) return error(404, "not_found", `Group ${groupId} not found.`);
      const body = (await request.json().catch(() => null)) as { user_id?: unknown } | null;
      const userId = typeof body?.user_id === "string" || typeof body?.user_id === "number" ? String(body.user_id) : "";
      if (!userId) return error(422, "invalid", "user_id is required.");
      if (!users.has(userId)) return error(404, "not_found", `User ${userId} not found.`);
      const members = memberships.get(groupId) ?? new Set<string>();
      if (members.has(userId)) return error(409, "already_member", `User ${userId} is already a member of group ${groupId}.`);
      members.add(userId);
      memberships.set(groupId, members);
      return HttpResponse.json(
        { group_id: Number(groupId), user_id: userId, status: "active", is_admin: false, created_at: Date.now() },
        { status: 201 },
      );
    }),

    http.get(url(MOBILIZE_USERS_PATH), ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const query = new URL(request.url);
      const paged = paging(query, 20);
      if (paged instanceof Response) return paged;
      const email = query.searchParams.get("email")?.trim().toLowerCase();
      const found = [...users.values()].filter((u) => email === undefined || u.email.toLowerCase() === email);
      return HttpResponse.json(pageOf(found, paged.page, paged.perPage));
    }),

    http.post(url(MOBILIZE_USERS_PATH), async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = (await request.json().catch(() => null)) as { email?: unknown; first_name?: unknown; last_name?: unknown } | null;
      const value = (v: unknown) => (typeof v === "string" ? v.trim() : "");
      const email = value(body?.email);
      if (!email || !email.includes("@")) return error(422, "invalid", "email is required.");
      if ([...users.values()].some((u) => u.email.toLowerCase() === email.toLowerCase()))
        return error(409, "email_taken", "A user with this email already exists.");
      const user: UserData = {
        id: String(nextUserId++),
        email,
        first_name: value(body?.first_name),
        last_name: value(body?.last_name),
        is_registered: false,
        created_at: Date.now(),
      };
      users.set(user.id, user);
      return HttpResponse.json(user, { status: 201 });
    }),

    http.get(url(`${MOBILIZE_USERS_PATH}/:userId/groups`), ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const userId = String(params.userId);
      if (!users.has(userId)) return error(404, "not_found", `User ${userId} not found.`);
      const paged = paging(new URL(request.url), 20);
      if (paged instanceof Response) return paged;
      const groups = MOBILIZE_GROUPS.filter((g) => memberships.get(String(g.id))?.has(userId)).sort(byName);
      return HttpResponse.json(
        pageOf(
          groups.map((g) => ({ ...groupJson(g, membersOf(String(g.id))), membership_status: "active" })),
          paged.page,
          paged.perPage,
        ),
      );
    }),
  ];
}
