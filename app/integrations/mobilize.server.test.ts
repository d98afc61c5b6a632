import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MOBILIZE_GROUPS } from "../../tests/mocks/mobilize.ts";
import { handlersFor } from "../../tests/mocks/node.ts";
import { getEnv, resetEnvCache } from "~/lib/env.server.ts";
import {
  addMobilizeGroupMember,
  createMobilizeUser,
  findMobilizeUser,
  findOrCreateMobilizeUser,
  getMobilizeGroup,
  listMobilizeUserGroups,
  MOBILIZE_GROUPS_PATH,
  MOBILIZE_PAGE_SIZE,
  MOBILIZE_USERS_PATH,
  MOCK_MOBILIZE_KEY,
  MOCK_MOBILIZE_SECRET,
  mobilizeGroupMembersPath,
  searchMobilizeGroups,
} from "./mobilize.server.ts";

const server = setupServer(...handlersFor(["mobilize"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Keeps the expected error logs out of the test output. */
function quiet() {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
}

let n = 0;
function person() {
  n += 1;
  return { email: `member${n}@example.org`, firstName: "Mo", lastName: `Member${n}` };
}

async function newUser() {
  const created = await createMobilizeUser(person());
  if (!created.ok) throw new Error(created.message);
  return created.user;
}

const url = (path: string) => new URL(path, getEnv().MOBILIZE_URL).href;
const basic = (pair: string) => `Basic ${Buffer.from(pair).toString("base64")}`;

describe("searching the community's groups", () => {
  it("pages the groups whose name contains the words, by name, in pages of MOBILIZE_PAGE_SIZE", async () => {
    const communities = MOBILIZE_GROUPS.filter((g) => g.name.toLowerCase().includes("community"))
      .map((g) => g.name)
      .sort((a, b) => a.localeCompare(b));
    expect(communities.length).toBeGreaterThan(MOBILIZE_PAGE_SIZE);

    const first = await searchMobilizeGroups({ q: "COMMUNITY" });
    expect(first).toMatchObject({ ok: true, page: 1, lastPage: 2, total: communities.length });
    const second = await searchMobilizeGroups({ q: "community", page: 2 });
    expect(second).toMatchObject({ ok: true, page: 2, lastPage: 2 });
    const names = [first, second].flatMap((p) => (p.ok ? p.groups.map((g) => g.name) : []));
    expect(names).toEqual(communities);
    expect(first.ok && first.groups[0]).toEqual({
      id: "1001",
      name: "AFC Community",
      description: "Accredited Financial Counselors share cases, questions and resources.",
      membersCount: 0,
    });
    // A page past the last is empty, not an error.
    expect(await searchMobilizeGroups({ q: "community", page: 9 })).toMatchObject({ ok: true, groups: [], page: 9, lastPage: 2 });
  });

  it("finds one group by a part of its name, and none for words no group has", async () => {
    const found = await searchMobilizeGroups({ q: "spouse" });
    expect(found.ok && found.groups.map((g) => [g.id, g.name])).toEqual([["1003", "Military Spouse Network"]]);
    expect(await searchMobilizeGroups({ q: "no such group" })).toEqual({ ok: true, groups: [], page: 1, lastPage: 1, total: 0 });
  });

  it("reads one group, and answers null for an unknown one (404)", async () => {
    expect(await getMobilizeGroup("1004")).toMatchObject({ ok: true, group: { id: "1004", name: "Trainers' Circle" } });
    expect(await getMobilizeGroup("999")).toEqual({ ok: true, group: null });
  });
});

describe("the member's community user", () => {
  it("finds nobody for an unknown email, creates the user, then finds it whatever the email's case", async () => {
    const p = person();
    expect(await findMobilizeUser(p.email)).toEqual({ ok: true, user: null });
    const created = await createMobilizeUser(p);
    expect(created).toEqual({
      ok: true,
      user: { id: expect.stringMatching(/^\d+$/), email: p.email, firstName: "Mo", lastName: p.lastName },
    });
    const user = created.ok ? created.user : null;
    expect(await findMobilizeUser(p.email.toUpperCase())).toEqual({ ok: true, user });
  });

  it("refuses a second user with the same email in another case (409)", async () => {
    quiet();
    const p = person();
    await createMobilizeUser(p);
    expect(await createMobilizeUser({ ...p, email: p.email.toUpperCase() })).toEqual({
      ok: false,
      message: "Mobilize could not create the user (409): A user with this email already exists.",
    });
  });

  it("looks up before it creates: the same email (any case) is the same user, and only one POST is made", async () => {
    const p = person();
    const posts: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "POST") posts.push(new URL(request.url).pathname);
    });
    const first = await findOrCreateMobilizeUser(p);
    const again = await findOrCreateMobilizeUser({ ...p, email: p.email.toUpperCase() });
    expect(first.ok && again.ok && again.user.id).toBe(first.ok && first.user.id);
    expect(posts).toEqual([MOBILIZE_USERS_PATH]);
  });

  it("looks the user up again when another request created it between the look-up and the create (409)", async () => {
    const p = person();
    const user = await createMobilizeUser(p);
    // The first look-up misses (the other request has not finished yet); the create then answers 409.
    let lookups = 0;
    server.use(
      http.get(url(MOBILIZE_USERS_PATH), () => {
        lookups += 1;
        return lookups === 1 ? HttpResponse.json({ data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } }) : undefined;
      }),
    );
    const found = await findOrCreateMobilizeUser(p);
    expect(found).toEqual(user);
    expect(lookups).toBe(2);
  });
});

describe("adding a user to a group", () => {
  it("adds the user, and counts a user already in the group (409) as added", async () => {
    const user = await newUser();
    expect(await addMobilizeGroupMember({ groupId: "1001", userId: user.id })).toEqual({
      ok: true,
      groupId: "1001",
      userId: user.id,
      alreadyMember: false,
    });
    expect(await addMobilizeGroupMember({ groupId: "1001", userId: user.id })).toEqual({
      ok: true,
      groupId: "1001",
      userId: user.id,
      alreadyMember: true,
    });
    await addMobilizeGroupMember({ groupId: "1003", userId: user.id });
    const groups = await listMobilizeUserGroups(user.id);
    expect(groups.ok && groups.groups.map((g) => [g.id, g.name, g.membersCount])).toEqual([
      ["1001", "AFC Community", 1],
      ["1003", "Military Spouse Network", 1],
    ]);
  });

  it("answers the refusal for an unknown group or user (404), without throwing", async () => {
    quiet();
    const user = await newUser();
    expect(await addMobilizeGroupMember({ groupId: "999", userId: user.id })).toEqual({
      ok: false,
      message: "Mobilize could not add the user to group 999 (404): Group 999 not found.",
    });
    expect(await addMobilizeGroupMember({ groupId: "1001", userId: "424242" })).toEqual({
      ok: false,
      message: "Mobilize could not add the user to group 1001 (404): User 424242 not found.",
    });
    expect(await listMobilizeUserGroups("424242")).toEqual({
      ok: false,
      message: "Mobilize could not list the user's groups (404): User 424242 not found.",
    });
  });

  it("answers a 503 and a slow answer (past the time limit) as failures", async () => {
    quiet();
    const user = await newUser();
    expect(await addMobilizeGroupMember({ groupId: "50301", userId: user.id })).toEqual({
      ok: false,
      message: "Mobilize could not add the user to group 50301 (503): Mobilize is down for maintenance.",
    });
    const started = Date.now();
    expect(await addMobilizeGroupMember({ groupId: "40801", userId: user.id }, { timeoutMs: 200 })).toEqual({
      ok: false,
      message: "Mobilize did not answer within 0.2 seconds.",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reads every page of a user's groups, and no further than the last", async () => {
    const pages: string[] = [];
    // Three pages of two groups each, whatever page size was asked for.
    server.use(
      http.get(url(`${MOBILIZE_USERS_PATH}/:userId/groups`), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        pages.push(String(page));
        const data = [1, 2].map((k) => ({ id: page * 10 + k, name: `Group ${page}.${k}`, description: null, members_count: 3 }));
        return HttpResponse.json({ data, meta: { page, per_page: 2, total: 6, last_page: 3 } });
      }),
    );
    const groups = await listMobilizeUserGroups("70001");
    expect(groups.ok && groups.groups.map((g) => g.id)).toEqual(["11", "12", "21", "22", "31", "32"]);
    expect(pages).toEqual(["1", "2", "3"]);
  });
});

describe("failures of the connection and of the key", () => {
  it("answers a failure when Mobilize cannot be reached or answers something that is not JSON", async () => {
    quiet();
    server.use(http.get(url(MOBILIZE_GROUPS_PATH), () => HttpResponse.error()));
    const down = await searchMobilizeGroups({ q: "afc" });
    expect(down.ok).toBe(false);
    expect(down.ok ? "" : down.message).toMatch(/^Mobilize could not be reached: /);
    server.use(http.get(url(MOBILIZE_GROUPS_PATH), () => new HttpResponse("<html>Bad gateway</html>", { status: 502 })));
    expect(await searchMobilizeGroups({ q: "afc" })).toEqual({
      ok: false,
      message: "Mobilize could not search the groups (502): <html>Bad gateway</html>",
    });
  });

  it("sends the stand-in's key and secret as HTTP basic auth; the stand-in answers 401 to any other", async () => {
    const seen: Array<string | null> = [];
    server.events.on("request:start", ({ request }) => {
      seen.push(request.headers.get("Authorization"));
    });
    await searchMobilizeGroups({});
    expect(seen).toEqual([basic(`${MOCK_MOBILIZE_KEY}:${MOCK_MOBILIZE_SECRET}`)]);

    expect((await fetch(url(MOBILIZE_GROUPS_PATH))).status).toBe(401);
    const wrong = await fetch(url(mobilizeGroupMembersPath("1001")), {
      method: "POST",
      headers: { Authorization: basic(`${MOCK_MOBILIZE_KEY}:nope`), "Content-Type": "application/json" },
      body: JSON.stringify({ user_id: "1" }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: "unauthorized", message: "Invalid API key or secret." } });
  });

  it("the client answers that the key was refused when a real key is not accepted", async () => {
    quiet();
    process.env.MOBILIZE_API_KEY = "expired-key:expired-secret";
    resetEnvCache();
    try {
      expect(getEnv().mocked.mobilize).toBe(false);
      expect(await searchMobilizeGroups({ q: "afc" })).toEqual({
        ok: false,
        message: "Mobilize could not search the groups (401): the portal's key was refused",
      });
    } finally {
      delete process.env.MOBILIZE_API_KEY;
      resetEnvCache();
    }
  });

  it("the stand-in refuses a page below 1 and a page size over 50 (400)", async () => {
    const headers = { Authorization: basic(`${MOCK_MOBILIZE_KEY}:${MOCK_MOBILIZE_SECRET}`) };
    const zero = await fetch(url(`${MOBILIZE_GROUPS_PATH}?page=0`), { headers });
    expect(zero.status).toBe(400);
    const big = await fetch(url(`${MOBILIZE_GROUPS_PATH}?per_page=51`), { headers });
    expect(await big.json()).toMatchObject({ error: { code: "invalid_per_page" } });
  });
});
