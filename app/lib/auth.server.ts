/**
 * Who is asking: server-side sessions (a row per sign-in, so logout, password change and admins can
 * end them), the guards every loader and action opens with, and impersonation.
 */
import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { ROLE } from "~/domain/constants.ts";
import { adminActor, type Actor } from "./actor.ts";
import { db } from "./db.server.ts";
import { authSessionStorage, getReferrerCookie } from "./cookies.server.ts";
import { isReferrerCandidate, paths } from "./paths.ts";
import { forbidden } from "./http.ts";
import { CLIENT_IP_HEADER } from "./security.server.ts";

export const SESSION_TTL_MS = 1000 * 60 * 60 * 12; // a browser-session sign-in lasts 12 hours
export const REMEMBER_TTL_MS = 1000 * 60 * 60 * 24 * 30; // "Remember me": 30 days

const userSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
} as const;

export type SessionUser = { id: number; email: string; firstName: string; lastName: string; role: string };

export type Viewer = {
  /** The user the pages are about: the impersonated member while impersonating. */
  user: SessionUser;
  /** The admin who is signed in and impersonating, if any. */
  impersonator: SessionUser | null;
  sessionId: string;
  /** Who makes the changes of a member page: the user, with the impersonating admin if any. */
  actor: Actor;
};

/** The signed-in admin of an admin page, with the actor its commands take. */
export type AdminUser = SessionUser & { actor: Actor };

export function isAdmin(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === ROLE.admin;
}

async function readSessionId(request: Request): Promise<string | null> {
  const session = await authSessionStorage().getSession(request.headers.get("Cookie"));
  const sid = session.get("sid");
  return typeof sid === "string" && sid.length > 0 ? sid : null;
}

/** The signed-in viewer, or null. Expired or revoked sessions count as signed out. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const ipAddress = clientIp(request);
  const sid = await readSessionId(request);
  if (!sid) return null;
  // The impersonated member is read only when there is one (Prisma reads a nested relation with a
  // query of its own even when its key is null): two queries on every signed-in page, not three.
  const session = await db.session.findUnique({
    where: { id: sid },
    select: { id: true, expiresAt: true, impersonatingUserId: true, user: { select: { ...userSelect, deletedAt: true } } },
  });
  // A deleted or merged account is signed out, whatever session it still has.
  if (!session || session.expiresAt.getTime() <= Date.now() || session.user.deletedAt) return null;
  if (session.impersonatingUserId !== null && isAdmin(session.user)) {
    const member = await db.user.findUnique({ where: { id: session.impersonatingUserId }, select: userSelect });
    const { deletedAt: _admin, ...admin } = session.user;
    if (member) return viewerOf(member, admin, session.id, ipAddress);
  }
  const { deletedAt: _deleted, ...user } = session.user;
  return viewerOf(user, null, session.id, ipAddress);
}

function viewerOf(user: SessionUser, impersonator: SessionUser | null, sessionId: string, ipAddress: string): Viewer {
  return {
    user,
    impersonator,
    sessionId,
    actor: { userId: user.id, impersonatorId: impersonator?.id ?? null, admin: false, ipAddress },
  };
}

/** Sends a visitor to login, remembering where they were going. */
async function toLogin(request: Request): Promise<never> {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const headers = new Headers();
  if (isReferrerCandidate(url.pathname)) headers.append("Set-Cookie", await getReferrerCookie().serialize(target));
  throw redirect(paths.login({ redirectTo: isReferrerCandidate(url.pathname) && url.pathname !== "/" ? target : undefined }), { headers });
}

export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) return toLogin(request);
  return viewer;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  return (await requireViewer(request)).user;
}

/**
 * Admin pages: the signed-in person must hold the admin role. While impersonating, the real admin
 * still counts (the admin area is theirs), so /admin works without leaving impersonation.
 */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const viewer = await requireViewer(request);
  const admin = viewer.impersonator ?? viewer.user;
  if (!isAdmin(admin)) throw forbidden();
  return { ...admin, actor: adminActor(admin.id, viewer.actor.ipAddress) };
}

/** Visitors only (login, register, reset): a signed-in user goes to the dashboard. */
export async function requireAnonymous(request: Request) {
  if (await getViewer(request)) throw redirect(paths.dashboard());
}

export async function createSession(userId: number, opts: { remember: boolean; ipAddress?: string; userAgent?: string }) {
  const id = randomBytes(24).toString("base64url");
  const ttl = opts.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  await db.session.create({
    data: {
      id,
      userId,
      expiresAt: new Date(Date.now() + ttl),
      ipAddress: opts.ipAddress?.slice(0, 64),
      userAgent: opts.userAgent?.slice(0, 255),
    },
  });
  const storage = authSessionStorage();
  const cookieSession = await storage.getSession();
  cookieSession.set("sid", id);
  const setCookie = await storage.commitSession(cookieSession, opts.remember ? { maxAge: ttl / 1000 } : {});
  return { id, setCookie };
}

export async function destroySession(request: Request): Promise<string> {
  const storage = authSessionStorage();
  const cookieSession = await storage.getSession(request.headers.get("Cookie"));
  const sid = cookieSession.get("sid");
  if (typeof sid === "string") await db.session.deleteMany({ where: { id: sid } });
  return storage.destroySession(cookieSession);
}

/** Where to go after signing in: a safe return URL, else the stored referrer, else the dashboard. */
export async function postLoginTarget(request: Request, redirectTo: string | null | undefined): Promise<string> {
  const safe = safeRedirect(redirectTo);
  if (safe) return safe;
  const referrer = safeRedirect((await getReferrerCookie().parse(request.headers.get("Cookie"))) as string | null);
  return referrer ?? paths.dashboard();
}

/** Only same-site paths; never back to the auth pages themselves. */
export function safeRedirect(to: unknown): string | null {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return null;
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.com" would become "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return null;
  if (new URL(to, "http://portal.invalid").origin !== "http://portal.invalid") return null;
  const pathname = to.split(/[?#]/)[0] ?? "/";
  return isReferrerCandidate(pathname) ? to : null;
}

/** The client address as the server entry saw it (it replaces any header a client sent). */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "local";
}
