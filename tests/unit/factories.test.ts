import bcrypt from "bcryptjs";
import { beforeEach, describe, expect, it } from "vitest";
import { ROLE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { resetDatabase } from "../setup/db.ts";
import {
  createAdmin,
  createGroupCeu,
  createIndividualCeu,
  createMember,
  createMembership,
  createRegistration,
  membershipType,
  TEST_PASSWORD,
} from "../factories/index.ts";

beforeEach(() => resetDatabase());

describe("test factories", () => {
  it("make distinct members, an admin, and a member who can sign in with the test password", async () => {
    const a = await createMember();
    const b = await createMember({ firstName: "Dee", card: { id: "pm_card_visa" } });
    const admin = await createAdmin();
    const signer = await createMember({ password: true });
    expect(a.email).not.toBe(b.email);
    expect(b).toMatchObject({ firstName: "Dee", role: ROLE.member, stripePaymentMethodId: "pm_card_visa", pmLastFour: "4242" });
    expect(admin.role).toBe(ROLE.admin);
    expect(bcrypt.compareSync(TEST_PASSWORD, signer.passwordHash ?? "")).toBe(true);
  });

  it("reuse one membership type per key and give a valid membership by default", async () => {
    const user = await createMember();
    const first = await createMembership(user.id);
    const second = await createMembership(user.id, { approved: false });
    expect(first.membershipTypeId).toBe(second.membershipTypeId);
    expect((await membershipType()).product?.priceCents).toBe(15_000);
    expect(first.start.getTime()).toBeLessThan(Date.now());
    expect(first.end.getTime()).toBeGreaterThan(Date.now());
  });

  it("make pending CEUs and a pre-registration with what the schema requires", async () => {
    const user = await createMember();
    const ceu = await createIndividualCeu(user.id);
    const group = await createGroupCeu(user.id, { programTitle: "Summit" });
    const registration = await createRegistration(user.id);
    expect(ceu.status).toBe("pending");
    expect(group).toMatchObject({ status: "pending", programTitle: "Summit" });
    expect(group.submittedAt).not.toBeNull();
    expect(registration).toMatchObject({ status: "pre_registration", step: "pathway" });
    expect(await db.user.count()).toBe(1);
  });
});
