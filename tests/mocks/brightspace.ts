import { delay, http, HttpResponse } from "msw";
import { BRIGHTSPACE_LP_PATH, BRIGHTSPACE_TIMEOUT_MS } from "../../app/integrations/brightspace-call.server.ts";
import { BRIGHTSPACE_ENROLLMENTS_PATH, BRIGHTSPACE_USERS_PATH } from "../../app/integrations/brightspace.server.ts";
import { BRIGHTSPACE_ORGSTRUCTURE_PATH, COURSE_OFFERING_TYPE_ID } from "../../app/integrations/brightspace-courses.server.ts";
import {
  MOCK_BRIGHTSPACE_CLIENT_ID,
  MOCK_BRIGHTSPACE_CLIENT_SECRET,
  MOCK_BRIGHTSPACE_REFRESH_PREFIX,
} from "../../app/integrations/brightspace-token.server.ts";

/**
 * Brightspace's Valence Learning Platform API and D2L's token endpoint, the parts the portal calls
 * (decisions 45, 55), with the real API's awkward parts:
 * - OAuth 2 (token endpoint at BRIGHTSPACE_TOKEN_URL): a refresh_token grant from the mock client
 *   answers a short-lived access token and a NEW refresh token; a refresh token works once (used
 *   again: 400 invalid_grant); another client: 401 invalid_client. Refresh tokens the stand-in
 *   did not see used (the first, `mock-refresh-first`, or one issued before a restart) are accepted once;
 * - every API call without a current access token answers 401;
 * - GET users/?orgDefinedId= answers a list (empty for an unknown user); ?userName= answers one
 *   user, or 404; POST users/ refuses (400) a UserName or OrgDefinedId already in use;
 * - POST enrollments/ answers 404 for an unknown org unit or user, and for a user already enrolled
 *   the existing enrolment (enrolling twice is harmless); DELETE enrollments/users/{u}/orgUnits/{o}
 *   answers 404 when the user is not enrolled, and removes them from the course's sections too;
 * - GET orgstructure/?orgUnitType=3&orgUnitName= searches the catalogue's course offerings by name
 *   in pages of `pageSize` with bookmarks; GET courses/{id}; GET {id}/sections/;
 *   POST {id}/sections/{sectionId}/enrollments/ answers 404 for a user not enrolled in the course;
 * - a course the key may not see (`BS-HIDDEN-<n>`) is missing from searches and has no sections
 *   (empty, not 403);
 * - errors come as Valence's problem details `{ Type, Title, Status, Detail }`.
 *
 * Courses (org units) the stand-in knows: the catalogue below, any id of the form
 * `BS-<LETTERS>-<digits>` (the factories' BS-ESS-12) and any number (Brightspace's own ids). Anything
 * else ("NOPE-1", "BS-MISSING") is unknown: 404. Each known course has two sections, `<id>-S1` and
 * `<id>-S2`. Two prefixes answer badly, on purpose, on every call about the course:
 * - `BS-SLOW-<n>`: the answer comes after BRIGHTSPACE_TIMEOUT_MS + 2 s, past the client's limit;
 * - `BS-DOWN-<n>`: 503 Service Unavailable.
 * State (tokens, users, enrolments) lives in the handlers made by one call, in memory.
 */
export const BRIGHTSPACE_COURSE_CATALOGUE: ReadonlyArray<{ Identifier: string; Name: string; Code: string }> = [
  { Identifier: "6606", Name: "AFC Program", Code: "AFC" },
  { Identifier: "BS-AFC-101", Name: "AFC Learning System", Code: "AFC-101" },
  { Identifier: "BS-AFC-102", Name: "AFC Module 2: Credit and Debt", Code: "AFC-102" },
  { Identifier: "BS-AFC-103", Name: "AFC Module 3: Saving and Investing", Code: "AFC-103" },
  { Identifier: "BS-DOWN-9", Name: "AFC Module 9: Coaching Practicum", Code: "AFC-109" },
  { Identifier: "BS-MME-100", Name: "Money Management Essentials", Code: "MME-100" },
  { Identifier: "BS-HIDDEN-1", Name: "AFC Staff Room", Code: "AFC-STAFF" },
];
export const BRIGHTSPACE_KNOWN_COURSES: ReadonlySet<string> = new Set(BRIGHTSPACE_COURSE_CATALOGUE.map((c) => c.Identifier));
const COURSE_ID_PATTERN = /^(BS-[A-Z]+-\d+|\d+)$/;
export const BRIGHTSPACE_SLOW_PREFIX = "BS-SLOW-";
export const BRIGHTSPACE_DOWN_PREFIX = "BS-DOWN-";
export const BRIGHTSPACE_HIDDEN_PREFIX = "BS-HIDDEN-";
/** An access token's life at the stand-in (Brightspace's are an hour). */
export const MOCK_ACCESS_TOKEN_LIFE_SECONDS = 600;

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

const unauthorised = () => problem(401, "Unauthorized", "The access token is missing, expired or not valid.");

function knownCourse(id: string): boolean {
  return BRIGHTSPACE_KNOWN_COURSES.has(id) || COURSE_ID_PATTERN.test(id);
}

function courseOffering(id: string) {
  const listed = BRIGHTSPACE_COURSE_CATALOGUE.find((c) => c.Identifier === id);
  return {
    Identifier: id,
    Name: listed?.Name ?? `Course ${id}`,
    Code: listed?.Code ?? id,
    IsActive: true,
    Path: `/content/enforced/${id}/`,
  };
}

/** The slow and down courses' bad answers (null: the course answers normally). */
async function badCourse(orgUnit: string) {
  if (orgUnit.startsWith(BRIGHTSPACE_SLOW_PREFIX)) await delay(BRIGHTSPACE_TIMEOUT_MS + 2_000);
  if (orgUnit.startsWith(BRIGHTSPACE_DOWN_PREFIX)) return problem(503, "Service Unavailable", "Brightspace is down for maintenance.");
  return null;
}

export type BrightspaceStandInOptions = {
  /** items per page of a course search (Brightspace's is 100) */
  pageSize?: number;
  accessTokenLifeSeconds?: number;
};

export function brightspaceHandlers(baseUrl: string, tokenUrl: string, opts: BrightspaceStandInOptions = {}) {
  const pageSize = opts.pageSize ?? 100;
  const users = new Map<number, UserData>();
  const enrolments = new Map<string, EnrollmentData>();
  /** `${orgUnit}:${sectionId}` → the UserIds enrolled in the section */
  const sectionEnrolments = new Map<string, Set<number>>();
  const accessTokens = new Map<string, number>();
  const usedRefreshTokens = new Set<string>();
  let nextUserId = 5001;
  let issued = 0;
  const sameText = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
  const url = (path: string) => new URL(path, baseUrl).href;
  const lp = (path: string) => url(`${BRIGHTSPACE_LP_PATH}${path}`);

  const authorised = (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
    const until = token ? accessTokens.get(token) : undefined;
    return until !== undefined && until > Date.now();
  };
  const sectionsOf = (orgUnit: string) =>
    orgUnit.startsWith(BRIGHTSPACE_HIDDEN_PREFIX)
      ? []
      : [
          { SectionId: `${orgUnit}-S1`, Name: "Spring cohort", Code: `${orgUnit}-S1` },
          { SectionId: `${orgUnit}-S2`, Name: "Fall cohort", Code: `${orgUnit}-S2` },
        ].map((s) => ({
          ...s,
          Description: { Text: "", Html: "" },
          Enrollments: [...(sectionEnrolments.get(`${orgUnit}:${s.SectionId}`) ?? [])],
        }));

  return [
    http.post(tokenUrl, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get("client_id") !== MOCK_BRIGHTSPACE_CLIENT_ID || form.get("client_secret") !== MOCK_BRIGHTSPACE_CLIENT_SECRET) {
        return HttpResponse.json({ error: "invalid_client" }, { status: 401 });
      }
      if (form.get("grant_type") !== "refresh_token") return HttpResponse.json({ error: "unsupported_grant_type" }, { status: 400 });
      const refresh = form.get("refresh_token") ?? "";
      if (!refresh.startsWith(MOCK_BRIGHTSPACE_REFRESH_PREFIX) || usedRefreshTokens.has(refresh)) {
        return HttpResponse.json({ error: "invalid_grant" }, { status: 400 });
      }
      usedRefreshTokens.add(refresh);
      issued += 1;
      const life = opts.accessTokenLifeSeconds ?? MOCK_ACCESS_TOKEN_LIFE_SECONDS;
      const access = `mock-access-${issued}-${crypto.randomUUID()}`;
      accessTokens.set(access, Date.now() + life * 1000);
      return HttpResponse.json({
        access_token: access,
        token_type: "Bearer",
        expires_in: life,
        refresh_token: `${MOCK_BRIGHTSPACE_REFRESH_PREFIX}${issued}-${crypto.randomUUID()}`,
        scope: "core:*:*",
      });
    }),

    http.get(url(BRIGHTSPACE_USERS_PATH), ({ request }) => {
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

    http.post(url(BRIGHTSPACE_USERS_PATH), async ({ request }) => {
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

    http.post(url(BRIGHTSPACE_ENROLLMENTS_PATH), async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = (await request.json().catch(() => null)) as { OrgUnitId?: unknown; UserId?: unknown; RoleId?: unknown } | null;
      const orgUnit = typeof body?.OrgUnitId === "number" || typeof body?.OrgUnitId === "string" ? String(body.OrgUnitId) : "";
      if (!orgUnit || typeof body?.RoleId !== "number" || (typeof body.UserId !== "number" && typeof body.UserId !== "string")) {
        return problem(400, "Bad Request", "CreateEnrollmentData needs OrgUnitId, UserId and RoleId.");
      }
      const bad = await badCourse(orgUnit);
      if (bad) return bad;
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

    http.delete(lp("/enrollments/users/:userId/orgUnits/:orgUnitId"), async ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const orgUnit = String(params.orgUnitId);
      const bad = await badCourse(orgUnit);
      if (bad) return bad;
      const key = `${orgUnit}:${Number(params.userId)}`;
      const enrolment = enrolments.get(key);
      if (!enrolment) return problem(404, "Not Found", `User ${String(params.userId)} is not enrolled in org unit ${orgUnit}.`);
      enrolments.delete(key);
      for (const [section, members] of sectionEnrolments) if (section.startsWith(`${orgUnit}:`)) members.delete(enrolment.UserId);
      return HttpResponse.json(enrolment);
    }),

    http.get(url(BRIGHTSPACE_ORGSTRUCTURE_PATH), ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const query = new URL(request.url).searchParams;
      const name = (query.get("orgUnitName") ?? "").toLowerCase();
      const matches =
        query.get("orgUnitType") === String(COURSE_OFFERING_TYPE_ID)
          ? BRIGHTSPACE_COURSE_CATALOGUE.filter(
              (c) => !c.Identifier.startsWith(BRIGHTSPACE_HIDDEN_PREFIX) && c.Name.toLowerCase().includes(name),
            )
          : [];
      // Valence's bookmark: where the next page starts (here the last item's Identifier).
      const bookmark = query.get("bookmark");
      const start = bookmark ? matches.findIndex((c) => c.Identifier === bookmark) + 1 : 0;
      const page = matches.slice(start, start + pageSize);
      const more = start + pageSize < matches.length;
      return HttpResponse.json({
        PagingInfo: { Bookmark: more ? (page.at(-1)?.Identifier ?? "") : "", HasMoreItems: more },
        Items: page.map((c) => ({
          Identifier: c.Identifier,
          Name: c.Name,
          Code: c.Code,
          Path: `/content/enforced/${c.Identifier}/`,
          Type: { Id: COURSE_OFFERING_TYPE_ID, Code: "Course Offering", Name: "Course Offering" },
        })),
      });
    }),

    http.get(lp("/courses/:orgUnitId"), async ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const orgUnit = String(params.orgUnitId);
      const bad = await badCourse(orgUnit);
      if (bad) return bad;
      if (!knownCourse(orgUnit) || orgUnit.startsWith(BRIGHTSPACE_HIDDEN_PREFIX)) {
        return problem(404, "Not Found", `Org unit ${orgUnit} not found.`);
      }
      return HttpResponse.json(courseOffering(orgUnit));
    }),

    http.get(lp("/:orgUnitId/sections/"), async ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const orgUnit = String(params.orgUnitId);
      const bad = await badCourse(orgUnit);
      if (bad) return bad;
      if (!knownCourse(orgUnit)) return problem(404, "Not Found", `Org unit ${orgUnit} not found.`);
      return HttpResponse.json(sectionsOf(orgUnit));
    }),

    http.post(lp("/:orgUnitId/sections/:sectionId/enrollments/"), async ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const orgUnit = String(params.orgUnitId);
      const sectionId = String(params.sectionId);
      const body = (await request.json().catch(() => null)) as { UserId?: unknown } | null;
      if (typeof body?.UserId !== "number" && typeof body?.UserId !== "string") {
        return problem(400, "Bad Request", "SectionEnrollment needs UserId.");
      }
      const bad = await badCourse(orgUnit);
      if (bad) return bad;
      if (!knownCourse(orgUnit)) return problem(404, "Not Found", `Org unit ${orgUnit} not found.`);
      if (!sectionsOf(orgUnit).some((s) => s.SectionId === sectionId)) {
        return problem(404, "Not Found", `Section ${sectionId} not found in org unit ${orgUnit}.`);
      }
      const user = users.get(Number(body.UserId));
      if (!user) return problem(404, "Not Found", `User ${String(body.UserId)} not found.`);
      if (!enrolments.has(`${orgUnit}:${user.UserId}`)) {
        return problem(404, "Not Found", `User ${user.UserId} is not enrolled in org unit ${orgUnit}.`);
      }
      const key = `${orgUnit}:${sectionId}`;
      sectionEnrolments.set(key, new Set([...(sectionEnrolments.get(key) ?? []), user.UserId]));
      return new HttpResponse(null, { status: 200 });
    }),
  ];
}
