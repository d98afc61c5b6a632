/**
 * The merge preview: the two accounts side by side with the value kept for each field, how many of
 * each kind of record move, the collisions and how each is resolved, and the blockers. The merge
 * recomputes it inside its transaction and refuses when it no longer matches what the admin saw
 * (the fingerprint), so nothing is merged on a stale preview.
 */
import { createHash } from "node:crypto";
import { nameOrEmailMatches } from "~/features/admin-users/users.server.ts";
import { CONTACT_METHOD_LABEL, ROLE, type ContactMethod } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { MERGE_FIELDS, defaultPick, sameValue, type MergeField, type Side, type SideExtras, type UserSnapshot } from "./fields.ts";
import { planMerge, type Collision, type MergePlan } from "./plan.server.ts";
import { MERGE_KINDS, type MergeKind } from "./handling.ts";

export type AccountSummary = { id: number; name: string; email: string; memberSince: string };
export type FieldRow = { key: string; label: string; target: string; source: string; same: boolean; pick: Side };
export type KindCount = { kind: MergeKind; label: string; count: number };

export type MergePreview = {
  target: AccountSummary;
  source: AccountSummary;
  fields: FieldRow[];
  counts: KindCount[];
  collisions: Collision[];
  blockers: string[];
  fingerprint: string;
};

export type MergeCandidate = { id: number; name: string; email: string };

/** Other member accounts matching a name or email (the Merge tab's search). */
export async function searchMergeCandidates(userId: number, q: string): Promise<MergeCandidate[]> {
  const matches = nameOrEmailMatches(q);
  if (!matches.length) return [];
  const rows = await db.user.findMany({
    where: { id: { not: userId }, deletedAt: null, role: ROLE.member, AND: matches },
    select: { id: true, firstName: true, lastName: true, email: true },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: 20,
  });
  return rows.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email }));
}

/** The preview of merging `sourceId` into `targetId` (which survives); null when either account does not exist. */
export async function loadMergePreview(targetId: number, sourceId: number, client: Tx = db): Promise<MergePreview | null> {
  const [target, source] = await Promise.all([
    client.user.findUnique({ where: { id: targetId } }),
    client.user.findUnique({ where: { id: sourceId } }),
  ]);
  if (!target || !source) return null;
  const plan = await planMerge(client, target, source);
  return previewOf(client, target, source, plan);
}

export async function previewOf(client: Tx, target: UserSnapshot, source: UserSnapshot, plan: MergePlan): Promise<MergePreview> {
  const extras = { target: await extrasOf(client, target.id), source: await extrasOf(client, source.id) };
  const labels = await labelsFor(client, [target, source]);
  const fields = MERGE_FIELDS.map((field) => ({
    key: field.key,
    label: field.label,
    target: display(field, target, labels),
    source: display(field, source, labels),
    same:
      sameValue(field, target, source) || (field.key !== "password" && display(field, target, labels) === display(field, source, labels)),
    pick: defaultPick(field, target, source, extras),
  }));
  const counts = await countMoving(client, source.id, plan);
  const preview = {
    target: summary(target),
    source: summary(source),
    fields,
    counts,
    collisions: plan.collisions,
    blockers: plan.blockers,
  };
  return { ...preview, fingerprint: createHash("sha256").update(JSON.stringify(preview)).digest("hex").slice(0, 32) };
}

const summary = (u: UserSnapshot): AccountSummary => ({
  id: u.id,
  name: `${u.firstName} ${u.lastName}`,
  email: u.email,
  memberSince: formatDate(u.createdAt),
});

export async function extrasOf(client: Tx, userId: number): Promise<SideExtras> {
  const [a, b, c] = await Promise.all([
    client.userWorkArea.count({ where: { userId } }),
    client.userPrimaryWorkArea.count({ where: { userId } }),
    client.userWorkAreaCategory.count({ where: { userId } }),
  ]);
  return { workAreaCount: a + b + c };
}

type Labels = {
  addresses: Map<number, string>;
  installations: Map<number, string>;
  workAreas: Map<number, string[]>;
};

async function labelsFor(client: Tx, users: UserSnapshot[]): Promise<Labels> {
  const ids = users.map((u) => u.id);
  const addressIds = users.map((u) => u.primaryAddressId).filter((x): x is number => x !== null);
  const installationIds = users.map((u) => u.militaryInstallationId).filter((x): x is number => x !== null);
  const [addresses, installations, categories, areas, primary] = await Promise.all([
    client.address.findMany({
      where: { id: { in: addressIds } },
      select: { id: true, addressLine1: true, city: true, state: true, zip: true },
    }),
    client.militaryInstallation.findMany({ where: { id: { in: installationIds } }, select: { id: true, name: true } }),
    client.userWorkAreaCategory.findMany({
      where: { userId: { in: ids } },
      select: { userId: true, category: { select: { name: true } } },
    }),
    client.userWorkArea.findMany({ where: { userId: { in: ids } }, select: { userId: true, workArea: { select: { name: true } } } }),
    client.userPrimaryWorkArea.findMany({ where: { userId: { in: ids } }, select: { userId: true, workArea: { select: { name: true } } } }),
  ]);
  const workAreas = new Map<number, string[]>();
  for (const row of [
    ...categories.map((c) => ({ userId: c.userId, name: c.category.name })),
    ...primary.map((p) => ({ userId: p.userId, name: p.workArea.name })),
    ...areas.map((a) => ({ userId: a.userId, name: a.workArea.name })),
  ])
    workAreas.set(row.userId, [...(workAreas.get(row.userId) ?? []), row.name]);
  return {
    addresses: new Map(
      addresses.map((a) => [a.id, [a.addressLine1, a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ")]),
    ),
    installations: new Map(installations.map((i) => [i.id, i.name])),
    workAreas,
  };
}

const yesNo = (v: boolean) => (v ? "Yes" : "No");
const text = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));

function display(field: MergeField, u: UserSnapshot, labels: Labels): string {
  switch (field.key) {
    case "name":
      return [u.firstName, u.middleName, u.lastName, u.suffix].filter(Boolean).join(" ");
    case "password":
      return u.passwordHash ? "Set (signs in with it)" : "Not set";
    case "willText":
    case "mediaResource":
    case "mentorConnect":
      return yesNo(Boolean(u[field.columns[0]!]));
    case "contactMethod":
      return CONTACT_METHOD_LABEL[u.contactMethod as ContactMethod] ?? text(u.contactMethod);
    case "dateOfBirth":
      return u.dateOfBirth ? formatDate(u.dateOfBirth) : "—";
    case "address":
      return u.primaryAddressId ? (labels.addresses.get(u.primaryAddressId) ?? "—") : "—";
    case "avatar":
      return u.avatarId ? "Has a photo" : "—";
    case "militaryInstallation":
      return u.militaryInstallationId ? (labels.installations.get(u.militaryInstallationId) ?? "—") : "—";
    case "workAreas": {
      const names = [...(labels.workAreas.get(u.id) ?? []), ...(u.areasOfWorkOther ? [`Other: ${u.areasOfWorkOther}`] : [])];
      return names.length ? names.join(", ") : "—";
    }
    case "social":
      return [u.twitterHandle, u.instagramProfile, u.linkedinProfile, u.facebookProfile].filter(Boolean).join(", ") || "—";
    case "counselling": {
      const on = [
        u.provideCounselingServices && "Provides counselling",
        u.agreeDemographicSearch && "Listed in search",
        u.offerVirtualCounseling && "Virtual",
        u.offerLocalCounseling && "Local",
        u.offerGroupWorkshops && "Group workshops",
      ].filter(Boolean);
      return on.length ? on.join(", ") : "None";
    }
    case "card":
      return u.pmLastFour ? `${u.pmType ?? "Card"} ending ${u.pmLastFour}` : "—";
    default:
      return field.columns.map((c) => text(u[c])).join(" ");
  }
}

/** How many of each kind of record move from the source (rows that stay with the retired account are not counted). */
async function countMoving(client: Tx, sourceId: number, plan: MergePlan): Promise<KindCount[]> {
  const notIn = (ids: number[]) => (ids.length ? { id: { notIn: ids } } : {});
  const where = { userId: sourceId };
  const n: Record<MergeKind, number> = {
    registrations: await client.registration.count({ where }),
    certifications: await client.userCertification.count({ where: { ...where, ...notIn(plan.staying.UserCertification) } }),
    ceus: (await client.individualCeu.count({ where })) + (await client.groupCeu.count({ where })),
    experience: await client.experience.count({ where: { registration: { userId: sourceId } } }),
    extensions: await client.extension.count({ where }),
    memberships: (await client.userMembership.count({ where })) + (await client.membershipRequest.count({ where })),
    trainings:
      (await client.userTraining.count({ where })) +
      (await client.independentTrainer.count({ where: { ...where, ...notIn(plan.staying.IndependentTrainer) } })),
    orders: await client.transaction.count({ where }),
    cart: await client.lineItem.count({ where: { ...where, transactionId: null, showInCart: true } }),
    events: await client.eventRegistration.count({ where: { ...where, ...notIn(plan.staying.EventRegistration) } }),
    notes: await client.note.count({ where }),
    flags: await client.userFlag.count({ where }),
    groups: await client.userGroup.count({ where: { ...where, groupId: { notIn: plan.sharedGroupIds } } }),
    notifications:
      (await client.notification.count({ where })) +
      (await client.emailMessage.count({ where })) +
      (await client.textMessage.count({ where })),
    uploads: await client.media.count({ where: { ownerUserId: sourceId } }),
    addresses: await client.address.count({ where }),
    sessions: await client.session.count({ where }),
    other: (await client.outsideCall.count({ where })) + (await client.reminder.count({ where })),
  };
  return (Object.keys(MERGE_KINDS) as MergeKind[]).map((kind) => ({ kind, label: MERGE_KINDS[kind], count: n[kind] }));
}
