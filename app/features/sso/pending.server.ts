/**
 * A checked sign-on request waiting for the member to sign in: kept in a short-lived signed cookie
 * (httpOnly, SameSite=Lax) from the SSO endpoint through the login form's post to the answer.
 */
import { createCookie } from "@remix-run/node";
import { getEnv } from "~/lib/env.server.ts";

/** What the answer needs, checked when the request arrived. */
export type PendingSignOn = {
  partnerId: number;
  partnerName: string;
  /** the request's ID (the answer's InResponseTo) */
  requestId: string;
  acsUrl: string;
  relayState: string | null;
  /** epoch ms after which the request is no longer answered */
  expiresAt: number;
};

/** How long a member has to sign in before the request must be made again. */
export const PENDING_TTL_SECONDS = 15 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;
function pendingCookie() {
  return (cookie ??= createCookie("__sso", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: getEnv().cookieSecure,
    secrets: [getEnv().sessionSecret],
    maxAge: PENDING_TTL_SECONDS,
  }));
}

function isPending(value: unknown): value is PendingSignOn {
  const v = value as Partial<PendingSignOn> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.partnerId === "number" &&
    typeof v.partnerName === "string" &&
    typeof v.requestId === "string" &&
    typeof v.acsUrl === "string" &&
    (v.relayState === null || typeof v.relayState === "string") &&
    typeof v.expiresAt === "number"
  );
}

/** The request waiting in this browser, unless there is none or it has expired. */
export async function readPendingSignOn(request: Request, now = Date.now()): Promise<PendingSignOn | null> {
  const value: unknown = await pendingCookie().parse(request.headers.get("Cookie"));
  return isPending(value) && value.expiresAt > now ? value : null;
}

/** The Set-Cookie header that keeps the request. */
export function keepPendingSignOn(pending: PendingSignOn): Promise<string> {
  return pendingCookie().serialize(pending);
}

/** The Set-Cookie header that drops it (once answered). */
export function dropPendingSignOn(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}
