import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createCertification, createMember } from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { parsedForm, schemaErrors } from "../../../tests/setup/forms.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import {
  addCertificationPayment,
  CERTIFICATION_ADMIN_MESSAGES,
  CertificationEditSchema,
  certificationPaymentSchema,
  deleteCertificationPayment,
  paymentForm,
  reinstateCertification,
  updateUserCertification,
} from "./certification-admin.server.ts";

const server = setupServer(...handlersFor(["mail", "accredible"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");

async function setup(status = "good_standing") {
  const member = await createMember();
  const admin = await createAdmin();
  const afc = await createCertification({ accredibleGroupId: "ACC-AFC" });
  const uc = await db.userCertification.create({ data: { userId: member.id, certificationId: afc.id, status } });
  return { member, afc, uc, actor: adminActor(admin.id) };
}

describe("certification administration", () => {
  it("edits the status, the certificate URL and the secuId, with messages on bad values", async () => {
    const { member, afc, uc, actor } = await setup();
    expect(schemaErrors(CertificationEditSchema, { status: "gone", accredibleUrl: "ftp://x", secuId: "" })).toEqual({
      status: [CERTIFICATION_ADMIN_MESSAGES.invalidStatus],
      accredibleUrl: [CERTIFICATION_ADMIN_MESSAGES.invalidUrl],
    });
    const edit = parsedForm(CertificationEditSchema, { status: "revoked", accredibleUrl: "https://www.credential.net/x", secuId: " S-1 " });
    expect(await updateUserCertification(actor, member.id, afc.id, edit, NOW)).toBeNull();
    expect(await updateUserCertification(actor, member.id, afc.id + 1, edit, NOW)).toEqual({
      kind: "invalid",
      errors: { "": [CERTIFICATION_ADMIN_MESSAGES.updateFailed] },
    });
    expect(await db.userCertification.findUniqueOrThrow({ where: { id: uc.id } })).toMatchObject({
      status: "revoked",
      accredibleUrl: "https://www.credential.net/x",
      revokedAt: NOW,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).secuId).toBe("S-1");
  });

  it("adds payments for a year (default the highest paid year plus one) and deletes them", async () => {
    const { member, afc, uc, actor } = await setup();
    expect(await paymentForm(member.id, afc.id, NOW)).toMatchObject({ defaultYear: 2026 });
    expect(schemaErrors(certificationPaymentSchema(NOW), { year: "1999", price: "abc" })).toEqual({
      year: [CERTIFICATION_ADMIN_MESSAGES.invalidYear],
      price: [CERTIFICATION_ADMIN_MESSAGES.invalidPrice],
    });
    const payment = parsedForm(certificationPaymentSchema(NOW), { year: "2027", price: "95.50" });
    expect(await addCertificationPayment(actor, member.id, afc.id, payment, NOW)).toBeNull();
    const line = await db.lineItem.findFirstOrThrow({ where: { userCertificationId: uc.id }, include: { transaction: true } });
    expect(line).toMatchObject({ year: 2027, finalPriceCents: 9550, kind: "renewal" });
    expect(line.transaction).toMatchObject({ status: "succeeded", type: "admin_payment", amountCents: 9550 });
    expect(await paymentForm(member.id, afc.id, NOW)).toMatchObject({ defaultYear: 2028 });
    expect(await deleteCertificationPayment(actor, member.id, afc.id + 1, line.id)).toMatchObject({ ok: false });
    expect(await deleteCertificationPayment(actor, member.id, afc.id, line.id)).toEqual({ ok: true });
    expect(await db.lineItem.count()).toBe(0);
    expect(await db.transaction.count()).toBe(0);
  });

  it("reinstates a revoked certification with a new certificate, once; refuses one in good standing", async () => {
    const { member, afc, uc, actor } = await setup("revoked");
    expect(await reinstateCertification(actor, member.id, afc.id, NOW)).toEqual({ ok: true });
    const after = await db.userCertification.findUniqueOrThrow({ where: { id: uc.id } });
    expect(after.status).toBe("good_standing");
    expect(after.accredibleUrl).toMatch(/^https:\/\/www\.credential\.net\/mock-acc-afc-/);
    expect(await db.notification.count({ where: { userId: member.id } })).toBe(1);
    expect(await reinstateCertification(actor, member.id, afc.id, NOW)).toEqual({
      ok: false,
      message: CERTIFICATION_ADMIN_MESSAGES.notRevoked,
    });
  });
});
