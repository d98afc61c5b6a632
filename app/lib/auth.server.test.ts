import { beforeEach, describe, expect, it } from "vitest";
import { createMember } from "../../tests/factories/index.ts";
import { resetDatabase } from "../../tests/setup/db.ts";
import { ROLE } from "~/domain/constants.ts";
import {
  REMEMBER_TTL_MS,
  createSession,
  destroySession,
  getViewer,
  postLoginTarget,
  requireAdmin,
  requireAnonymous,
  requireUser,
  safeRedirect,
} from "./auth.server.ts";
import { getReferrerCookie } from "./cookies.server.ts";
import { db } from "./db.server.ts";

beforeEach(async () => {
  await resetDatabase();
});

async function makeUser(role: string, email: string) {
  return createMember({ email, firstName: role === ROLE.admin ? "Ada" : "Max", lastName: "Test", role });
}

/** The name=value part of a Set-Cookie header, as a browser sends it back. */
function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

function request(path: string, cookie?: string) {
  return new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : undefined);
}

async function signedIn(userId: number, path = "/", remember = false) {
  const { id, setCookie } = await createSession(userId, { remember });
  return { id, setCookie, request: request(path, cookiePair(setCookie)) };
}

/** The Response a guard throws (fails the test when it returns instead). */
async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the guard to throw a Response");
}

describe("sessions", () => {
  it("createSession returns a cookie that getViewer accepts", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const { id, request: req } = await signedIn(member.id);
    const viewer = await getViewer(req);
    expect(viewer).toEqual({
      user: { id: member.id, email: "max@example.org", firstName: "Max", lastName: "Test", role: ROLE.member },
      impersonator: null,
      sessionId: id,
      actor: { userId: member.id, impersonatorId: null, admin: false, ipAddress: "local" },
    });
  });

  it("the session cookie is HttpOnly, SameSite=Lax and holds no user id in clear", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const { setCookie, id } = await createSession(member.id, { remember: false });
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await db.session.findUnique({ where: { id } })).not.toBeNull();
  });

  it("remember me keeps the cookie about 30 days; without it the cookie ends with the browser", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const remembered = await createSession(member.id, { remember: true });
    const maxAge = Number(/Max-Age=(\d+)/i.exec(remembered.setCookie)?.[1]);
    expect(maxAge).toBe(REMEMBER_TTL_MS / 1000);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(31 * 24 * 3600);
    const row = await db.session.findUniqueOrThrow({ where: { id: remembered.id } });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const browserOnly = await createSession(member.id, { remember: false });
    expect(browserOnly.setCookie).not.toMatch(/Max-Age/i);
    expect(browserOnly.setCookie).not.toMatch(/Expires/i);
  });

  it("a visitor without a cookie, or with a forged one, is nobody", async () => {
    expect(await getViewer(request("/"))).toBeNull();
    expect(await getViewer(request("/", "__session=eyJzaWQiOiJ4In0%3D.forged"))).toBeNull();
  });

  it("an expired session row counts as signed out", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const { id, request: req } = await signedIn(member.id);
    await db.session.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getViewer(req)).toBeNull();
  });

  it("a deleted session row (signed out elsewhere) counts as signed out", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const { id, request: req } = await signedIn(member.id);
    await db.session.delete({ where: { id } });
    expect(await getViewer(req)).toBeNull();
  });

  it("destroySession deletes the row, so the old cookie stops working", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const { id, request: req } = await signedIn(member.id);
    const cleared = await destroySession(req);
    expect(cleared).toMatch(/^__session=/);
    expect(await db.session.findUnique({ where: { id } })).toBeNull();
    expect(await getViewer(req)).toBeNull();
  });
});

describe("guards", () => {
  it("requireUser sends a visitor to /login?redirectTo=<path> and remembers the path in __referrer", async () => {
    const response = await thrownResponse(requireUser(request("/membership?x=1")));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe("/membership?x=1");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__referrer=/);
    expect(await getReferrerCookie().parse(cookiePair(setCookie))).toBe("/membership?x=1");
  });

  it("requireUser returns the member for a signed-in member", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const { request: req } = await signedIn(member.id, "/membership");
    await expect(requireUser(req)).resolves.toMatchObject({ id: member.id, email: "max@example.org" });
  });

  it("requireAdmin refuses a member with 403", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const { request: req } = await signedIn(member.id, "/admin/users");
    const response = await thrownResponse(requireAdmin(req));
    expect(response.status).toBe(403);
  });

  it("requireAdmin sends a visitor to login", async () => {
    const response = await thrownResponse(requireAdmin(request("/admin/users")));
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("Location") ?? "", "http://localhost").searchParams.get("redirectTo")).toBe("/admin/users");
  });

  it("requireAdmin returns the admin for an admin", async () => {
    const admin = await makeUser(ROLE.admin, "ada@example.org");
    const { request: req } = await signedIn(admin.id, "/admin/users");
    await expect(requireAdmin(req)).resolves.toMatchObject({ id: admin.id, role: ROLE.admin });
  });

  it("requireAnonymous sends a signed-in user to the dashboard and lets a visitor through", async () => {
    const member = await makeUser(ROLE.member, "max@example.org");
    const { request: req } = await signedIn(member.id, "/login");
    const response = await thrownResponse(requireAnonymous(req));
    expect(response.headers.get("Location")).toBe("/");
    await expect(requireAnonymous(request("/login"))).resolves.toBeUndefined();
  });
});

describe("impersonation", () => {
  it("an admin impersonating sees the member as user and stays the impersonator; the admin area still opens", async () => {
    const admin = await makeUser(ROLE.admin, "ada@example.org");
    const member = await makeUser(ROLE.member, "max@example.org");
    const { id, request: req } = await signedIn(admin.id);
    await db.session.update({ where: { id }, data: { impersonatingUserId: member.id } });

    const viewer = await getViewer(req);
    expect(viewer?.user.id).toBe(member.id);
    expect(viewer?.impersonator?.id).toBe(admin.id);
    expect(viewer?.sessionId).toBe(id);
    // Changes on the member's pages are the member's, made by the admin; in the admin area, the admin's own.
    expect(viewer?.actor).toEqual({ userId: member.id, impersonatorId: admin.id, admin: false, ipAddress: "local" });
    await expect(requireUser(req)).resolves.toMatchObject({ id: member.id });
    await expect(requireAdmin(req)).resolves.toMatchObject({
      id: admin.id,
      actor: { userId: admin.id, impersonatorId: null, admin: true, ipAddress: "local" },
    });
  });

  it("impersonation recorded on a non-admin's session is ignored", async () => {
    const owner = await makeUser(ROLE.member, "max@example.org");
    const victim = await makeUser(ROLE.member, "victim@example.org");
    const { id, request: req } = await signedIn(owner.id);
    await db.session.update({ where: { id }, data: { impersonatingUserId: victim.id } });

    const viewer = await getViewer(req);
    expect(viewer?.user.id).toBe(owner.id);
    expect(viewer?.impersonator).toBeNull();
    expect((await thrownResponse(requireAdmin(req))).status).toBe(403);
  });

  it("an admin who loses the admin role while impersonating is back to their own view", async () => {
    const admin = await makeUser(ROLE.admin, "ada@example.org");
    const member = await makeUser(ROLE.member, "max@example.org");
    const { id, request: req } = await signedIn(admin.id);
    await db.session.update({ where: { id }, data: { impersonatingUserId: member.id } });
    await db.user.update({ where: { id: admin.id }, data: { role: ROLE.member } });
    const viewer = await getViewer(req);
    expect(viewer?.user.id).toBe(admin.id);
    expect(viewer?.impersonator).toBeNull();
  });
});

describe("safeRedirect", () => {
  it.each([
    "//evil.com",
    "https://evil.com",
    "/\\evil.com",
    "/login",
    "/login?redirectTo=/x",
    "/register",
    "/logout",
    "/password/reset/x",
    "evil",
    "",
    null,
    undefined,
    42,
  ])("refuses %j", (to) => {
    expect(safeRedirect(to)).toBeNull();
  });

  it.each(["/membership?x=1", "/", "/ceus/individual#top", "/admin/users?q=smith&page=2"])("keeps %j", (to) => {
    expect(safeRedirect(to)).toBe(to);
  });

  // Browsers delete tabs and newlines inside URLs, so "/\t/evil.com" would become "//evil.com".
  it("refuses a path that a browser turns into another site (/<tab>/evil.com)", () => {
    expect(safeRedirect("/\t/evil.com")).toBeNull();
  });
});

describe("postLoginTarget", () => {
  async function withReferrer(path: string, referrer: string) {
    return request(path, cookiePair(await getReferrerCookie().serialize(referrer)));
  }

  it("prefers a safe redirectTo", async () => {
    expect(await postLoginTarget(await withReferrer("/login", "/ceus"), "/membership?x=1")).toBe("/membership?x=1");
  });

  it("falls back to the referrer cookie when redirectTo is missing or unsafe", async () => {
    const req = await withReferrer("/login", "/ceus");
    expect(await postLoginTarget(req, null)).toBe("/ceus");
    expect(await postLoginTarget(req, undefined)).toBe("/ceus");
    expect(await postLoginTarget(req, "https://evil.com")).toBe("/ceus");
  });

  it("ends at the dashboard without either, and ignores an unsafe referrer", async () => {
    expect(await postLoginTarget(request("/login"), null)).toBe("/");
    expect(await postLoginTarget(await withReferrer("/login", "//evil.com"), null)).toBe("/");
    expect(await postLoginTarget(await withReferrer("/login", "/password/reset/abc"), null)).toBe("/");
  });
});
