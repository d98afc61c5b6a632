/**
 * msw answers for outside systems that have no credentials (development, demo, tests).
 * Only the named systems are intercepted; every other request goes out untouched.
 */
import { setupServer, type SetupServer } from "msw/node";
import type { RequestHandler } from "msw";
import { getEnv } from "../../app/lib/env.server.ts";
import { accredibleHandlers } from "./accredible.ts";
import { brightspaceHandlers } from "./brightspace.ts";
import { holmesHandlers } from "./holmes.ts";
import { mailHandlers } from "./mail.ts";
import { mobilizeHandlers } from "./mobilize.ts";
import { recaptchaHandlers } from "./recaptcha.ts";
import { smsHandlers } from "./sms.ts";
import { stripeHandlers } from "./stripe.ts";
import { testingServiceHandlers } from "./testing-service.ts";

export function handlersFor(systems: string[]): RequestHandler[] {
  const env = getEnv();
  const table: Record<string, RequestHandler[]> = {
    mail: mailHandlers(env.MAIL_API_URL),
    recaptcha: recaptchaHandlers,
    stripe: stripeHandlers,
    holmes: holmesHandlers(env.HOLMES_URL),
    accredible: accredibleHandlers(env.ACCREDIBLE_URL),
    brightspace: brightspaceHandlers(env.BRIGHTSPACE_URL, env.BRIGHTSPACE_TOKEN_URL),
    mobilize: mobilizeHandlers(env.MOBILIZE_URL),
    practiceexams: testingServiceHandlers(env.PRACTICE_EXAMS_URL),
    sms: smsHandlers(env.TWILIO_URL),
  };
  return systems.flatMap((s) => table[s] ?? []);
}

let server: SetupServer | undefined;

export function startMockServer(systems: string[]): SetupServer {
  server?.close();
  const next = setupServer(...handlersFor(systems));
  next.listen({ onUnhandledRequest: "bypass" });
  server = next;
  return next;
}
