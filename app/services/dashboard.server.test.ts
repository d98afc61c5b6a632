import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetDatabase } from "../../tests/setup/db.ts";
import { CERTIFICATION_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { resetEnvCache } from "~/lib/env.server.ts";
import { getDashboard, isOutOfOffice } from "./dashboard.server.ts";

beforeEach(() => resetDatabase());
afterEach(() => {
  delete process.env.OUT_OF_OFFICE_START;
  delete process.env.OUT_OF_OFFICE_END;
  resetEnvCache();
});

async function member() {
  return db.user.create({ data: { email: "dee@example.org", firstName: "Dee", lastName: "Member" } });
}

describe("dashboard", () => {
  it("shows a new member as not enrolled and not a member, with no alerts", async () => {
    const user = await member();
    const d = await getDashboard(user.id);
    expect(d).toMatchObject({ firstName: "Dee", membership: null, certification: null, notifications: [], trainings: { completed: 0, inProgress: 0 } });
  });

  it("shows an active membership with its end date, the certification status label and unread alerts", async () => {
    const user = await member();
    const now = new Date("2026-11-21T15:00:00Z");
    const type = await db.membershipType.create({ data: { key: "professional", name: "Professional Membership" } });
    await db.userMembership.create({ data: { userId: user.id, membershipTypeId: type.id, start: new Date("2026-08-13T04:00:00Z"), end: new Date("2027-08-12T04:00:00Z") } });
    const cert = await db.certification.create({ data: { key: "afc", name: "Accredited Financial Counselor" } });
    await db.userCertification.create({ data: { userId: user.id, certificationId: cert.id, status: CERTIFICATION_STATUS.lapsedCeus } });
    await db.notification.create({ data: { userId: user.id, title: "CEU approved", message: "Yours", createdAt: new Date("2026-11-01T15:00:00Z") } });
    const d = await getDashboard(user.id, now);
    expect(d.membership).toEqual({ name: "Professional Membership", end: "08/12/2027" });
    expect(d.certification).toMatchObject({ name: "Accredited Financial Counselor", statusLabel: "Lapsed for CEUs" });
    expect(d.notifications).toEqual([expect.objectContaining({ title: "CEU approved", createdAt: "11/01/2026", unread: true })]);
  });

  it("does not count an expired membership", async () => {
    const user = await member();
    const type = await db.membershipType.create({ data: { key: "professional", name: "Professional Membership" } });
    await db.userMembership.create({ data: { userId: user.id, membershipTypeId: type.id, start: new Date("2024-01-01"), end: new Date("2024-12-30") } });
    expect((await getDashboard(user.id, new Date("2026-11-21T15:00:00Z"))).membership).toBeNull();
  });
});

describe("out-of-office banner", () => {
  it("shows while the configured dates enclose the present, through the end of the last New York day", () => {
    process.env.OUT_OF_OFFICE_START = "2026-12-24";
    process.env.OUT_OF_OFFICE_END = "2026-12-26";
    resetEnvCache();
    expect(isOutOfOffice(new Date("2026-12-23T12:00:00Z"))).toBe(false);
    expect(isOutOfOffice(new Date("2026-12-24T12:00:00Z"))).toBe(true);
    expect(isOutOfOffice(new Date("2026-12-27T04:30:00Z"))).toBe(true); // 11:30 pm on the 26th in New York
    expect(isOutOfOffice(new Date("2026-12-27T05:30:00Z"))).toBe(false);
  });

  it("is off when the dates are not set", () => {
    expect(isOutOfOffice(new Date())).toBe(false);
  });
});
