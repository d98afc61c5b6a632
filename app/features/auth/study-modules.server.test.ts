import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { getEnv } from "~/lib/env.server.ts";
import { StudyModuleSchema } from "./schemas.server.ts";
import { ALREADY_REQUESTED_MESSAGE, STUDY_MODULE_CONFIRMATION_TEXT, requestStudyModules } from "./study-modules.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const IP = "203.0.113.9";
const phishing = {
  name: "Your bank: your account is locked, sign in at https://evil.example/now",
  email: "victim@example.org",
  organization: "Evil Org",
  message: "Click https://evil.example/reset to keep your account",
};

describe("study module requests", () => {
  it("needs the captcha: the schema refuses a form without it", () => {
    const parsed = StudyModuleSchema.safeParse({ name: "Ann", email: "ann@example.org", message: "Modules 1-3" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.flatten().fieldErrors.captcha).toEqual(["Please complete the reCAPTCHA."]);
  });

  it("forwards the request to the office, and sends the requester a fixed text that repeats nothing typed", async () => {
    expect(await requestStudyModules(phishing, IP)).toBeNull();
    const office = await db.emailMessage.findFirstOrThrow({ where: { to: getEnv().SUPPORT_EMAIL } });
    expect(office.text).toContain(phishing.message);
    expect(office.text).toContain(phishing.email);
    const confirmation = await db.emailMessage.findFirstOrThrow({ where: { to: phishing.email } });
    expect(confirmation.text).toBe(STUDY_MODULE_CONFIRMATION_TEXT);
    for (const typed of [phishing.name, phishing.message, phishing.organization, "evil.example"]) {
      expect(confirmation.text).not.toContain(typed);
      expect(confirmation.subject).not.toContain(typed);
    }
  });

  it("sends one confirmation per address a day, however often it is asked, even in parallel", async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => requestStudyModules({ ...phishing, name: `Try ${i}` }, `198.51.100.${i}`)),
    );
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter(isInvalid).map((r) => r.errors[""]?.[0])).toEqual([
      ALREADY_REQUESTED_MESSAGE,
      ALREADY_REQUESTED_MESSAGE,
      ALREADY_REQUESTED_MESSAGE,
    ]);
    expect(await db.emailMessage.count({ where: { to: phishing.email } })).toBe(1);
    expect(await db.emailMessage.count()).toBe(2);
  });

  it("lets one client address ask five times an hour", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await requestStudyModules({ ...phishing, email: `person${i}@example.org` }, IP)).toBeNull();
    }
    const refused = await requestStudyModules({ ...phishing, email: "person6@example.org" }, IP);
    expect(refused).toEqual({ kind: "invalid", errors: { "": ["Too many requests from your network. Please try again in 60 minutes."] } });
    expect(await db.emailMessage.count({ where: { to: "person6@example.org" } })).toBe(0);
    expect(await requestStudyModules({ ...phishing, email: "person6@example.org" }, "198.51.100.1")).toBeNull();
  });
});
