import { delay, http, HttpResponse } from "msw";
import {
  BRIGHTSPACE_ENROLLMENTS_PATH,
  BRIGHTSPACE_TIMEOUT_MS,
  BRIGHTSPACE_USERS_PATH,
  MOCK_BRIGHTSPACE_TOKEN,
} from "../../app/integrations/brightspace.server.ts";

/**
 * Brightspace's Valence Learning Platform API, the part the portal calls (decision 45), with the
 * real API's awkward parts:
 * - every call without `Authorization: Bearer <MOCK_BRIGHTSPACE_TOKEN>` answers 401;
 * - GET users/?orgDefinedId= answers a list (empty for an unknown user); ?userName= answers one
 *   user, or 404; POST users/ refuses (400) a UserName or OrgDefinedId already in use;
 * - POST enrollments/ answers 404 for an unknown org unit or user, and for a user already enrolled
 *   the existing enrolment (enrolling twice is harmless);
 * - errors come as Valence's problem details `{ Type, Title, Status, Detail }`.
 *
 * Courses (org units) the stand-in knows: those in BRIGHTSPACE_KNOWN_COURSES (the seed's and the
 * factories'), any id of the form `BS-<LETTERS>-<digits>` (BS-MME-100, BS-AFC-101, the factories'
 * BS-ESS-12) and any number (Brightspace's own ids, such as the fixed org unit 6606). Anything else
 * ("NOPE-1", "BS-MISSING") is unknown: 404. Two prefixes answer badly, on purpose:
 * - `BS-SLOW-<n>`: the enrolment answers after BRIGHTSPACE_TIMEOUT_MS + 2 s, past the client's limit;
 * - `BS-DOWN-<n>`: the enrolment answers 503 Service Unavailable.
 * State (users, enrolments) lives in the handlers made by one call, in memory.
 */
export const BRIGHTSPACE_KNOWN_COURSES: ReadonlySet<string> = new Set(["BS-MME-100", "BS-AFC-101", "6606"]);
const COURSE_ID_PATTERN = /^(BS-[A-Z]+-\d+|\d+)$/;
export const BRIGHTSPACE_SLOW_PREFIX = "BS-SLOW-";
export const BRIGHTSPACE_DOWN_PREFIX = "BS-DOWN-";

type UserData = {
  UserId: number;
  OrgDefinedId: string | null;
  FirstName: string;
  MiddleName: string | null;
  LastName: string;
  UserName: string;
  ExternalEmail: string | null;
  Activation: { IsActive: boolean };
};
type EnrollmentData = { OrgUnitId: number | string; UserId: number; RoleId: number; IsCascading: boolean };

function problem(status: number, title: string, detail: string) {
  return HttpResponse.json({ Type: "about:blank", Title: title, Status: status, Detail: detail }, { status });
}

function authorised(request: Request): boolean {
  return request.headers.get("Authorization") === `Bearer ${MOCK_BRIGHTSPACE_TOKEN}`;
}

const unauthorised = () => problem(401, "Unauthorized", "The access token is missing, expired or not valid.");

function knownCourse(id: string): boolean {
  return BRIGHTSPACE_KNOWN_COURSES.has(id) || COURSE_ID_PATTERN.test(id);
}

export function brightspaceHandlers(baseUrl: string) {
  const users = new Map<number, UserData>();
  const enrolments = new Map<string, EnrollmentData>();
  let nextUserId = 5001;
  const sameText = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
  const usersUrl = new URL(BRIGHTSPACE_USERS_PATH, baseUrl).href;

  return [
    http.get(usersUrl, ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const query = new URL(request.url).searchParams;
      const orgDefinedId = query.get("orgDefinedId");
      const userName = query.get("userName");
      if (orgDefinedId !== null) return HttpResponse.json([...users.values()].filter((u) => u.OrgDefinedId === orgDefinedId));
      if (userName !== null) {
        const user = [...users.values()].find((u) => sameText(u.UserName, userName));
        return user ? HttpResponse.json(user) : problem(404, "Not Found", `No user with UserName ${userName}.`);
      }
      return HttpResponse.json({ PagingInfo: { Bookmark: "", HasMoreItems: false }, Items: [...users.values()] });
    }),

    http.post(usersUrl, async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = (await request.json().catch(() => null)) as Partial<Record<keyof UserData | "RoleId" | "IsActive", unknown>> | null;
      const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
      const userName = text(body?.UserName);
      const firstName = text(body?.FirstName);
      const lastName = text(body?.LastName);
      if (!userName || !firstName || !lastName || typeof body?.RoleId !== "number" || typeof body.IsActive !== "boolean") {
        return problem(400, "Bad Request", "CreateUserData needs UserName, FirstName, LastName, RoleId and IsActive.");
      }
      const orgDefinedId = text(body.OrgDefinedId);
      const taken = [...users.values()].find(
        (u) => sameText(u.UserName, userName) || (orgDefinedId !== null && u.OrgDefinedId === orgDefinedId),
      );
      if (taken) return problem(400, "Bad Request", "A user with this UserName or OrgDefinedId already exists.");
      const user: UserData = {
        UserId: nextUserId++,
        OrgDefinedId: orgDefinedId,
        FirstName: firstName,
        MiddleName: text(body.MiddleName),
        LastName: lastName,
        UserName: userName,
        ExternalEmail: text(body.ExternalEmail),
        Activation: { IsActive: body.IsActive },
      };
      users.set(user.UserId, user);
      return HttpResponse.json(user);
    }),

    http.post(new URL(BRIGHTSPACE_ENROLLMENTS_PATH, baseUrl).href, async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = (await request.json().catch(() => null)) as { OrgUnitId?: unknown; UserId?: unknown; RoleId?: unknown } | null;
      const orgUnit = typeof body?.OrgUnitId === "number" || typeof body?.OrgUnitId === "string" ? String(body.OrgUnitId) : "";
      if (!orgUnit || typeof body?.RoleId !== "number" || (typeof body.UserId !== "number" && typeof body.UserId !== "string")) {
        return problem(400, "Bad Request", "CreateEnrollmentData needs OrgUnitId, UserId and RoleId.");
      }
      if (orgUnit.startsWith(BRIGHTSPACE_SLOW_PREFIX)) await delay(BRIGHTSPACE_TIMEOUT_MS + 2_000);
      if (orgUnit.startsWith(BRIGHTSPACE_DOWN_PREFIX)) return problem(503, "Service Unavailable", "Brightspace is down for maintenance.");
      if (!knownCourse(orgUnit)) return problem(404, "Not Found", `Org unit ${orgUnit} not found.`);
      const user = users.get(Number(body.UserId));
      if (!user) return problem(404, "Not Found", `User ${String(body.UserId)} not found.`);
      const key = `${orgUnit}:${user.UserId}`;
      const existing = enrolments.get(key);
      if (existing) return HttpResponse.json(existing);
      const enrolment: EnrollmentData = {
        OrgUnitId: body.OrgUnitId as number | string,
        UserId: user.UserId,
        RoleId: body.RoleId,
        IsCascading: false,
      };
      enrolments.set(key, enrolment);
      return HttpResponse.json(enrolment);
    }),
  ];
}
