/**
 * Brightspace's OAuth 2 tokens (decision 55). Brightspace (D2L's auth service) answers a refresh
 * with a new access token AND a new refresh token, and a refresh token works once: two processes
 * refreshing with the same one leave the loser with `invalid_grant` and, worse, whichever pair is
 * stored last may be the dead one. So the current pair lives in one database row (OAuthToken,
 * system "brightspace") and one process refreshes at a time:
 * - the lock is taken by a conditional update (`lockedUntil` empty or past), then the row is read
 *   again (another process may have refreshed meanwhile: its token is used, no second refresh);
 * - a process that does not get the lock polls the row briefly until the new access token is there;
 * - the first refresh token comes from BRIGHTSPACE_REFRESH_TOKEN; after that, the row's.
 * While Brightspace is a stand-in the mock credentials below are used and tests/mocks/brightspace.ts
 * issues the tokens, with the same single-use refresh tokens.
 */
import { getEnv } from "~/lib/env.server.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";

export const BRIGHTSPACE_TOKEN_SYSTEM = "brightspace";
/** The stand-in's client and the first refresh token it accepts. */
export const MOCK_BRIGHTSPACE_CLIENT_ID = "mock-brightspace-client";
export const MOCK_BRIGHTSPACE_CLIENT_SECRET = "mock-brightspace-secret";
export const MOCK_BRIGHTSPACE_REFRESH_PREFIX = "mock-refresh-";
export const MOCK_BRIGHTSPACE_REFRESH_TOKEN = `${MOCK_BRIGHTSPACE_REFRESH_PREFIX}first`;

/** An access token this close to its end is renewed before use. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
/** How long one refresh may hold the lock (the token request's own limit is shorter). */
const LOCK_MS = 15_000;
/** The token request's time limit. */
const TOKEN_TIMEOUT_MS = 5_000;
/** A process waiting for another's refresh reads the row this often, and gives up after LOCK_MS. */
const POLL_MS = 50;

export type TokenResult = { ok: true; token: string } | { ok: false; message: string };

type Settings = { tokenUrl: string; clientId: string; clientSecret: string; firstRefreshToken: string };

function settings(): Settings {
  const env = getEnv();
  if (env.mocked.brightspace) {
    return {
      tokenUrl: env.BRIGHTSPACE_TOKEN_URL,
      clientId: MOCK_BRIGHTSPACE_CLIENT_ID,
      clientSecret: MOCK_BRIGHTSPACE_CLIENT_SECRET,
      firstRefreshToken: MOCK_BRIGHTSPACE_REFRESH_TOKEN,
    };
  }
  return {
    tokenUrl: env.BRIGHTSPACE_TOKEN_URL,
    clientId: env.BRIGHTSPACE_CLIENT_ID ?? "",
    clientSecret: env.BRIGHTSPACE_CLIENT_SECRET ?? "",
    firstRefreshToken: env.BRIGHTSPACE_REFRESH_TOKEN ?? "",
  };
}

type Row = { accessToken: string | null; accessExpiresAt: Date | null; refreshToken: string; lockedUntil: Date | null };
const ROW = { accessToken: true, accessExpiresAt: true, refreshToken: true, lockedUntil: true } as const;

/** The row, made from the first refresh token the first time (a read otherwise: no write per call). */
async function readRow(firstRefreshToken: string): Promise<Row> {
  const where = { system: BRIGHTSPACE_TOKEN_SYSTEM };
  const row = await db.oAuthToken.findUnique({ where, select: ROW });
  if (row) return row;
  try {
    return await db.oAuthToken.create({ data: { ...where, refreshToken: firstRefreshToken }, select: ROW });
  } catch {
    // Another process made it meanwhile.
    return db.oAuthToken.findUniqueOrThrow({ where, select: ROW });
  }
}

/** The row's access token when it is still good (not `stale`, not near its end). */
function usable(row: Row, stale: string | null, now = Date.now()): string | null {
  if (!row.accessToken || row.accessToken === stale || !row.accessExpiresAt) return null;
  return row.accessExpiresAt.getTime() - TOKEN_EXPIRY_MARGIN_MS > now ? row.accessToken : null;
}

/** The access token to call Brightspace with: the stored one while good, else a refreshed one. */
export async function brightspaceAccessToken(): Promise<TokenResult> {
  const s = settings();
  const row = await readRow(s.firstRefreshToken);
  const token = usable(row, null);
  return token ? { ok: true, token } : refreshBrightspaceToken(null);
}

/**
 * A new access token, `stale` being the one Brightspace refused (or null when the stored one ran
 * out): one process asks the token endpoint; the others wait for its answer in the row.
 */
export async function refreshBrightspaceToken(stale: string | null): Promise<TokenResult> {
  const s = settings();
  await readRow(s.firstRefreshToken);
  const giveUpAt = Date.now() + LOCK_MS;
  for (;;) {
    const now = new Date();
    const taken = await db.oAuthToken.updateMany({
      where: { system: BRIGHTSPACE_TOKEN_SYSTEM, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
      data: { lockedUntil: new Date(now.getTime() + LOCK_MS) },
    });
    const row = await readRow(s.firstRefreshToken);
    if (taken.count === 1) return refreshHoldingLock(s, row, stale);
    const token = usable(row, stale);
    if (token) return { ok: true, token };
    if (Date.now() > giveUpAt)
      return { ok: false, message: "Brightspace's access is being renewed by another process: try again shortly." };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function refreshHoldingLock(s: Settings, row: Row, stale: string | null): Promise<TokenResult> {
  const release = (data: Partial<Row> = {}) =>
    db.oAuthToken.update({ where: { system: BRIGHTSPACE_TOKEN_SYSTEM }, data: { ...data, lockedUntil: null } });
  // Another process refreshed between our read and the lock: use its token.
  const fresh = usable(row, stale);
  if (fresh) {
    await release();
    return { ok: true, token: fresh };
  }
  const answer = await requestToken(s, row.refreshToken);
  if (!answer.ok) {
    await release();
    return answer;
  }
  await release({
    accessToken: answer.accessToken,
    accessExpiresAt: new Date(Date.now() + answer.expiresInSeconds * 1000),
    // Brightspace answers a new refresh token each time; keep the old one only if it did not.
    refreshToken: answer.refreshToken ?? row.refreshToken,
  });
  return { ok: true, token: answer.accessToken };
}

type TokenAnswer =
  { ok: true; accessToken: string; refreshToken: string | null; expiresInSeconds: number } | { ok: false; message: string };

/** One refresh_token grant at the token endpoint (form-encoded, the client's id and secret in the body). */
async function requestToken(s: Settings, refreshToken: string): Promise<TokenAnswer> {
  let response: Response;
  try {
    response = await fetch(s.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: s.clientId,
        client_secret: s.clientSecret,
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    log.error("Brightspace token request failed", { error });
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      ok: false,
      message: timedOut
        ? `Brightspace's sign-in did not answer within ${TOKEN_TIMEOUT_MS / 1000} seconds.`
        : `Brightspace's sign-in could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || typeof body?.access_token !== "string") {
    const reason = typeof body?.error === "string" ? body.error : `it answered ${response.status}`;
    log.error("Brightspace refused the token refresh", { status: response.status, reason });
    return { ok: false, message: `Brightspace could not renew the portal's access (${response.status}): ${reason}` };
  }
  const expiresIn = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : 3600;
  return {
    ok: true,
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === "string" && body.refresh_token ? body.refresh_token : null,
    expiresInSeconds: expiresIn,
  };
}
