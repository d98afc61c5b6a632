import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { brightspaceHandlers } from "../../tests/mocks/brightspace.ts";
import { resetDatabase } from "../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { findBrightspaceUser } from "./brightspace.server.ts";
import {
  BRIGHTSPACE_TOKEN_SYSTEM,
  brightspaceAccessToken,
  MOCK_BRIGHTSPACE_CLIENT_ID,
  MOCK_BRIGHTSPACE_CLIENT_SECRET,
  MOCK_BRIGHTSPACE_REFRESH_TOKEN,
  refreshBrightspaceToken,
} from "./brightspace-token.server.ts";

const env = getEnv();
const server = setupServer();
/** The token endpoint's requests, in order (the refresh tokens they spent). */
let spent: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(async () => {
  await resetDatabase();
  spent = [];
  server.resetHandlers(...brightspaceHandlers(env.BRIGHTSPACE_URL, env.BRIGHTSPACE_TOKEN_URL));
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    if (request.url === env.BRIGHTSPACE_TOKEN_URL) {
      void request
        .clone()
        .text()
        .then((body) => spent.push(new URLSearchParams(body).get("refresh_token") ?? ""));
    }
  });
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

const row = () => db.oAuthToken.findUniqueOrThrow({ where: { system: BRIGHTSPACE_TOKEN_SYSTEM } });

function refreshAt(refreshToken: string) {
  return fetch(env.BRIGHTSPACE_TOKEN_URL, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: MOCK_BRIGHTSPACE_CLIENT_ID,
      client_secret: MOCK_BRIGHTSPACE_CLIENT_SECRET,
    }),
  });
}

describe("Brightspace's OAuth 2 tokens", () => {
  it("the stand-in answers a new refresh token each time and refuses one used twice (invalid_grant)", async () => {
    const first = await refreshAt(MOCK_BRIGHTSPACE_REFRESH_TOKEN);
    expect(first.status).toBe(200);
    const pair = (await first.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(pair.refresh_token).not.toBe(MOCK_BRIGHTSPACE_REFRESH_TOKEN);
    expect(pair.expires_in).toBeGreaterThan(0);
    const again = await refreshAt(MOCK_BRIGHTSPACE_REFRESH_TOKEN);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "invalid_grant" });
    expect((await refreshAt(pair.refresh_token)).status).toBe(200);
  });

  it("the first call refreshes with the first refresh token and stores the new pair; the next calls reuse it", async () => {
    const token = await brightspaceAccessToken();
    expect(token.ok).toBe(true);
    const stored = await row();
    expect(stored).toMatchObject({ accessToken: token.ok ? token.token : "", lockedUntil: null });
    expect(stored.refreshToken).not.toBe(MOCK_BRIGHTSPACE_REFRESH_TOKEN);
    expect(stored.accessExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await brightspaceAccessToken()).toEqual(token);
    expect((await findBrightspaceUser({ orgDefinedId: "portal-1" })).ok).toBe(true);
    expect(spent).toEqual([MOCK_BRIGHTSPACE_REFRESH_TOKEN]);
  });

  it("concurrent callers refresh once: the others wait for the new token and use it", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => brightspaceAccessToken()));
    const tokens = new Set(results.map((r) => (r.ok ? r.token : r.message)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(tokens.size).toBe(1);
    expect(spent).toHaveLength(1);
    // And the calls made with it succeed together.
    const lookups = await Promise.all(Array.from({ length: 4 }, (_, i) => findBrightspaceUser({ orgDefinedId: `portal-${i}` })));
    expect(lookups.every((r) => r.ok)).toBe(true);
    expect(spent).toHaveLength(1);
  });

  it("an expired access token is refreshed before the call, with the stored refresh token", async () => {
    const first = await brightspaceAccessToken();
    const before = await row();
    await db.oAuthToken.update({ where: { system: BRIGHTSPACE_TOKEN_SYSTEM }, data: { accessExpiresAt: new Date(Date.now() - 1000) } });
    expect((await findBrightspaceUser({ orgDefinedId: "portal-1" })).ok).toBe(true);
    const after = await row();
    expect(after.accessToken).not.toBe(first.ok ? first.token : "");
    expect(spent).toEqual([MOCK_BRIGHTSPACE_REFRESH_TOKEN, before.refreshToken]);
  });

  it("a 401 on a call renews the token once and retries the call once", async () => {
    await brightspaceAccessToken();
    // A token Brightspace no longer accepts, though the row says it is good for an hour.
    await db.oAuthToken.update({
      where: { system: BRIGHTSPACE_TOKEN_SYSTEM },
      data: { accessToken: "revoked", accessExpiresAt: new Date(Date.now() + 3_600_000) },
    });
    expect(await findBrightspaceUser({ orgDefinedId: "portal-1" })).toEqual({ ok: true, user: null });
    expect((await row()).accessToken).not.toBe("revoked");
    expect(spent).toHaveLength(2);

    // A call still refused after the renewal is not retried again.
    const users = new URL("/d2l/api/lp/1.43/users/", env.BRIGHTSPACE_URL).href;
    let calls = 0;
    server.use(
      http.get(users, () => {
        calls += 1;
        return HttpResponse.json({ Title: "Unauthorized" }, { status: 401 });
      }),
    );
    expect(await findBrightspaceUser({ orgDefinedId: "portal-1" })).toEqual({
      ok: false,
      message: "Brightspace could not look up the user (401): the portal's key was refused",
    });
    expect(calls).toBe(2);
    expect(spent).toHaveLength(3);
  });

  it("a refresh token already used elsewhere fails with Brightspace's invalid_grant, and the lock is given back", async () => {
    await refreshAt(MOCK_BRIGHTSPACE_REFRESH_TOKEN);
    // Another process (without the lock) spent the stored refresh token first.
    const result = await refreshBrightspaceToken(null);
    expect(result).toEqual({ ok: false, message: "Brightspace could not renew the portal's access (400): invalid_grant" });
    expect(await row()).toMatchObject({ lockedUntil: null, accessToken: null, refreshToken: MOCK_BRIGHTSPACE_REFRESH_TOKEN });
  });

  it("a caller waits while another process holds the lock, then uses the token it stored", async () => {
    await brightspaceAccessToken();
    const now = Date.now();
    await db.oAuthToken.update({
      where: { system: BRIGHTSPACE_TOKEN_SYSTEM },
      data: { lockedUntil: new Date(now + 10_000), accessExpiresAt: new Date(now - 1000) },
    });
    let settled = false;
    const waiting = refreshBrightspaceToken(null).finally(() => (settled = true));
    // While the lock is held and the token is out of date, the caller cannot finish.
    await row();
    expect(settled).toBe(false);
    // The other process finishes its refresh: a new pair, the lock released.
    await db.oAuthToken.update({
      where: { system: BRIGHTSPACE_TOKEN_SYSTEM },
      data: { accessToken: "from-the-other-process", accessExpiresAt: new Date(now + 600_000), lockedUntil: null },
    });
    expect(await waiting).toEqual({ ok: true, token: "from-the-other-process" });
    expect(spent).toHaveLength(1);
  });
});
