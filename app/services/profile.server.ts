/**
 * The member's own profile: the profile sidebar (summary, contact links, My Profile block, tab
 * check marks) and the saves of the Contact Info, Account Settings, {product} Settings and Social
 * Details tabs and the /opt-in page. Every function takes the acting user's id; nothing here reads
 * or writes another member's rows.
 */
import { cardBrandLabel } from "~/domain/cart/payment-method.ts";
import {
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUS_LABEL,
  REGISTRATION_STATUS,
  TRANSACTION_STATUS,
  USER_TRAINING_STATUS,
  type CertificationStatus,
} from "~/domain/constants.ts";
import { badgeTone, profileCompleteness } from "~/domain/profile/rules.ts";
import type { AccountInput, ContactInfo, SocialInput } from "~/domain/profile/schemas.ts";
import { CURRENT_PASSWORD_MESSAGE, EMAIL_TAKEN_MESSAGE, WRONG_PASSWORD_MESSAGE } from "~/domain/profile/schemas.ts";
import { db } from "~/lib/db.server.ts";
import { formatDate, parseDateInput, toDateInputValue } from "~/lib/dates.ts";
import { hashPassword, verifyPassword } from "~/lib/password.server.ts";
import { avatarUrl } from "~/services/avatar.server.ts";
import { activeMembershipWhere, isValidMember } from "~/services/memberships.server.ts";

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

type SidebarUser = {
  firstName: string;
  lastName: string;
  email: string;
  website: string | null;
  workPhone: string | null;
  homePhone: string | null;
  jobTitle: string | null;
  organization: string | null;
  avatarId: number | null;
  primaryWorkAreaCategoryId: number | null;
  yearsOfService: string | null;
  publicBio: string | null;
};

/**
 * What the sidebar is built from. Names of certifications and trainings come from one lookup per
 * table (by id) rather than a nested select each: Prisma runs every nested relation as a query of
 * its own, even when the parent row is missing.
 */
export type ProfileSidebarSource = {
  user: SidebarUser;
  primaryAddress: { city: string | null; state: string | null; country: string | null } | null;
  /** the active membership's type name, null when not a valid member */
  membershipName: string | null;
  /** the latest (issued) certification */
  certification: { id: number; status: string; accredibleUrl: string | null; name: string } | null;
  /** the first 50 training enrolments, oldest first */
  trainings: { id: number; status: string; accredibleUrl: string | null; name: string }[];
  /** the latest certification registration that is not complete */
  registration: { id: number; expirationStatus: string | null; certificationName: string } | null;
};

/** Training enrolments the sidebar lists (the dashboard reads more of the same rows, in the same order). */
export const SIDEBAR_TRAININGS = 50;

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

const definedIds = (ids: readonly (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => typeof id === "number"))];

/** Certification names by id, in one query (none for no ids). */
export async function certificationNames(ids: readonly (number | null | undefined)[]): Promise<Map<number, string>> {
  const unique = definedIds(ids);
  if (unique.length === 0) return new Map();
  const rows = await db.certification.findMany({ where: { id: { in: unique } }, select: { id: true, name: true } });
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function trainingNames(ids: readonly number[]): Promise<Map<number, string>> {
  const unique = definedIds(ids);
  if (unique.length === 0) return new Map();
  const rows = await db.training.findMany({ where: { id: { in: unique } }, select: { id: true, name: true } });
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Everything the profile sidebar shows, in a fixed number of queries (five, and up to four lookups). */
export async function getProfileSidebar(userId: number, now = new Date()) {
  const [user, membership, certification, trainings, registration] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: sidebarUserSelect }),
    db.userMembership.findFirst({
      where: activeMembershipWhere(userId, now),
      orderBy: { end: "desc" },
      select: { membershipTypeId: true },
    }),
    db.userCertification.findFirst({
      where: { userId },
      orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
      select: { id: true, status: true, accredibleUrl: true, certificationId: true },
    }),
    db.userTraining.findMany({
      where: { userId },
      orderBy: { id: "asc" },
      take: SIDEBAR_TRAININGS,
      select: { id: true, status: true, accredibleUrl: true, trainingId: true },
    }),
    latestOpenCertificationRegistration(userId),
  ]);
  const [address, membershipType, certificationName, trainingName] = await Promise.all([
    primaryAddress(user.primaryAddressId),
    membership ? db.membershipType.findUnique({ where: { id: membership.membershipTypeId }, select: { name: true } }) : null,
    certificationNames([certification?.certificationId, registration?.certificationId]),
    trainingNames(trainings.map((t) => t.trainingId)),
  ]);
  return buildProfileSidebar({
    user,
    primaryAddress: address,
    membershipName: membershipType?.name ?? null,
    certification: certification ? { ...certification, name: certificationName.get(certification.certificationId) ?? "Certification" } : null,
    trainings: trainings.flatMap((t) => {
      const name = trainingName.get(t.trainingId);
      return name === undefined ? [] : [{ ...t, name }];
    }),
    registration: openRegistration(registration, certificationName),
  });
}

/** The sidebar's registration with its certification's name (none when the name is unknown). */
export function openRegistration(
  registration: { id: number; expirationStatus: string | null; certificationId: number | null } | null,
  names: Map<number, string>,
): ProfileSidebarSource["registration"] {
  const certificationName = registration?.certificationId != null ? names.get(registration.certificationId) : undefined;
  return registration && certificationName !== undefined ? { id: registration.id, expirationStatus: registration.expirationStatus, certificationName } : null;
}

/** The sidebar from its loaded rows (no queries). */
export function buildProfileSidebar(source: ProfileSidebarSource) {
  const { user, membershipName, certification, trainings, registration } = source;
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
  for (const t of trainings) {
    if (t.status === USER_TRAINING_STATUS.completed) {
      items.push({ key: `training-${t.id}`, label: t.name, badge: "Completed", tone: "primary", href: t.accredibleUrl ?? undefined });
    }
  }
  for (const t of trainings) {
    if (t.status === USER_TRAINING_STATUS.completed) continue;
    const badge = t.status === USER_TRAINING_STATUS.pending ? "Pending" : "In Progress";
    items.push({ key: `training-${t.id}`, label: t.name, badge, tone: badgeTone(badge) });
  }
  if (registration) {
    const badge = registration.expirationStatus ? "Expired" : "In Progress";
    items.push({ key: `registration-${registration.id}`, label: `${registration.certificationName} Registration`, badge, tone: badgeTone(badge) });
  }

  const address = source.primaryAddress;
  const place = address ? [address.city, address.state, address.country].filter(Boolean).join(", ") : null;
  const job = user.jobTitle && user.organization ? `${user.jobTitle} at ${user.organization}` : (user.jobTitle ?? user.organization ?? null);
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

/** Contact Info tab: current values (dates as yyyy-mm-dd for the date input). */
export async function getContactInfo(userId: number) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
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
    },
  });
  return { ...user, dateOfBirth: user.dateOfBirth ? toDateInputValue(user.dateOfBirth) : "", avatarSrc: user.avatarId ? avatarUrl(user.avatarId) : null };
}

/** Saves the Contact Info tab. The primary address must be one of the user's own addresses. */
export async function updateContactInfo(userId: number, input: ContactInfo, now = new Date()): Promise<{ ok: true } | { ok: false; field: "primaryAddressId"; message: string }> {
  if (input.primaryAddressId !== null) {
    const own = await db.address.count({ where: { id: input.primaryAddressId, userId } });
    if (!own) return { ok: false, field: "primaryAddressId", message: "Please choose one of your addresses." };
  }
  await db.user.update({
    where: { id: userId },
    data: {
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
      profileLastUpdated: now,
    },
  });
  return { ok: true };
}

export type AccountResult = { ok: true; passwordChanged: boolean } | { ok: false; fieldErrors: Partial<Record<"email" | "currentPassword", string[]>> };

/**
 * Saves the Account Settings tab. Changing the email or the password asks for the current password
 * (not while an admin is impersonating: the admin does not know it). A new password ends every
 * other session of the user.
 */
export async function updateAccount(userId: number, input: AccountInput, opts: { currentSessionId: string; impersonating: boolean }, now = new Date()): Promise<AccountResult> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true } });
  const emailChanged = input.email !== user.email;
  const passwordChanged = Boolean(input.password);
  if (!emailChanged && !passwordChanged) return { ok: true, passwordChanged: false };
  if (!opts.impersonating) {
    if (!input.currentPassword) return { ok: false, fieldErrors: { currentPassword: [CURRENT_PASSWORD_MESSAGE] } };
    if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
      return { ok: false, fieldErrors: { currentPassword: [WRONG_PASSWORD_MESSAGE] } };
    }
  }
  if (emailChanged && (await db.user.count({ where: { email: input.email, id: { not: userId } } }))) {
    return { ok: false, fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] } };
  }
  const passwordHash = passwordChanged ? await hashPassword(input.password!) : undefined;
  try {
    await db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: userId }, data: { email: input.email, ...(passwordHash ? { passwordHash } : {}), profileLastUpdated: now } });
      if (passwordHash) {
        await tx.session.deleteMany({ where: { userId, id: { not: opts.currentSessionId } } });
        await tx.passwordResetToken.deleteMany({ where: { userId } });
      }
    });
  } catch (error) {
    // Another account took the address between the check above and this write.
    if (error instanceof Error && "code" in error && error.code === "P2002") return { ok: false, fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] } };
    throw error;
  }
  return { ok: true, passwordChanged };
}

export async function getAccount(userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
}

export async function getProductSettings(userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { mediaResource: true } });
}

export async function updateProductSettings(userId: number, input: { mediaResource: boolean }, now = new Date()) {
  await db.user.update({ where: { id: userId }, data: { mediaResource: input.mediaResource, profileLastUpdated: now } });
}

export async function getSocial(userId: number, now = new Date()) {
  const [user, validMember] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { publicBio: true, memberBio: true, twitterHandle: true, instagramProfile: true, linkedinProfile: true, facebookProfile: true },
    }),
    isValidMember(userId, now),
  ]);
  return { ...user, validMember };
}

/** Saves Social Details; the member bio is kept as it was unless the user is a valid member. */
export async function updateSocial(userId: number, input: SocialInput, now = new Date()) {
  const validMember = await isValidMember(userId, now);
  const { memberBio, ...rest } = input;
  await db.user.update({ where: { id: userId }, data: { ...rest, ...(validMember ? { memberBio } : {}), profileLastUpdated: now } });
}

/** /opt-in: start text messages to the given cell phone. */
export async function optInToTexts(userId: number, cellPhone: string, now = new Date()) {
  await db.user.update({ where: { id: userId }, data: { willText: true, agreeTos: true, cellPhone, profileLastUpdated: now } });
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
      select: { id: true, createdAt: true, amountCents: true, status: true, cardLastFour: true, _count: { select: { lineItems: true } }, lineItems: { take: 1, orderBy: { id: "asc" }, select: { name: true } } },
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
      description: t.lineItems[0] ? (t._count.lineItems > 1 ? `${t.lineItems[0].name} and ${t._count.lineItems - 1} more` : t.lineItems[0].name) : "Payment",
    })),
  };
}
