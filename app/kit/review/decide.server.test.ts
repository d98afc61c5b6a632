import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ZodTypeAny } from "zod";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { createAdmin, createIndividualCeu, createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { REVIEW_STATUS } from "~/domain/constants.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { decide, LostRace, type DecisionDefinition, type DecisionInput } from "./decide.server.ts";
import { decisionRoute, takeDecision } from "./decision-route.server.ts";
import { decisionWithStatusSchema, DecisionSchema } from "./schemas.server.ts";

// The mail API's fake: an unexpected outside call fails the test.
const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

type Row = { id: number; status: string; owner: { id: number; email: string; firstName: string } };

/** A toy queue over individual CEUs: approve or reject a pending one. */
function toyDefinition(
  over: Partial<DecisionDefinition<Row, string | undefined, string>> = {},
): DecisionDefinition<Row, string | undefined, string> {
  return {
    entityType: "IndividualCeu",
    auditAction: "toy",
    templateCategory: { approve: "toy_approval", reject: "toy_rejection" },
    async load(id) {
      const c = await db.individualCeu.findUnique({
        where: { id },
        select: { id: true, status: true, user: { select: { id: true, email: true, firstName: true } } },
      });
      return c && { id: c.id, status: c.status, owner: c.user };
    },
    notFound: "No such thing.",
    refusal: (row) => (row.status === REVIEW_STATUS.pending ? null : "Already decided."),
    async apply(tx, row, kind) {
      const status = kind === "approve" ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected;
      const claimed = await tx.individualCeu.updateMany({ where: { id: row.id, status: REVIEW_STATUS.pending }, data: { status } });
      if (claimed.count !== 1) return null;
      return { before: { status: REVIEW_STATUS.pending }, after: { status }, result: status };
    },
    lost: () => "Decided meanwhile.",
    notice: (row, kind, _input, { result }) => ({
      title: `Toy ${kind}`,
      message: `Your thing is ${result}.`,
      url: "/",
      subject: `Your thing is ${result}`,
      template: "toy",
    }),
    ...over,
  };
}

async function world() {
  const admin = await createAdmin();
  const member = await createMember({ firstName: "Mo" });
  const ceu = await createIndividualCeu(member.id);
  const input: DecisionInput = { actor: adminActor(admin.id), id: ceu.id, selectedMessages: [], message: "Nice work" };
  return { admin, member, ceu, input };
}

describe("decide (the review kit's decision command)", () => {
  it("decides, audits in the same transaction with the admin as actor, and tells the member", async () => {
    const { admin, member, ceu, input } = await world();
    expect(await decide(toyDefinition(), "approve", input)).toEqual({ ok: true });
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).status).toBe(REVIEW_STATUS.approved);
    const audit = await db.auditEvent.findFirstOrThrow();
    expect(audit).toMatchObject({
      actorId: admin.id,
      actingAsUserId: null,
      action: "toy.approve",
      entityType: "IndividualCeu",
      entityId: ceu.id,
    });
    expect(audit.after).toMatchObject({ status: REVIEW_STATUS.approved, selectedMessages: [], message: "<p>Nice work</p>" });
    expect(await db.notification.findFirst({ where: { userId: member.id } })).toMatchObject({ title: "Toy approve" });
    expect(await db.emailMessage.count({ where: { to: member.email, template: "toy" } })).toBe(1);
  });

  it("decides once when two admins decide at the same time", async () => {
    const { member, input } = await world();
    const results = await Promise.all([decide(toyDefinition(), "approve", input), decide(toyDefinition(), "reject", input)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.message)[0]).toMatch(/Decided meanwhile|Already decided/);
    expect(await db.auditEvent.count()).toBe(1);
    expect(await db.notification.count({ where: { userId: member.id } })).toBe(1);
  });

  it("refuses what cannot be decided, and a missing record, writing nothing", async () => {
    const { ceu, input } = await world();
    await db.individualCeu.update({ where: { id: ceu.id }, data: { status: REVIEW_STATUS.approved } });
    expect(await decide(toyDefinition(), "reject", input)).toEqual({ ok: false, message: "Already decided." });
    expect(await decide(toyDefinition(), "reject", { ...input, id: 999_999 })).toEqual({ ok: false, message: "No such thing." });
    expect(await db.auditEvent.count()).toBe(0);
    expect(await db.notification.count()).toBe(0);
  });

  it("rolls the decision and its audit event back together when the transaction fails", async () => {
    const { ceu, input } = await world();
    const failing = toyDefinition({
      async apply(tx, row) {
        await tx.individualCeu.update({ where: { id: row.id }, data: { status: REVIEW_STATUS.approved } });
        throw new Error("disk full");
      },
    });
    await expect(decide(failing, "approve", input)).rejects.toThrow("disk full");
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).status).toBe(REVIEW_STATUS.pending);
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("answers `lost` for a LostRace thrown inside the transaction and lets the definition put right what prepare did", async () => {
    const { input } = await world();
    const afterLost = vi.fn(async () => {});
    const racing = toyDefinition({
      prepare: async () => ({ ok: true, value: "charged" }),
      apply: async () => {
        throw new LostRace();
      },
      afterLost,
    });
    expect(await decide(racing, "approve", input)).toEqual({ ok: false, message: "Decided meanwhile." });
    expect(afterLost).toHaveBeenCalledWith(
      expect.objectContaining({ id: input.id }),
      "approve",
      input,
      expect.objectContaining({ prepared: "charged" }),
    );
  });

  it("stops before the transaction when prepare refuses", async () => {
    const { ceu, input } = await world();
    const declined = toyDefinition({ prepare: async () => ({ ok: false, message: "Your card was declined." }) });
    expect(await decide(declined, "approve", input)).toEqual({ ok: false, message: "Your card was declined." });
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).status).toBe(REVIEW_STATUS.pending);
  });

  it("keeps the decision when telling the member fails", async () => {
    const { ceu, input } = await world();
    const nobody = toyDefinition({
      load: async (id) => ({ id, status: REVIEW_STATUS.pending, owner: { id: 999_999, email: "not an address", firstName: "Nobody" } }),
    });
    expect(await decide(nobody, "approve", input)).toEqual({ ok: true });
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).status).toBe(REVIEW_STATUS.approved);
    expect(await db.auditEvent.count()).toBe(1);
  });
});

describe("takeDecision (the modal route's action)", () => {
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return new Request("http://localhost/admin/things/1/approve", { method: "POST", body });
  };
  const route = (definition = toyDefinition(), schema: ZodTypeAny = DecisionSchema) =>
    decisionRoute(definition, "approve", {
      schema,
      reviewPath: (id) => `/admin/things/${id}`,
      donePath: () => "/admin/things",
      failed: "Could not approve.",
    });

  it("lands on the queue with 'Success', or back on the review page with the refusal", async () => {
    const { input } = await world();
    const done = (await takeDecision(post({ message: "ok" }), input.actor, input.id, route())) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/things");
    const again = (await takeDecision(post({}), input.actor, input.id, route())) as Response;
    expect(again.headers.get("Location")).toBe(`/admin/things/${input.id}`);
    expect(again.headers.get("Set-Cookie")).toMatch(/__toast/);
  });

  it("sends bad form values back to the form with 400, and a body that is not a form is a 400 page", async () => {
    const { input } = await world();
    const withStatus = route(toyDefinition(), decisionWithStatusSchema(["a", "b"] as const, "You must select a step"));
    const answer = (await takeDecision(post({}), input.actor, input.id, withStatus)) as unknown as { init: ResponseInit; data: unknown };
    expect(answer.init.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain("You must select a step");
    const json = new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    await expect(takeDecision(json, input.actor, input.id, route())).rejects.toMatchObject({ status: 400 });
  });

  it("reports a failure that threw, without a 500", async () => {
    const { input } = await world();
    const broken = toyDefinition({
      apply: async () => {
        throw new Error("boom");
      },
    });
    const answer = (await takeDecision(post({}), input.actor, input.id, route(broken))) as Response;
    expect(answer.headers.get("Location")).toBe(`/admin/things/${input.id}`);
  });
});
