import { beforeEach, describe, expect, it } from "vitest";
import { createMember, userFlag } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { reviewFrame, reviewOwnerSelect, type ReviewQueuePaths } from "./review-page.server.ts";

beforeEach(() => resetDatabase());

const things: ReviewQueuePaths = {
  root: () => "/admin/things",
  approve: (id) => `/admin/things/${id}/approve`,
  reject: (id) => `/admin/things/${id}/reject`,
};

/** A member with two active flags and a resolved one, read the way a review page reads its owner. */
async function flaggedOwner() {
  const member = await createMember({ firstName: "Flo", lastName: "Flagged", email: "flo@example.org" });
  await userFlag(member.id, "Chargeback on file", { createdAt: new Date("2026-01-02") });
  await userFlag(member.id, "Settled dispute", { active: false, createdAt: new Date("2026-01-03") });
  await userFlag(member.id, "Duplicate account", { createdAt: new Date("2026-01-04") });
  const owner = await db.user.findUniqueOrThrow({ where: { id: member.id }, ...reviewOwnerSelect });
  return { member, owner };
}

const base = { id: 7, title: "Thing Review", status: { label: "Pending", tone: "warning" as const }, reviews: [] };
const decidedLine = { text: "Approved on 01/05/2026 9:00 AM by Ada Admin.", tone: "success" as const };

describe("reviewFrame (the review page's frame)", () => {
  it("shows the owner with a link to their admin profile and their active flags, oldest first", async () => {
    const { member, owner } = await flaggedOwner();
    const frame = reviewFrame({ ...base, queue: { name: "Things", paths: things }, owner, open: { approve: true, reject: true } });
    expect(frame.owner).toEqual({
      id: member.id,
      name: "Flo Flagged",
      email: "flo@example.org",
      href: `/admin/users/${member.id}`,
      militarySpouse: false,
    });
    expect(frame.flags).toEqual(["Chargeback on file", "Duplicate account"]);
    expect(frame.queue).toEqual({ name: "Things", href: "/admin/things" });
    expect(frame.title).toBe("Thing Review");
    expect(frame.reviewsEmpty).toBe("No reviews yet.");
    expect([frame.edit, frame.delete]).toEqual([null, null]);
    const deletable = reviewFrame({
      ...base,
      queue: { name: "Things", paths: things },
      owner,
      delete: "/admin/things/7/delete",
      open: { approve: false, reject: false },
    });
    expect([deletable.edit, deletable.delete]).toEqual([null, "/admin/things/7/delete"]);
    const spouse = reviewFrame({
      ...base,
      queue: { name: "Things", paths: things },
      owner,
      militarySpouse: true,
      open: { approve: true, reject: true },
    });
    expect(spouse.owner.militarySpouse).toBe(true);
  });

  it("has no flags for an owner without active ones", async () => {
    const member = await createMember();
    const owner = await db.user.findUniqueOrThrow({ where: { id: member.id }, ...reviewOwnerSelect });
    expect(
      reviewFrame({ ...base, queue: { name: "Things", paths: things }, owner, open: { approve: false, reject: false } }).flags,
    ).toEqual([]);
  });

  it("offers the decisions open now and no status line while the record is undecided", async () => {
    const { owner } = await flaggedOwner();
    const frame = (open: { approve: boolean; reject: boolean }) =>
      reviewFrame({ ...base, queue: { name: "Things", paths: things }, owner, open, statusLine: decidedLine });
    expect(frame({ approve: true, reject: true })).toMatchObject({
      decisions: { approve: "/admin/things/7/approve", reject: "/admin/things/7/reject" },
      statusLine: null,
    });
    // e.g. a rejected CEU: it can still be approved, no longer rejected
    expect(frame({ approve: true, reject: false })).toMatchObject({
      decisions: { approve: "/admin/things/7/approve", reject: null },
      statusLine: null,
    });
  });

  it("once decided offers no decision and shows the status line, where the queue writes one", async () => {
    const { owner } = await flaggedOwner();
    const decided = { ...base, queue: { name: "Things", paths: things }, owner, open: { approve: false, reject: false } };
    expect(reviewFrame({ ...decided, statusLine: decidedLine })).toMatchObject({
      decisions: { approve: null, reject: null },
      statusLine: decidedLine,
    });
    expect(reviewFrame(decided).statusLine).toBeNull();
    expect(reviewFrame({ ...decided, reviewsEmpty: "No decision yet." }).reviewsEmpty).toBe("No decision yet.");
  });
});
