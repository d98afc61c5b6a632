import { beforeEach, describe, expect, it } from "vitest";
import {
  certificationReference,
  createAdmin,
  createCertification,
  createMember,
  createRegistration,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { createRegistrationForUser, listUserRegistrations, NewRegistrationSchema } from "./user-registrations.server.ts";

beforeEach(() => resetDatabase());

describe("a user's registrations on the admin profile", () => {
  it("lists them newest first, expired ones as Expired; no user is null", async () => {
    const member = await createMember();
    const afc = await createCertification({ name: "AFC" });
    await createRegistration(member.id, { certificationId: afc.id, status: "post_registration", expirationStatus: "expired" });
    await createRegistration(member.id, { certificationId: afc.id, status: "pre_registration", step: "shipping" });
    const rows = await listUserRegistrations(member.id);
    expect(rows?.map((r) => [r.title, r.status, r.step])).toEqual([
      ["AFC", "Pre-Registration", "Shipping"],
      ["AFC", "Expired", "Pathway"],
    ]);
    expect(await listUserRegistrations(member.id + 999)).toBeNull();
  });

  it("creates an enrolled registration with the deadline and the pathway's hours; the pathway must be the certification's", async () => {
    const member = await createMember();
    const admin = await createAdmin();
    // the AFC's education pathway: 1000 hours
    const { certification: afc, pathway: pathways } = await certificationReference();
    const pathway = pathways.education;
    const ffc = await createCertification();
    const parsed = NewRegistrationSchema.safeParse({ certificationId: "", pathwayTypeId: "", deadline: "2027-02-30" });
    expect(parsed.success).toBe(false);
    const wrong = await createRegistrationForUser(adminActor(admin.id), member.id, {
      certificationId: ffc.id,
      pathwayTypeId: pathway.id,
      deadline: "2029-06-30",
    });
    expect(wrong).toMatchObject({ kind: "invalid", errors: { pathwayTypeId: [expect.any(String)] } });
    const made = await createRegistrationForUser(adminActor(admin.id), member.id, {
      certificationId: afc.id,
      pathwayTypeId: pathway.id,
      deadline: "2029-06-30",
    });
    expect(made).toEqual({ registrationId: expect.any(Number) });
    const registration = await db.registration.findFirstOrThrow({ where: { userId: member.id } });
    expect(registration).toMatchObject({ status: "post_registration", step: "exam", requiredHours: 1000, pathwayTypeId: pathway.id });
    expect(registration.deadline?.toISOString().slice(0, 10)).toBe("2029-07-01");
    expect(await db.auditEvent.count({ where: { action: "registration.create" } })).toBe(1);
  });
});
