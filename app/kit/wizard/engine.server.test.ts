/**
 * The engine's guards, with the registration wizard as the fixture: every way into a wizard (a
 * step page, a step's post, the catch-all's furthest step) needs a signed-in member.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { signedInRequest } from "../../../tests/setup/wizard.ts";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { finalStepsWizard } from "~/features/certifications/final-steps/wizard.server.ts";
import { intentOf } from "./engine.server.ts";

beforeEach(() => resetDatabase());

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

describe("the wizard engine's guards", () => {
  it("send a visitor to the sign-in page from a step page, a step's post and the furthest-step lookup", async () => {
    const member = await createMember();
    const certification = await createCertification();
    await createRegistration(member.id, { certificationId: certification.id });
    const params = { certificationId: String(certification.id) };
    const visitor = () => new Request("http://localhost/certifications-and-training/register/1/pathway");
    const post = () =>
      new Request("http://localhost/certifications-and-training/register/1/pathway", { method: "POST", body: new FormData() });
    for (const attempt of [
      registrationWizard.page(visitor(), params, "pathway"),
      registrationWizard.call(post(), params, "pathway"),
      registrationWizard.stepAction({ request: post(), params, context: { cspNonce: "", requestId: "t" } }, "pathway"),
      finalStepsWizard.furthest(visitor(), params),
    ]) {
      expect(await redirectOf(attempt)).toMatch(/^\/login/);
    }
  });

  it("a bad certification id in the URL is a 404, never a 500", async () => {
    const member = await createMember();
    const thrown = await registrationWizard.page(await signedInRequest(member.id), { certificationId: "abc" }, "pathway").catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("reads Back from the pressed button; anything else (Enter in a field sends none) saves", () => {
    const form = (intent?: string) => {
      const fd = new FormData();
      if (intent !== undefined) fd.append("intent", intent);
      return fd;
    };
    expect(intentOf(form("back"))).toBe("back");
    expect(intentOf(form("continue"))).toBe("continue");
    expect(intentOf(form())).toBe("continue");
    expect(intentOf(form("nonsense"))).toBe("continue");
  });
});
