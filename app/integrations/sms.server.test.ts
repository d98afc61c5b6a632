import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createMember } from "../../tests/factories/index.ts";
import { handlersFor } from "../../tests/mocks/node.ts";
import { resetDatabase } from "../../tests/setup/db.ts";
import { EMAIL_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv, resetEnvCache } from "~/lib/env.server.ts";
import { MOCK_TWILIO_ACCOUNT_SID, MOCK_TWILIO_AUTH_TOKEN, sendText, toE164, twilioMessagesPath } from "./sms.server.ts";

const server = setupServer(...handlersFor(["sms"]));
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

const messagesUrl = () => new URL(twilioMessagesPath(MOCK_TWILIO_ACCOUNT_SID), getEnv().TWILIO_URL).href;
const mockAuth = `Basic ${Buffer.from(`${MOCK_TWILIO_ACCOUNT_SID}:${MOCK_TWILIO_AUTH_TOKEN}`).toString("base64")}`;
const row = (id: number) => db.textMessage.findUniqueOrThrow({ where: { id } });

describe("toE164", () => {
  it("writes the portal's 10-digit US numbers, however typed, as +1 and ten digits", () => {
    expect(toE164("5551234567")).toBe("+15551234567");
    expect(toE164("555-123-4567")).toBe("+15551234567");
    expect(toE164("(555) 123.4567")).toBe("+15551234567");
    expect(toE164(" 1 555 123 4567 ")).toBe("+15551234567");
    expect(toE164("+15551234567")).toBe("+15551234567");
    expect(toE164("+442071838750")).toBe("+442071838750");
  });

  it("answers null for what is not a US number", () => {
    expect(toE164("")).toBeNull();
    expect(toE164("555-1234")).toBeNull();
    expect(toE164("25551234567")).toBeNull();
    expect(toE164("555123456789")).toBeNull();
    expect(toE164("555-123-4567 ext 12")).toBeNull();
    expect(toE164("call me")).toBeNull();
  });
});

describe("sendText against the Twilio stand-in", () => {
  it("stores the text queued, posts it, and marks it sent with Twilio's message sid", async () => {
    const member = await createMember();
    const result = await sendText({ to: "555-123-4567", body: "Your fee is due June 30.", userId: member.id });
    expect(result.delivered).toBe(true);
    const text = await row(result.id);
    expect(text).toMatchObject({
      userId: member.id,
      to: "+15551234567",
      body: "Your fee is due June 30.",
      status: EMAIL_STATUS.sent,
      error: null,
    });
    expect(text.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(text.sentAt).toBeInstanceOf(Date);
  });

  it("posts a form with To, From and Body, with basic auth of the account, to the account's Messages resource", async () => {
    const seen: Array<{ url: string; type: string | null; auth: string | null; form: Record<string, string> }> = [];
    server.events.on("request:start", async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.clone().text()));
      seen.push({ url: request.url, type: request.headers.get("Content-Type"), auth: request.headers.get("Authorization"), form });
    });
    await sendText({ to: "5551234567", body: "Hello" });
    expect(seen).toEqual([
      {
        url: messagesUrl(),
        type: "application/x-www-form-urlencoded",
        auth: mockAuth,
        form: { To: "+15551234567", From: getEnv().TWILIO_FROM, Body: "Hello" },
      },
    ]);
  });

  it("keeps each text's own sid", async () => {
    const a = await sendText({ to: "5551234567", body: "a" });
    const b = await sendText({ to: "5551234568", body: "b" });
    expect((await row(a.id)).providerMessageId).not.toBe((await row(b.id)).providerMessageId);
  });

  it("records Twilio's 21211 for a number that is not a phone number, passed on as written", async () => {
    quiet();
    const result = await sendText({ to: "555-1234", body: "Hello" });
    expect(result.delivered).toBe(false);
    expect(await row(result.id)).toMatchObject({
      to: "555-1234",
      status: EMAIL_STATUS.failed,
      error: "21211: The 'To' number 555-1234 is not a valid phone number.",
      providerMessageId: null,
      sentAt: null,
    });
  });

  it("records Twilio's 21610 for a member who unsubscribed (the stand-in's numbers ending 0000)", async () => {
    quiet();
    const result = await sendText({ to: "555-123-0000", body: "Hello" });
    expect(result.delivered).toBe(false);
    expect(await row(result.id)).toMatchObject({
      to: "+15551230000",
      status: EMAIL_STATUS.failed,
      error: "21610: Attempt to send to unsubscribed recipient",
    });
  });

  it("records Twilio's 21617 for a body over 1,600 characters", async () => {
    quiet();
    const result = await sendText({ to: "5551234567", body: "x".repeat(1601) });
    expect((await row(result.id)).error).toBe("21617: The concatenated message body exceeds the 1600 character limit.");
  });

  it("records Twilio's 401 (20003) for credentials the account does not have", async () => {
    quiet();
    process.env.TWILIO_ACCOUNT_SID = "AC11111111111111111111111111111111";
    process.env.TWILIO_AUTH_TOKEN = "not-the-token";
    resetEnvCache();
    try {
      expect(getEnv().mocked.sms).toBe(false);
      const result = await sendText({ to: "5551234567", body: "Hello" });
      expect(result.delivered).toBe(false);
      expect(await row(result.id)).toMatchObject({ status: EMAIL_STATUS.failed, error: "20003: Authenticate" });
    } finally {
      delete process.env.TWILIO_ACCOUNT_SID;
      delete process.env.TWILIO_AUTH_TOKEN;
      resetEnvCache();
    }
  });

  it("records a failure when Twilio answers without its JSON, or cannot be reached, without throwing", async () => {
    quiet();
    server.use(http.post(messagesUrl(), () => new HttpResponse("Bad gateway", { status: 502 })));
    const bad = await sendText({ to: "5551234567", body: "Hello" });
    expect(await row(bad.id)).toMatchObject({ status: EMAIL_STATUS.failed, error: "Twilio answered 502" });

    server.use(http.post(messagesUrl(), () => HttpResponse.error()));
    const down = await sendText({ to: "5551234567", body: "Hello" });
    expect(down.delivered).toBe(false);
    expect((await row(down.id)).error).toMatch(/^Twilio could not be reached/);
  });
});

describe("the Twilio stand-in's refusals", () => {
  const post = (body: BodyInit, headers: Record<string, string>) => fetch(messagesUrl(), { method: "POST", body, headers });
  const form = { "Content-Type": "application/x-www-form-urlencoded", Authorization: mockAuth };

  it("reads the parameters from a form only: a JSON body has no To (21604)", async () => {
    const response = await post(JSON.stringify({ To: "+15551234567", From: "+15005550006", Body: "Hi" }), {
      "Content-Type": "application/json",
      Authorization: mockAuth,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 21604,
      message: "A 'To' phone number is required.",
      more_info: "https://www.twilio.com/docs/errors/21604",
      status: 400,
    });
  });

  it("wants From and Body (21603, 21602)", async () => {
    const noFrom = await post(new URLSearchParams({ To: "+15551234567", Body: "Hi" }).toString(), form);
    expect(await noFrom.json()).toMatchObject({ code: 21603 });
    const noBody = await post(new URLSearchParams({ To: "+15551234567", From: "+15005550006" }).toString(), form);
    expect(await noBody.json()).toMatchObject({ code: 21602 });
  });

  it("answers 401 (20003) without basic auth, with another token, or for another account than the one in the path", async () => {
    const params = new URLSearchParams({ To: "+15551234567", From: "+15005550006", Body: "Hi" }).toString();
    const noAuth = await post(params, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toMatchObject({ code: 20003, message: "Authenticate", status: 401 });
    const wrongToken = `Basic ${Buffer.from(`${MOCK_TWILIO_ACCOUNT_SID}:nope`).toString("base64")}`;
    expect((await post(params, { ...form, Authorization: wrongToken })).status).toBe(401);
    const otherAccount = await fetch(new URL(twilioMessagesPath("AC22222222222222222222222222222222"), getEnv().TWILIO_URL), {
      method: "POST",
      body: params,
      headers: form,
    });
    expect(otherAccount.status).toBe(401);
  });

  it("answers 201 with the queued message", async () => {
    const response = await post(new URLSearchParams({ To: "+15551234567", From: "+15005550006", Body: "Hi" }).toString(), form);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      account_sid: MOCK_TWILIO_ACCOUNT_SID,
      status: "queued",
      to: "+15551234567",
      from: "+15005550006",
      body: "Hi",
      num_segments: "1",
    });
  });
});
