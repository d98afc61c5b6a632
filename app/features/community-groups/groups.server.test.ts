import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdmin, createMember } from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { postForm } from "../../../tests/setup/wizard.ts";
import { createMobilizeUser, MOBILIZE_PAGE_SIZE, MOBILIZE_USERS_PATH } from "~/integrations/mobilize.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { action } from "~/routes/admin.users.$userId.community.enroll.tsx";
import { enrolInCommunityGroup, listMemberCommunityGroups, loadCommunityGroupSearch } from "./groups.server.ts";
import { COMMUNITY_MESSAGES } from "./rules.ts";

const server = setupServer(...handlersFor(["mobilize"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => resetDatabase());

/** Keeps the expected warnings out of the test output. */
function quiet() {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
}

/** The Mobilize calls made while the test runs: "METHOD /path". */
function callsToMobilize(): string[] {
  const calls: string[] = [];
  server.events.on("request:start", ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

const enrolEvents = (userId: number) =>
  db.auditEvent.findMany({ where: { entityType: "User", entityId: userId, action: "user.communityGroup.enrol" }, orderBy: { id: "asc" } });

describe("enrolling a member in a community group", () => {
  it("creates the member's community user, adds them to the group, audits it, and the tab lists the group", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    expect(await listMemberCommunityGroups(member.id)).toEqual({ userId: member.id, groups: [], notice: null });

    const calls = callsToMobilize();
    const outcome = await enrolInCommunityGroup(adminActor(admin.id, "10.0.0.7"), member.id, { groupId: "1003" });
    expect(outcome).toEqual({ groupName: "Military Spouse Network", alreadyMember: false });
    expect(calls).toEqual(["GET /v1/groups/1003", "GET /v1/users", "POST /v1/users", "POST /v1/groups/1003/members"]);

    const events = await enrolEvents(member.id);
    expect(events.map((e) => [e.actorId, e.actingAsUserId, e.ipAddress, e.after])).toEqual([
      [
        admin.id,
        null,
        "10.0.0.7",
        { mobilizeGroupId: "1003", mobilizeGroupName: "Military Spouse Network", mobilizeUserId: expect.any(String), alreadyMember: false },
      ],
    ]);
    expect(await listMemberCommunityGroups(member.id)).toEqual({
      userId: member.id,
      groups: [{ id: "1003", name: "Military Spouse Network", description: expect.any(String), membersCount: 1 }],
      notice: null,
    });
  });

  it("enrolling again is harmless: the same community user, 'already a member' counts as enrolled, audited again", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    await enrolInCommunityGroup(adminActor(admin.id), member.id, { groupId: "1001" });
    const calls = callsToMobilize();
    expect(await enrolInCommunityGroup(adminActor(admin.id), member.id, { groupId: "1001" })).toEqual({
      groupName: "AFC Community",
      alreadyMember: true,
    });
    expect(calls).not.toContain("POST /v1/users");
    const events = await enrolEvents(member.id);
    expect(events.map((e) => (e.after as { alreadyMember: boolean }).alreadyMember)).toEqual([false, true]);
    expect(new Set(events.map((e) => (e.after as { mobilizeUserId: string }).mobilizeUserId)).size).toBe(1);
  });

  it("finds a member who joined the community on their own by email, whatever its case, instead of creating another", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const own = await createMobilizeUser({ email: member.email.toUpperCase(), firstName: "Own", lastName: "Account" });
    const calls = callsToMobilize();
    await enrolInCommunityGroup(adminActor(admin.id), member.id, { groupId: "1004" });
    expect(calls).not.toContain("POST /v1/users");
    const [event] = await enrolEvents(member.id);
    expect(event?.after).toMatchObject({ mobilizeUserId: own.ok ? own.user.id : "none" });
  });

  it("answers 'There was a problem enrolling in Mobilize' with the reason when Mobilize refuses or fails, and audits nothing", async () => {
    quiet();
    const admin = await createAdmin();
    const member = await createMember();
    expect(await enrolInCommunityGroup(adminActor(admin.id), member.id, { groupId: "50301" })).toEqual({
      kind: "invalid",
      errors: { "": [COMMUNITY_MESSAGES.enrolFailed, "Mobilize could not read group 50301 (503): Mobilize is down for maintenance."] },
    });
    expect(await enrolInCommunityGroup(adminActor(admin.id), member.id, { groupId: "999" })).toEqual({
      kind: "invalid",
      errors: { "": [COMMUNITY_MESSAGES.enrolFailed, "Mobilize has no group 999."] },
    });
    server.use(http.post(new URL(MOBILIZE_USERS_PATH, getEnv().MOBILIZE_URL).href, () => HttpResponse.error()));
    const down = await enrolInCommunityGroup(adminActor(admin.id), member.id, { groupId: "1001" });
    expect(down).toMatchObject({
      kind: "invalid",
      errors: { "": [COMMUNITY_MESSAGES.enrolFailed, expect.stringMatching(/^Mobilize could not be reached/)] },
    });
    expect(await enrolEvents(member.id)).toEqual([]);
  });

  it("answers that the user no longer exists for an unknown user, without calling Mobilize", async () => {
    const admin = await createAdmin();
    const calls = callsToMobilize();
    expect(await enrolInCommunityGroup(adminActor(admin.id), 999_999, { groupId: "1001" })).toEqual({
      kind: "invalid",
      errors: { "": [COMMUNITY_MESSAGES.userGone] },
    });
    expect(calls).toEqual([]);
  });
});

describe("the Community tab and the group search", () => {
  it("shows a notice instead of failing when Mobilize cannot answer; null for an unknown user", async () => {
    quiet();
    const member = await createMember();
    server.use(http.get(new URL(MOBILIZE_USERS_PATH, getEnv().MOBILIZE_URL).href, () => new HttpResponse(null, { status: 503 })));
    expect(await listMemberCommunityGroups(member.id)).toEqual({ userId: member.id, groups: [], notice: COMMUNITY_MESSAGES.unavailable });
    expect(await listMemberCommunityGroups(999_999)).toBeNull();
  });

  it("pages the search, and takes a page that is not a page number as the first", async () => {
    const first = await loadCommunityGroupSearch(new URLSearchParams({ q: " community " }));
    expect(first).toMatchObject({ q: "community", page: 1, lastPage: 2, notice: null });
    expect(first.groups).toHaveLength(MOBILIZE_PAGE_SIZE);
    const second = await loadCommunityGroupSearch(new URLSearchParams({ q: "community", page: "2" }));
    expect(second.groups.map((g) => g.name)).toContain("West Regional Community");
    expect(await loadCommunityGroupSearch(new URLSearchParams({ page: "-3" }))).toMatchObject({ q: "", page: 1 });
    expect(await loadCommunityGroupSearch(new URLSearchParams({ page: "1e9" }))).toMatchObject({ page: 1 });
  });

  it("says the search is unavailable when Mobilize cannot answer", async () => {
    quiet();
    server.use(http.get(new URL("/v1/groups", getEnv().MOBILIZE_URL).href, () => HttpResponse.error()));
    expect(await loadCommunityGroupSearch(new URLSearchParams({ q: "afc" }))).toMatchObject({
      groups: [],
      notice: COMMUNITY_MESSAGES.searchUnavailable,
    });
  });
});

describe("the Enroll in community group action", () => {
  it("refuses a member who is not an admin (403), before Mobilize is asked or anything is audited", async () => {
    const member = await createMember();
    const other = await createMember();
    const calls = callsToMobilize();
    const posted = await postForm(action, member.id, { userId: String(other.id) }, { groupId: "1001" });
    expect(posted.status).toBe(403);
    expect(calls).toEqual([]);
    expect(await enrolEvents(other.id)).toEqual([]);
  });

  it("answers 'Required' when no group is chosen", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const posted = await postForm(action, admin.id, { userId: String(member.id) }, {});
    expect(posted).toMatchObject({ status: 400, errors: { groupId: ["Required"] } });
  });

  it("enrols and goes back to the Community tab with the 'Success' toast; a failure stays on the form (400)", async () => {
    quiet();
    const admin = await createAdmin();
    const member = await createMember();
    expect(await postForm(action, admin.id, { userId: String(member.id) }, { groupId: "1002" })).toEqual({
      status: 302,
      location: `/admin/users/${member.id}/community`,
      errors: null,
      toast: true,
    });
    const failed = await postForm(action, admin.id, { userId: String(member.id) }, { groupId: "50301" });
    expect(failed).toMatchObject({ status: 400, errors: { "": [COMMUNITY_MESSAGES.enrolFailed, expect.any(String)] } });
    expect(await enrolEvents(member.id)).toHaveLength(1);
  });
});
