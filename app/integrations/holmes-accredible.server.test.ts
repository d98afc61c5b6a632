/**
 * The Holmes and Accredible clients against their stand-ins: success, refusal, a time-out, and the
 * parts the outbox leans on to make a call once (Holmes' reference and key, Accredible's license_id).
 */
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../tests/mocks/node.ts";
import { getEnv } from "~/lib/env.server.ts";
import { expireCredential, findCredential, issueCredential } from "./accredible.server.ts";
import { addHolmesCourse, HOLMES_ORDERS_PATH, placeHolmesOrder, type HolmesOrder } from "./holmes.server.ts";

const server = setupServer(...handlersFor(["holmes", "accredible"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const quiet = () => vi.spyOn(process.stderr, "write").mockImplementation(() => true);

const order = (reference: string, email = "pat@example.org"): HolmesOrder => ({
  reference,
  customer: { email, firstName: "Pat", lastName: "Lee" },
  courses: [{ hcCourseId: "HC-AFC-2026", name: "AFC Learning System" }],
  shipTo: null,
});

describe("Holmes", () => {
  it("places one order per reference: the same reference answers the same order", async () => {
    const first = await placeHolmesOrder(order("registration-901"));
    expect(first).toMatchObject({ ok: true, orderId: expect.stringMatching(/^HO-MOCK-\d{5}$/) });
    expect(await placeHolmesOrder(order("registration-901"))).toEqual(first);
    expect(await placeHolmesOrder(order("registration-902"))).not.toEqual(first);
  });

  it("answers the supplier's refusal, and its outage, as a message", async () => {
    expect(await placeHolmesOrder({ ...order("registration-903"), courses: [] })).toEqual({
      ok: false,
      message: "reference, customer email and named courses are required",
    });
    expect(await placeHolmesOrder(order("registration-904", "pat+holmes-flaky@example.org"))).toEqual({
      ok: false,
      message: "Holmes answered 503",
    });
    expect(await placeHolmesOrder(order("registration-904", "pat+holmes-flaky@example.org"))).toMatchObject({ ok: true });
  });

  it("gives up on a slow answer at its time limit", async () => {
    quiet();
    server.use(
      http.post(new URL(HOLMES_ORDERS_PATH, getEnv().HOLMES_URL).href, async () => {
        await delay(500);
        return HttpResponse.json({ orderId: "HO-LATE" }, { status: 201 });
      }),
    );
    expect(await placeHolmesOrder(order("registration-905"), { timeoutMs: 50 })).toEqual({
      ok: false,
      message: "Holmes did not answer within 0.05 seconds.",
    });
  });

  it("adds a course to an order once per key, and refuses an order it does not have", async () => {
    const placed = await placeHolmesOrder(order("registration-906"));
    if (!placed.ok) throw new Error(placed.message);
    const course = { hcCourseId: "HC-MME-1", name: "Money Management Essentials" };
    expect(await addHolmesCourse({ orderId: placed.orderId, key: "k-1", course })).toEqual({ ok: true, orderId: placed.orderId });
    expect(await addHolmesCourse({ orderId: placed.orderId, key: "k-1", course })).toEqual({ ok: true, orderId: placed.orderId });
    expect(await addHolmesCourse({ orderId: "NOPE", key: "k-2", course })).toEqual({ ok: false, message: "No order NOPE" });
  });
});

describe("Accredible", () => {
  const request = (licenseId: string, groupId = "ACC-AFC") => ({
    groupId,
    recipient: { name: "Pat Lee", email: "pat@example.org" },
    issuedOn: "2026-11-25",
    licenseId,
  });

  it("issues a credential, finds it by its id and by the portal's license id, and refuses the license id twice", async () => {
    const issued = await issueCredential(request("portal-a1"));
    if (!issued.ok) throw new Error(issued.message);
    expect(issued.url).toMatch(/^https:\/\/www\.credential\.net\/mock-acc-afc-\d+$/);
    expect(await findCredential("portal-a1")).toEqual({ ok: true, credential: { id: issued.id, url: issued.url } });
    expect(await findCredential(issued.id)).toEqual({ ok: true, credential: { id: issued.id, url: issued.url } });
    expect(await findCredential("portal-unknown")).toEqual({ ok: true, credential: null });
    expect(await issueCredential(request("portal-a1"))).toEqual({ ok: false, message: "License has already been taken" });
  });

  it("answers a refused group as a message, and expires a credential (an unknown one counts as done)", async () => {
    quiet();
    expect(await issueCredential(request("portal-a2", "ACC-REFUSE"))).toEqual({ ok: false, message: "Group not found" });
    const issued = await issueCredential(request("portal-a4"));
    if (!issued.ok) throw new Error(issued.message);
    expect(await expireCredential(issued.id, "2027-01-01")).toEqual({ ok: true });
    expect(await expireCredential("999999", "2027-01-01")).toEqual({ ok: true });
  });
});
