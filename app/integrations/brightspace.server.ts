/**
 * Brightspace (D2L), the learning system: a paid training enrols the member in its course. A real
 * HTTP client for the Valence Learning Platform API (`/d2l/api/lp/{version}/…`) at BRIGHTSPACE_URL,
 * with a stored OAuth 2 access token (brightspace-token.server.ts, decision 55); while Brightspace is
 * a stand-in (OUTSIDE_SYSTEMS, decision 35) tests/mocks/brightspace.ts answers (decision 45). Users
 * and course enrolments here; courses, sections and removal in brightspace-courses.server.ts.
 *
 * Every call answers `{ ok: true, … }` or `{ ok: false, message }` and never throws for an HTTP or
 * network failure: the message is what the admin reads on the course registration review.
 */
import { getEnv } from "~/lib/env.server.ts";
import {
  BRIGHTSPACE_LP_PATH,
  brightspaceCall,
  isFailure,
  refusal,
  valenceId,
  type BrightspaceFailure,
  type CallOptions,
} from "./brightspace-call.server.ts";

export { BRIGHTSPACE_LP_VERSION, BRIGHTSPACE_TIMEOUT_MS, type BrightspaceFailure, type CallOptions } from "./brightspace-call.server.ts";

/** The Learner role: the org-level role of the users the portal creates and the role of its enrolments. */
export const BRIGHTSPACE_LEARNER_ROLE_ID = 110;

export const BRIGHTSPACE_USERS_PATH = `${BRIGHTSPACE_LP_PATH}/users/`;
export const BRIGHTSPACE_ENROLLMENTS_PATH = `${BRIGHTSPACE_LP_PATH}/enrollments/`;

/** A Brightspace user as the portal keeps it (Valence's UserData, the fields the portal reads). */
export type BrightspaceUser = {
  /** Brightspace's UserId, kept as `User.brightspaceId` */
  userId: string;
  orgDefinedId: string | null;
  userName: string;
  firstName: string;
  lastName: string;
  email: string | null;
};

export type FindUserResult = { ok: true; user: BrightspaceUser | null } | BrightspaceFailure;
export type CreateUserResult = { ok: true; user: BrightspaceUser } | BrightspaceFailure;
export type EnrolResult = { ok: true; enrolment: { orgUnitId: string; userId: string; roleId: number } } | BrightspaceFailure;

export type NewBrightspaceUser = { orgDefinedId: string; userName: string; email: string; firstName: string; lastName: string };

/** The Brightspace UserId's page of a user's progress in the fixed org unit (admin "View Progress"; spec: BRIGHTSPACE_ORG_UNIT). */
export function brightspaceProgressUrl(brightspaceUserId: string): string {
  const env = getEnv();
  const path = `/d2l/le/classlist/userprogress/${encodeURIComponent(brightspaceUserId)}/${encodeURIComponent(env.BRIGHTSPACE_ORG_UNIT)}/Summary`;
  return new URL(path, env.BRIGHTSPACE_URL).href;
}

/** A course's home page in the learning system (where a member studies it). */
export function brightspaceCourseUrl(orgUnitId: string): string {
  return new URL(`/d2l/home/${encodeURIComponent(orgUnitId)}`, getEnv().BRIGHTSPACE_URL).href;
}

/** The user the portal's user id stands for in Brightspace: their OrgDefinedId. */
export function brightspaceOrgDefinedId(portalUserId: number): string {
  return `portal-${portalUserId}`;
}

const call = brightspaceCall;

function toUser(data: unknown): BrightspaceUser | null {
  const u = data as Record<string, unknown> | null;
  const id = u?.UserId;
  if (!u || (typeof id !== "number" && typeof id !== "string") || String(id) === "") return null;
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    userId: String(id),
    orgDefinedId: text(u.OrgDefinedId),
    userName: text(u.UserName) ?? "",
    firstName: text(u.FirstName) ?? "",
    lastName: text(u.LastName) ?? "",
    email: text(u.ExternalEmail),
  };
}

/**
 * Finds a user by OrgDefinedId (Valence answers a list, empty when none) or by UserName (one user,
 * or 404 when none). Null: no such user.
 */
export async function findBrightspaceUser(
  by: { orgDefinedId: string } | { userName: string },
  opts: CallOptions = {},
): Promise<FindUserResult> {
  const query =
    "orgDefinedId" in by ? `orgDefinedId=${encodeURIComponent(by.orgDefinedId)}` : `userName=${encodeURIComponent(by.userName)}`;
  const answer = await call("GET", `${BRIGHTSPACE_USERS_PATH}?${query}`, undefined, opts);
  if (isFailure(answer)) return answer;
  if ("userName" in by && answer.status === 404) return { ok: true, user: null };
  if (answer.status !== 200) return refusal(answer, "look up the user");
  if (Array.isArray(answer.body)) {
    const users = answer.body.map(toUser).filter((u): u is BrightspaceUser => u !== null);
    return { ok: true, user: users[0] ?? null };
  }
  const user = toUser(answer.body);
  return user ? { ok: true, user } : { ok: false, message: "Brightspace answered a user without a UserId" };
}

/** Creates an active learner (Valence CreateUserData); Brightspace refuses a UserName or OrgDefinedId in use. */
export async function createBrightspaceUser(input: NewBrightspaceUser, opts: CallOptions = {}): Promise<CreateUserResult> {
  const answer = await call(
    "POST",
    BRIGHTSPACE_USERS_PATH,
    {
      OrgDefinedId: input.orgDefinedId,
      FirstName: input.firstName,
      MiddleName: "",
      LastName: input.lastName,
      ExternalEmail: input.email,
      UserName: input.userName,
      RoleId: BRIGHTSPACE_LEARNER_ROLE_ID,
      IsActive: true,
      SendCreationEmail: true,
    },
    opts,
  );
  if (isFailure(answer)) return answer;
  if (answer.status !== 200 && answer.status !== 201) return refusal(answer, "create the user");
  const user = toUser(answer.body);
  return user ? { ok: true, user } : { ok: false, message: "Brightspace answered a created user without a UserId" };
}

/** Enrols a user in a course org unit as a learner (Valence CreateEnrollmentData); enrolling again answers the enrolment. */
export async function enrolBrightspaceUser(input: { orgUnitId: string; userId: string }, opts: CallOptions = {}): Promise<EnrolResult> {
  const answer = await call(
    "POST",
    BRIGHTSPACE_ENROLLMENTS_PATH,
    { OrgUnitId: valenceId(input.orgUnitId), UserId: valenceId(input.userId), RoleId: BRIGHTSPACE_LEARNER_ROLE_ID },
    opts,
  );
  if (isFailure(answer)) return answer;
  if (answer.status !== 200 && answer.status !== 201) return refusal(answer, `enrol the user in course ${input.orgUnitId}`);
  const e = answer.body as { OrgUnitId?: unknown; UserId?: unknown; RoleId?: unknown } | null;
  if (e?.OrgUnitId === undefined || e.UserId === undefined) return { ok: false, message: "Brightspace answered an enrolment without ids" };
  return {
    ok: true,
    enrolment: { orgUnitId: String(e.OrgUnitId), userId: String(e.UserId), roleId: Number(e.RoleId ?? BRIGHTSPACE_LEARNER_ROLE_ID) },
  };
}
