import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../tests/mocks/node.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv, resetEnvCache } from "~/lib/env.server.ts";
import {
  BRIGHTSPACE_ENROLLMENTS_PATH,
  BRIGHTSPACE_LEARNER_ROLE_ID,
  BRIGHTSPACE_USERS_PATH,
  brightspaceProgressUrl,
  createBrightspaceUser,
  enrolBrightspaceUser,
  findBrightspaceUser,
} from "./brightspace.server.ts";

const server = setupServer(...handlersFor(["brightspace"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Keeps the expected error logs out of the test output. */
function quiet() {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
}

let n = 0;
function person() {
  n += 1;
  return {
    orgDefinedId: `portal-test-${n}`,
    userName: `learner${n}@example.org`,
    email: `learner${n}@example.org`,
    firstName: "Lee",
    lastName: `Learner${n}`,
  };
}

async function newUser() {
  const created = await createBrightspaceUser(person());
  if (!created.ok) throw new Error(created.message);
  return created.user;
}

describe("the Brightspace client against the stand-in", () => {
  it("finds nobody for an unknown user, creates the learner, then finds it by OrgDefinedId and by UserName", async () => {
    const p = person();
    expect(await findBrightspaceUser({ orgDefinedId: p.orgDefinedId })).toEqual({ ok: true, user: null });
    expect(await findBrightspaceUser({ userName: p.userName })).toEqual({ ok: true, user: null });

    const created = await createBrightspaceUser(p);
    expect(created).toEqual({
      ok: true,
      user: {
        userId: expect.stringMatching(/^\d+$/),
        orgDefinedId: p.orgDefinedId,
        userName: p.userName,
        firstName: "Lee",
        lastName: p.lastName,
        email: p.email,
      },
    });
    const user = created.ok ? created.user : null;
    expect(await findBrightspaceUser({ orgDefinedId: p.orgDefinedId })).toEqual({ ok: true, user });
    expect(await findBrightspaceUser({ userName: p.userName.toUpperCase() })).toEqual({ ok: true, user });
  });

  it("refuses to create a user whose UserName or OrgDefinedId is in use", async () => {
    quiet();
    const p = person();
    expect((await createBrightspaceUser(p)).ok).toBe(true);
    const again = await createBrightspaceUser({ ...p, orgDefinedId: "portal-other" });
    expect(again).toEqual({
      ok: false,
      message: "Brightspace could not create the user (400): A user with this UserName or OrgDefinedId already exists.",
    });
    const sameId = await createBrightspaceUser({ ...person(), orgDefinedId: p.orgDefinedId });
    expect(sameId.ok).toBe(false);
  });

  it("enrols a learner in a course; enrolling again answers the same enrolment", async () => {
    const user = await newUser();
    const first = await enrolBrightspaceUser({ orgUnitId: "BS-MME-100", userId: user.userId });
    expect(first).toEqual({ ok: true, enrolment: { orgUnitId: "BS-MME-100", userId: user.userId, roleId: BRIGHTSPACE_LEARNER_ROLE_ID } });
    expect(await enrolBrightspaceUser({ orgUnitId: "BS-MME-100", userId: user.userId })).toEqual(first);
    // Brightspace's own (numeric) org unit ids are sent as numbers.
    expect(await enrolBrightspaceUser({ orgUnitId: "6606", userId: user.userId })).toMatchObject({
      ok: true,
      enrolment: { orgUnitId: "6606" },
    });
  });

  it("answers the refusal for an unknown course (404) or user, without throwing", async () => {
    quiet();
    const user = await newUser();
    expect(await enrolBrightspaceUser({ orgUnitId: "NOPE-1", userId: user.userId })).toEqual({
      ok: false,
      message: "Brightspace could not enrol the user in course NOPE-1 (404): Org unit NOPE-1 not found.",
    });
    expect(await enrolBrightspaceUser({ orgUnitId: "BS-MME-100", userId: "999999" })).toEqual({
      ok: false,
      message: "Brightspace could not enrol the user in course BS-MME-100 (404): User 999999 not found.",
    });
  });

  it("answers a 503 and a slow answer (past the time limit) as failures", async () => {
    quiet();
    const user = await newUser();
    expect(await enrolBrightspaceUser({ orgUnitId: "BS-DOWN-1", userId: user.userId })).toEqual({
      ok: false,
      message: "Brightspace could not enrol the user in course BS-DOWN-1 (503): Brightspace is down for maintenance.",
    });
    const started = Date.now();
    expect(await enrolBrightspaceUser({ orgUnitId: "BS-SLOW-1", userId: user.userId }, { timeoutMs: 200 })).toEqual({
      ok: false,
      message: "Brightspace did not answer within 0.2 seconds.",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("answers a failure when Brightspace cannot be reached or answers something that is not JSON", async () => {
    quiet();
    const url = new URL(BRIGHTSPACE_USERS_PATH, getEnv().BRIGHTSPACE_URL).href;
    server.use(http.get(url, () => HttpResponse.error()));
    const down = await findBrightspaceUser({ orgDefinedId: "portal-1" });
    expect(down.ok).toBe(false);
    expect(down.ok ? "" : down.message).toMatch(/^Brightspace could not be reached: /);
    server.use(http.get(url, () => new HttpResponse("<html>Bad gateway</html>", { status: 502 })));
    expect(await findBrightspaceUser({ orgDefinedId: "portal-1" })).toEqual({
      ok: false,
      message: "Brightspace could not look up the user (502): <html>Bad gateway</html>",
    });
  });

  describe("without the right bearer token", () => {
    afterEach(async () => {
      delete process.env.BRIGHTSPACE_CLIENT_ID;
      delete process.env.BRIGHTSPACE_CLIENT_SECRET;
      delete process.env.BRIGHTSPACE_REFRESH_TOKEN;
      resetEnvCache();
      await db.oAuthToken.deleteMany();
    });

    it("the stand-in answers 401 to a call with no token or a token it did not issue", async () => {
      const base = getEnv().BRIGHTSPACE_URL;
      const response = await fetch(new URL(`${BRIGHTSPACE_USERS_PATH}?orgDefinedId=x`, base));
      expect(response.status).toBe(401);
      const enrol = await fetch(new URL(BRIGHTSPACE_ENROLLMENTS_PATH, base), {
        method: "POST",
        headers: { Authorization: "Bearer nope" },
        body: "{}",
      });
      expect(enrol.status).toBe(401);
    });

    it("the client answers that the portal's credentials were refused", async () => {
      quiet();
      // Configured (real) credentials the learning system does not accept.
      process.env.BRIGHTSPACE_CLIENT_ID = "someone-else";
      process.env.BRIGHTSPACE_CLIENT_SECRET = "wrong";
      process.env.BRIGHTSPACE_REFRESH_TOKEN = "rt-1";
      resetEnvCache();
      await db.oAuthToken.deleteMany();
      expect(getEnv().mocked.brightspace).toBe(false);
      expect(await findBrightspaceUser({ orgDefinedId: "portal-1" })).toEqual({
        ok: false,
        message: "Brightspace could not renew the portal's access (401): invalid_client",
      });
    });
  });

  it("links a user's progress in the fixed org unit", () => {
    const env = getEnv();
    expect(brightspaceProgressUrl("5001")).toBe(
      `${env.BRIGHTSPACE_URL}/d2l/le/classlist/userprogress/5001/${env.BRIGHTSPACE_ORG_UNIT}/Summary`,
    );
  });
});
