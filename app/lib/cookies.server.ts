import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { getEnv } from "./env.server.ts";

/**
 * Three cookies, each with one job, so concurrent loaders never overwrite each other's changes:
 * - __session: the id of the server-side session row (revocable; see auth.server.ts);
 * - __toast: a flash message rendered once by the server;
 * - __referrer: the last visited signed-in path, for the post-login redirect and login side panel.
 */
/** Secure when the public URL is https (or COOKIE_SECURE says so): a browser drops a Secure cookie over plain http. */
function secure() {
  return getEnv().cookieSecure;
}

let sessionStorage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  return createCookieSessionStorage<{ sid: string }>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: secure(),
      secrets: [getEnv().sessionSecret],
    },
  });
}
export function authSessionStorage() {
  return (sessionStorage ??= createStorage());
}

let toastStorage: ReturnType<typeof createToastStorage> | undefined;
function createToastStorage() {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: { name: "__toast", httpOnly: true, sameSite: "lax", path: "/", secure: secure(), secrets: [getEnv().sessionSecret] },
  });
}
export function toastSessionStorage() {
  return (toastStorage ??= createToastStorage());
}

let referrerCookie: ReturnType<typeof createCookie> | undefined;
export function getReferrerCookie() {
  return (referrerCookie ??= createCookie("__referrer", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secure(),
    secrets: [getEnv().sessionSecret],
    maxAge: 60 * 60 * 24 * 30,
  }));
}

export type Toast = { kind: "success" | "error" | "info"; message: string };
