import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase } from "../../tests/setup/db.ts";
import { ROLE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { auditIfImpersonating } from "./audit.server.ts";

let adminId: number;
let memberId: number;

beforeEach(async () => {
  resetDatabase();
  adminId = (await db.user.create({ data: { email: "ada@example.org", firstName: "Ada", lastName: "Admin", role: ROLE.admin } })).id;
  memberId = (await db.user.create({ data: { email: "max@example.org", firstName: "Max", lastName: "Member", role: ROLE.member } })).id;
});

describe("auditIfImpersonating", () => {
  it("records a change an admin makes as a member, with the admin as actor and what was saved", async () => {
    await auditIfImpersonating(
      { user: { id: memberId }, impersonator: { id: adminId } },
      { action: "profile.social.update", entityType: "User", entityId: memberId, after: { publicBio: "Hello" } },
    );
    const events = await db.auditEvent.findMany();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: adminId,
      actingAsUserId: memberId,
      action: "profile.social.update",
      entityType: "User",
      entityId: memberId,
      after: { publicBio: "Hello" },
    });
  });

  it("records nothing when members change their own profile", async () => {
    await auditIfImpersonating(
      { user: { id: memberId }, impersonator: null },
      { action: "profile.social.update", entityType: "User", entityId: memberId },
    );
    expect(await db.auditEvent.count()).toBe(0);
  });
});
