/**
 * The member's own profile: the profile sidebar (summary, contact links, My Profile block, tab
 * check marks) and the saves of the Contact Info, Account Settings, {product} Settings and Social
 * Details tabs and the /opt-in page. Reads take the user's id, saves the Actor (audited inside their
 * transaction); nothing here reads or writes another member's rows.
 */
import { cardBrandLabel } from "~/features/commerce/payment-method.ts";
import {
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUS_LABEL,
  REGISTRATION_STATUS,
  TRANSACTION_STATUS,
  type CertificationStatus,
} from "~/domain/constants.ts";
import { badgeTone, profileCompleteness } from "~/features/profile/rules.ts";
import type { ContactInfo, SocialInput } from "~/features/profile/schemas.server.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange, beforeOf, selectOf } from "~/lib/audit.server.ts";
import { loadByIds } from "~/lib/by-id.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { nullsLowest } from "~/lib/dialect/index.server.ts";
import { formatDate, parseDateInput, toDateInputValue } from "~/lib/dates.ts";
import { avatarUrl } from "~/features/profile/avatar.server.ts";
import { activeMembershipWhere, isValidMember } from "~/features/membership/memberships.server.ts";
import { groupTrainings, type TrainingGroups } from "~/features/trainings/catalogue.ts";
import { listMemberTrainingRows, trainingsById } from "~/features/trainings/catalogue.server.ts";

export type MyProfileItem = { key: string; label: string; badge: string; tone: "primary" | "warning"; href?: string };

/** The User columns the sidebar shows (the dashboard reads them in its own user query). */
export const sidebarUserSelect = {
  firstName: true,
  lastName: true,
  email: true,
  website: true,
  workPhone: true,
  homePhone: true,
  jobTitle: true,
  organization: true,
  avatarId: true,
  primaryWorkAreaCategoryId: true,
  yearsOfService: true,
  publicBio: true,
  primaryAddressId: true,
} as const;

type SidebarUser = Prisma.UserGetPayload<{ select: typeof sidebarUserSelect }>;

/** Trainings the sidebar lists: completed ones, then enrolled ones. */
export const SIDEBAR_TRAININGS = 50;

/**
 * What the sidebar is built from: the rows as read, the member's trainings grouped by the one rule
 * (features/trainings/catalogue.ts), and the names of certifications by id (looked up with `loadByIds`).
 */
export type ProfileSidebarRows = {
  user: SidebarUser;
  primaryAddress: { city: string | null; state: string | null; country: string | null } | null;
  /** the active membership's type name, null when not a valid member */
  membershipName: string | null;
  /** the latest (issued) certification */
  certification: { id: number; status: string; accredibleUrl: string | null; certificationId: number } | null | undefined;
  /** the member's trainings: completed and enrolled (the first SIDEBAR_TRAININGS of both are shown) */
  trainings: Pick<TrainingGroups, "completed" | "inProgress">;
  /** the latest certification registration that is not complete */
  registration: { id: number; expirationStatus: string | null; certificationId: number | null } | null;
  certificationName: (id: number) => string | undefined;
};

/** The sidebar's registration row: the latest certification registration that is not complete. */
export function latestOpenCertificationRegistration(userId: number) {
  return db.registration.findFirst({
    where: { userId, certificationId: { not: null }, status: { not: REGISTRATION_STATUS.complete } },
    orderBy: { id: "desc" },
    select: { id: true, expirationStatus: true, certificationId: true },
  });
}

/** The user's primary address for the summary line (no query without one). */
export function primaryAddress(addressId: number | null) {
  if (addressId === null) return Promise.resolve(null);
  return db.address.findUnique({ where: { id: addressId }, select: { city: true, state: true, country: true } });
}

/** Certifications (id, name) by id, in one query (none for no ids). */
export function certificationsById(ids: Iterable<number | null | undefined>) {
  return loadByIds(ids, (some) => db.certification.findMany({ where: { id: { in: some } }, select: { id: true, name: true } }));
}

/** Everything the profile sidebar shows, in a fixed number of queries (six, and up to four lookups). */
export async function getProfileSidebar(userId: number, now = new Date()) {
  const [user, membership, certification, [userTrainings, registrations], registration] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: sidebarUserSelect }),
    db.userMembership.findFirst({
      where: activeMembershipWhere(userId, now),
      orderBy: { end: "desc" },
      select: { membershipTypeId: true },
    }),
    db.userCertification.findFirst({
      where: { userId },
      orderBy: [{ issuedAt: nullsLowest("desc") }, { id: "desc" }],
      select: { id: true, status: true, accredibleUrl: true, certificationId: true },
    }),
    listMemberTrainingRows(userId),
    latestOpenCertificationRegistration(userId),
  ]);
  const [address, membershipType, certifications, trainings] = await Promise.all([
    primaryAddress(user.primaryAddressId),
    membership ? db.membershipType.findUnique({ where: { id: membership.membershipTypeId }, select: { name: true } }) : null,
    certificationsById([certification?.certificationId, registration?.certificationId]),
    trainingsById([...userTrainings.map((t) => t.trainingId), ...registrations.map((r) => r.trainingId)]),
  ]);
  return buildProfileSidebar({
    user,
    primaryAddress: address,
    membershipName: membershipType?.name ?? null,
    certification,
    trainings: groupTrainings({ userTrainings, registrations, trainings, catalogue: [] }, now),
    registration,
    certificationName: (id) => certifications.get(id)?.name,
  });
}

/** The sidebar from its loaded rows (no queries). */
export function buildProfileSidebar(rows: ProfileSidebarRows) {
  const { user, membershipName, certificationName } = rows;
  const certification = rows.certification
    ? { ...rows.certification, name: certificationName(rows.certification.certificationId) ?? "Certification" }
    : null;
  // A registration whose certification has no name is left out.
  const registrationName = rows.registration?.certificationId != null ? certificationName(rows.registration.certificationId) : undefined;
  const registration =
    rows.registration && registrationName !== undefined ? { ...rows.registration, certificationName: registrationName } : null;
  const items: MyProfileItem[] = [];
  if (membershipName !== null) {
    items.push({ key: "membership", label: membershipName, badge: "In Good Standing", tone: "primary" });
  }
  if (certification) {
    const badge = CERTIFICATION_STATUS_LABEL[certification.status as CertificationStatus] ?? certification.status;
    items.push({
      key: `certification-${certification.id}`,
      label: certification.name,
      badge,
      tone: certification.status === CERTIFICATION_STATUS.goodStanding ? "primary" : badgeTone(badge),
      href: certification.accredibleUrl ?? undefined,
    });
  }
  // The trainings as the Essentials courses page groups them: completed (credential link), then enrolled.
  const trainingItems: MyProfileItem[] = [
    ...rows.trainings.completed.map((t) => ({
      key: `training-${t.userTrainingId}`,
      label: t.name,
      badge: "Completed",
      tone: "primary" as const,
      href: t.credentialUrl ?? undefined,
    })),
    ...rows.trainings.inProgress.map((t) => {
      const badge = t.pending ? "Pending" : "In Progress";
      const key = t.userTrainingId !== null ? `training-${t.userTrainingId}` : `training-registration-${t.registrationId}`;
      return { key, label: t.name, badge, tone: badgeTone(badge) };
    }),
  ];
  items.push(...trainingItems.slice(0, SIDEBAR_TRAININGS));
  if (registration) {
    const badge = registration.expirationStatus ? "Expired" : "In Progress";
    items.push({
      key: `registration-${registration.id}`,
      label: `${registration.certificationName} Registration`,
      badge,
      tone: badgeTone(badge),
    });
  }

  const address = rows.primaryAddress;
  const place = address ? [address.city, address.state, address.country].filter(Boolean).join(", ") : null;
  const job =
    user.jobTitle && user.organization ? `${user.jobTitle} at ${user.organization}` : (user.jobTitle ?? user.organization ?? null);
  return {
    summary: {
      firstName: user.firstName,
      lastName: user.lastName,
      avatarSrc: user.avatarId ? avatarUrl(user.avatarId) : null,
      place,
      job,
    },
    contacts: { office: user.workPhone, home: user.homePhone, email: user.email, website: user.website },
    myProfile: items,
    completeness: profileCompleteness(user),
  };
}
export type ProfileSidebarData = ReturnType<typeof buildProfileSidebar>;

/** The columns of the Contact Info form (the member's, and the admin's Info tab). */
export const CONTACT_SELECT = {
  firstName: true,
  middleName: true,
  lastName: true,
  suffix: true,
  dateOfBirth: true,
  gender: true,
  ethnicity: true,
  website: true,
  contactMethod: true,
  workPhone: true,
  homePhone: true,
  cellPhone: true,
  willText: true,
  agreeTos: true,
  primaryAddressId: true,
  avatarId: true,
} as const satisfies Prisma.UserSelect;

/** Contact Info tab: current values (dates as yyyy-mm-dd for the date input). */
export async function getContactInfo(userId: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: CONTACT_SELECT });
  return {
    ...user,
    dateOfBirth: user.dateOfBirth ? toDateInputValue(user.dateOfBirth) : "",
    avatarSrc: user.avatarId ? avatarUrl(user.avatarId) : null,
  };
}

/** Saves the acting user's row and its audit event (on the User, with what was saved) in one transaction. */
async function saveUser(actor: Actor, action: string, after: object, data: Prisma.UserUncheckedUpdateInput) {
  await db.$transaction(async (tx) => {
    const current = await tx.user.findUnique({ where: { id: actor.userId }, select: selectOf(data) as Prisma.UserSelect });
    await tx.user.update({ where: { id: actor.userId }, data });
    await auditChange(tx, actor, { action, entityType: "User", entityId: actor.userId, before: beforeOf(current, data), after });
  });
}

/** The primary address is not one of the member's own addresses (the Contact Info rule), with its message. */
export async function primaryAddressProblem(client: Pick<Tx, "address">, userId: number, addressId: number | null): Promise<string | null> {
  if (addressId === null) return null;
  const own = await client.address.count({ where: { id: addressId, userId } });
  return own ? null : "Please choose one of your addresses.";
}

/** The User columns a Contact Info save writes. */
export function contactInfoData(input: ContactInfo) {
  return {
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    suffix: input.suffix,
    dateOfBirth: input.dateOfBirth ? parseDateInput(input.dateOfBirth) : null,
    gender: input.gender,
    ethnicity: input.ethnicity,
    website: input.website,
    contactMethod: input.contactMethod,
    workPhone: input.workPhone,
    homePhone: input.homePhone,
    cellPhone: input.cellPhone,
    willText: input.willText,
    agreeTos: input.agreeTos,
    primaryAddressId: input.primaryAddressId,
  };
}

/** Saves the Contact Info tab. The primary address must be one of the user's own addresses. */
export async function updateContactInfo(actor: Actor, input: ContactInfo, now = new Date()): Promise<Invalid<"primaryAddressId"> | null> {
  const problem = await primaryAddressProblem(db, actor.userId, input.primaryAddressId);
  if (problem) return invalid({ primaryAddressId: problem });
  await saveUser(actor, "profile.contact.update", input, { ...contactInfoData(input), profileLastUpdated: now });
  return null;
}

export async function getProductSettings(userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { mediaResource: true } });
}

export async function updateProductSettings(actor: Actor, input: { mediaResource: boolean }, now = new Date()) {
  await saveUser(actor, "profile.settings.update", input, { mediaResource: input.mediaResource, profileLastUpdated: now });
}

export async function getSocial(userId: number, now = new Date()) {
  const [user, validMember] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        publicBio: true,
        memberBio: true,
        twitterHandle: true,
        instagramProfile: true,
        linkedinProfile: true,
        facebookProfile: true,
      },
    }),
    isValidMember(userId, now),
  ]);
  return { ...user, validMember };
}

/** Saves Social Details; the member bio is kept as it was unless the user is a valid member. */
export async function updateSocial(actor: Actor, input: SocialInput, now = new Date()) {
  const validMember = await isValidMember(actor.userId, now);
  const { memberBio, ...rest } = input;
  await saveUser(actor, "profile.social.update", input, { ...rest, ...(validMember ? { memberBio } : {}), profileLastUpdated: now });
}

/** /opt-in: start text messages to the given cell phone. */
export async function optInToTexts(actor: Actor, cellPhone: string, now = new Date()) {
  await saveUser(actor, "profile.textOptIn", { cellPhone }, { willText: true, agreeTos: true, cellPhone, profileLastUpdated: now });
}

export async function getOptIn(userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { willText: true, agreeTos: true, cellPhone: true } });
}

/** Payment Info tab: the saved card and the payment history (newest first, bounded). */
export async function getPaymentInfo(userId: number, limit = 50) {
  const [user, transactions, total] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { pmType: true, pmLastFour: true } }),
    db.transaction.findMany({
      where: { userId, status: { in: [TRANSACTION_STATUS.succeeded, TRANSACTION_STATUS.refunded] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select: {
        id: true,
        createdAt: true,
        amountCents: true,
        status: true,
        cardLastFour: true,
        _count: { select: { lineItems: true } },
        lineItems: { take: 1, orderBy: { id: "asc" }, select: { name: true } },
      },
    }),
    db.transaction.count({ where: { userId, status: { in: [TRANSACTION_STATUS.succeeded, TRANSACTION_STATUS.refunded] } } }),
  ]);
  return {
    card: user.pmLastFour ? { brand: cardBrandLabel(user.pmType), lastFour: user.pmLastFour } : null,
    total,
    payments: transactions.map((t) => ({
      id: t.id,
      date: formatDate(t.createdAt),
      amountCents: t.amountCents,
      status: t.status,
      description: t.lineItems[0]
        ? t._count.lineItems > 1
          ? `${t.lineItems[0].name} and ${t._count.lineItems - 1} more`
          : t.lineItems[0].name
        : "Payment",
    })),
  };
}
