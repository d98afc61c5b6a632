/**
 * Duplicate accounts of one person, and their merge (decision 57), by state: two accounts to merge,
 * two merged with the undo open. The merge itself goes through the Merge service, as an admin makes it.
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { mergeUsers } from "~/features/member-records/merge/merge.server.ts";
import { loadMergePreview } from "~/features/member-records/merge/preview.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { createIndividualCeu, creditType } from "./ceus.ts";
import { cartLine, paidOrder, saveCard } from "./commerce.ts";
import { certifiedInGoodStanding } from "./certifications.ts";
import { createMembership } from "./memberships.ts";
import { unreadNotification } from "./notifications.ts";
import { uniqueName } from "./sequence.ts";
import { createAddress, createAdmin, createMember, inUserGroup, userFlag, userGroupNamed, type MemberOverrides } from "./users.ts";

export type DuplicateOptions = { survivor?: MemberOverrides; duplicate?: MemberOverrides; now?: Date };

/**
 * One person, two member accounts. The survivor (older): certified in good standing, a CEU, an active
 * membership, a home address, a note. The duplicate (made later with another email): a paid order, a
 * cart line, a CEU, a flag, a group, a notification, a saved card, a cell phone the survivor lacks.
 * Both sign in with TEST_PASSWORD.
 */
export async function duplicateAccounts(opts: DuplicateOptions = {}) {
  // unique across the processes sharing a database (browser tests' workers, the demo seed)
  const tag = uniqueName("duplicate").replace(/\s+/g, "-").toLowerCase();
  const survivor = await createMember({
    firstName: "Dana",
    lastName: "Duplicate",
    email: `dana.${tag}@example.org`,
    password: true,
    createdAt: new Date("2019-03-01T15:00:00Z"),
    ...opts.survivor,
  });
  const duplicate = await createMember({
    firstName: "Dana",
    lastName: "Duplicate",
    email: `dana.${tag}.second@example.org`,
    password: true,
    cellPhone: "555-0142",
    ...opts.duplicate,
  });
  const certified = await certifiedInGoodStanding(survivor.id, { now: opts.now });
  const ceuIn = { reportingPeriodId: certified.userCertification.reportingPeriodId!, creditTypeId: (await creditType()).id };
  const survivorCeu = await createIndividualCeu(survivor.id, { ...ceuIn, programTitle: "Budgeting basics" });
  await createMembership(survivor.id);
  await createAddress(survivor.id);
  await db.note.create({ data: { userId: survivor.id, note: "Called about the AFC exam." } });

  const duplicateCeu = await createIndividualCeu(duplicate.id, { ...ceuIn, programTitle: "Credit counselling" });
  const order = await paidOrder(duplicate.id, [{ kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 2_500 }], { at: opts.now });
  const cart = await cartLine(duplicate.id, { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 1_000 });
  await userFlag(duplicate.id, "Second account");
  const group = await userGroupNamed("Military spouses");
  await inUserGroup(duplicate.id, group.id);
  await unreadNotification(duplicate.id);
  await saveCard(duplicate.id, { id: "pm_card_mastercard", brand: "mastercard", last4: "4444" });
  return { survivor, duplicate, certified, survivorCeu, duplicateCeu, order, cart, group };
}

/** duplicateAccounts, merged by an admin through the Merge service with the preview's defaults: the undo is open. */
export async function mergedAccounts(opts: DuplicateOptions = {}) {
  const accounts = await duplicateAccounts(opts);
  const admin = await createAdmin();
  const preview = await loadMergePreview(accounts.survivor.id, accounts.duplicate.id);
  if (!preview) throw new Error("no preview");
  const merged = await mergeUsers({
    actor: adminActor(admin.id),
    targetId: accounts.survivor.id,
    sourceId: accounts.duplicate.id,
    fingerprint: preview.fingerprint,
    posted: {},
    now: opts.now,
  });
  if (merged.kind !== "merged") throw new Error(`merge refused: ${JSON.stringify(merged)}`);
  return { ...accounts, admin, mergeId: merged.mergeId };
}
