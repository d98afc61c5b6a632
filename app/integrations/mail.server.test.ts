import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../tests/mocks/node.ts";
import { resetDatabase } from "../../tests/setup/db.ts";
import { EMAIL_STATUS, ROLE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { sendMail } from "./mail.server.ts";
import { MOCK_CAPTCHA_TOKEN, RECAPTCHA_VERIFY_URL, verifyCaptcha } from "./recaptcha.server.ts";

const server = setupServer(...handlersFor(["mail", "recaptcha"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

beforeEach(async () => {
  await resetDatabase();
});

/** Keeps the expected error logs out of the test output; returns what was logged. */
function captureStderr() {
  return vi.spyOn(process.stderr, "write").mockImplementation(() => true);
}

describe("sendMail", () => {
  it("writes the message to the outbox and marks it sent with the provider's id", async () => {
    const user = await db.user.create({ data: { email: "max@example.org", firstName: "Max", lastName: "M", role: ROLE.member } });
    const result = await sendMail({
      to: "max@example.org",
      subject: "Hello",
      text: "Plain body",
      html: "<p>Body</p>",
      template: "welcome",
      userId: user.id,
    });
    expect(result.delivered).toBe(true);
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({
      to: "max@example.org",
      from: getEnv().MAIL_FROM,
      subject: "Hello",
      text: "Plain body",
      html: "<p>Body</p>",
      template: "welcome",
      userId: user.id,
      status: EMAIL_STATUS.sent,
      error: null,
    });
    expect(row.providerMessageId).toMatch(/^mock-mail-\d+$/);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("sends the recipient, subject and body to the mail API", async () => {
    const seen: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.url === getEnv().MAIL_API_URL) seen.push(await request.clone().json());
    });
    try {
      await sendMail({ to: "max@example.org", subject: "Hello", text: "Plain body" });
    } finally {
      server.events.removeAllListeners("request:start");
    }
    expect(seen).toEqual([
      expect.objectContaining({ to: "max@example.org", subject: "Hello", text: "Plain body", from: getEnv().MAIL_FROM }),
    ]);
  });

  it("keeps each message's own provider id", async () => {
    const a = await sendMail({ to: "a@example.org", subject: "A", text: "a" });
    const b = await sendMail({ to: "b@example.org", subject: "B", text: "b" });
    const rows = await db.emailMessage.findMany({ where: { id: { in: [a.id, b.id] } }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.status)).toEqual([EMAIL_STATUS.sent, EMAIL_STATUS.sent]);
    expect(rows[0]?.providerMessageId).not.toBe(rows[1]?.providerMessageId);
  });

  it("marks the message failed with the error when the API answers 500, without throwing", async () => {
    server.use(http.post(getEnv().MAIL_API_URL, () => HttpResponse.json({ error: "boom" }, { status: 500 })));
    const stderr = captureStderr();
    const result = await sendMail({ to: "max@example.org", subject: "Hello", text: "Plain body" });
    expect(result.delivered).toBe(false);
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id: result.id } });
    expect(row.status).toBe(EMAIL_STATUS.failed);
    expect(row.error).toMatch(/500/);
    expect(row.sentAt).toBeNull();
    expect(row.providerMessageId).toBeNull();
    expect(stderr.mock.calls.map((c) => String(c[0])).join("")).toMatch(/mail delivery failed/);
  });

  it("marks the message failed when the API cannot be reached, without throwing", async () => {
    server.use(http.post(getEnv().MAIL_API_URL, () => HttpResponse.error()));
    captureStderr();
    const result = await sendMail({ to: "max@example.org", subject: "Hello", text: "Plain body" });
    expect(result.delivered).toBe(false);
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id: result.id } });
    expect(row.status).toBe(EMAIL_STATUS.failed);
    expect(row.error).toBeTruthy();
  });
});

describe("verifyCaptcha", () => {
  it("passes the mock widget's token", async () => {
    await expect(verifyCaptcha(MOCK_CAPTCHA_TOKEN, "203.0.113.7")).resolves.toBe(true);
  });

  it("refuses any other token", async () => {
    await expect(verifyCaptcha("forged-token")).resolves.toBe(false);
    await expect(verifyCaptcha("")).resolves.toBe(false);
  });

  it("refuses when the verify endpoint is down", async () => {
    server.use(http.post(RECAPTCHA_VERIFY_URL, () => HttpResponse.error()));
    captureStderr();
    await expect(verifyCaptcha(MOCK_CAPTCHA_TOKEN)).resolves.toBe(false);
  });

  it("refuses when the verify endpoint answers with an error status", async () => {
    server.use(http.post(RECAPTCHA_VERIFY_URL, () => HttpResponse.json({ success: true }, { status: 503 })));
    await expect(verifyCaptcha(MOCK_CAPTCHA_TOKEN)).resolves.toBe(false);
  });
});
