/**
 * Single sign-on for partner systems (decision 54), with a real SAML service provider
 * (@node-saml/node-saml) as the partner: it reads the portal's metadata, sends the member with its
 * sign-on request, and its Assertion Consumer Service, a tiny server this spec starts, checks the
 * signed answer the member's browser posts to it. JavaScript on (the answer posts itself) and off
 * (the member selects Continue). This spec signs in through the login form (with a waiting request).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SAML, ValidateInResponseTo } from "@node-saml/node-saml";
import { expect, test, type Page } from "@playwright/test";
import { ssoPartner } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, signInAs, waitForHydration } from "./support.ts";

type Acs = { url: string; received: URLSearchParams[]; close: () => Promise<void> };

/** The partner's Assertion Consumer Service: records each posted form and answers a small page. */
async function startAcs(): Promise<Acs> {
  const received: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST") received.push(new URLSearchParams(body));
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end('<!DOCTYPE html><html lang="en"><head><title>Partner</title></head><body><h1>Partner received the answer</h1></body></html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/saml/acs`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The portal's signing certificate, as a partner reads it from the metadata. */
async function portalCertificate(page: Page, baseURL: string): Promise<string> {
  const metadata = await (await page.request.get(`${baseURL}/sso/metadata`)).text();
  const cert = /<(?:ds:)?X509Certificate>([^<]+)<\/(?:ds:)?X509Certificate>/.exec(metadata)?.[1];
  if (!cert) throw new Error("no certificate in the metadata");
  return cert.replace(/\s+/g, "");
}

async function partnerSetup(page: Page, baseURL: string, acsUrl: string, opts: { registered?: boolean } = {}) {
  const partner =
    opts.registered === false
      ? { name: "Stranger", entityId: `https://stranger-${Date.now()}.example.net/saml`, acsUrl }
      : await ssoPartner({ acsUrl });
  const sp = new SAML({
    entryPoint: `${baseURL}/sso/saml`,
    issuer: partner.entityId,
    callbackUrl: acsUrl,
    audience: partner.entityId,
    idpCert: await portalCertificate(page, baseURL),
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: ValidateInResponseTo.always,
  });
  return { partner, sp };
}

/** The answer page posts itself with JavaScript; without, it is checked and Continue posts it. */
async function throughTheAnswer(page: Page, partnerName: string) {
  if (!jsEnabled()) {
    await expect(page.getByRole("heading", { name: `Signing you in to ${partnerName}` })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page.getByRole("heading", { name: "Partner received the answer" })).toBeVisible();
}

async function expectValidAnswer(acs: Acs, sp: SAML, email: string, relayState: string) {
  expect(acs.received).toHaveLength(1);
  const form = acs.received[0]!;
  expect(form.get("RelayState")).toBe(relayState);
  const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: form.get("SAMLResponse") ?? "" });
  expect(profile?.nameID).toBe(email);
  expect(profile?.email).toBe(email);
}

test.describe("single sign-on for partner systems", () => {
  let acs: Acs;
  test.beforeEach(async () => {
    acs = await startAcs();
  });
  test.afterEach(async () => {
    await acs.close();
  });

  test("a signed-in member is answered at once", async ({ page, baseURL }) => {
    const member = await createMember();
    const { partner, sp } = await partnerSetup(page, baseURL!, acs.url);
    await signInAs(page, member);
    await page.goto(await sp.getAuthorizeUrlAsync("course-7", undefined, {}));
    await throughTheAnswer(page, partner.name);
    await expectValidAnswer(acs, sp, member.email, "course-7");
  });

  test("a member not yet signed in logs in, then is answered", async ({ page, baseURL }) => {
    const member = await createMember();
    const { partner, sp } = await partnerSetup(page, baseURL!, acs.url);
    await page.goto(await sp.getAuthorizeUrlAsync("group-3", undefined, {}));
    await expect(page).toHaveURL(/\/login$/);
    await waitForHydration(page);
    await expect(page.getByText(`Log in to continue to ${partner.name}.`)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await throughTheAnswer(page, partner.name);
    await expectValidAnswer(acs, sp, member.email, "group-3");
  });

  test("a request from a system the portal does not know gets a page saying so", async ({ page, baseURL }) => {
    const { sp } = await partnerSetup(page, baseURL!, acs.url, { registered: false });
    const response = await page.goto(await sp.getAuthorizeUrlAsync("", undefined, {}));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This sign-in request cannot be used" })).toBeVisible();
    await expect(page.getByText("It comes from a system this portal does not sign members in to.")).toBeVisible();
    await expectAccessible(page);
    expect(acs.received).toHaveLength(0);
  });
});
