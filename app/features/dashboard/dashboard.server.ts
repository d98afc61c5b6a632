/**
 * The member dashboard: every card's state and the profile sidebar, read in a few rounds of
 * bounded queries (the member's rows, then names and details by id; no per-row lookups), so the
 * page costs the same for a member with 3 records or 3,000.
 *
 * Indexes used: UserCertification(userId, certificationId), Registration(userId, updatedAt) for the
 * member's registrations and (registrationId...) on LineItem, Experience, ExamAttempt and Extension
 * for the latest certification registration's details, UserMembership(userId, end),
 * LineItem(userId, transactionId), MembershipRequest(userId, createdAt), UserTraining(userId, status),
 * Notification(userId, createdAt), Event(date) and Event(type, date); the progress card's practice
 * exam line is one statement of its own (features/practice-exams/progress.server.ts).
 */
import { educationLink } from "~/features/certifications/education-link.server.ts";
import { renewalNotice, type RenewalNotice } from "~/features/renewals/notice.server.ts";
import { cardRegistration, latestCertificationRegistration } from "~/features/certifications/latest-registration.server.ts";
import { MEMBERSHIP_EXPIRING_DAYS } from "~/features/membership/rules.ts";
import { certificationCard, formatCertificationCard, type CertificationCard } from "~/features/dashboard/certification-card.ts";
import { CERTIFICATION_STATUS, MEMBERSHIP_STATUS } from "~/domain/constants.ts";
import { listCarouselEvents } from "~/features/events/list.server.ts";
import { DASHBOARD_EVENTS } from "~/features/events/rules.ts";
import { shouldPromptProfileUpdate } from "~/features/profile/rules.ts";
import { groupTrainings, type TrainingGroups } from "~/features/trainings/catalogue.ts";
import { CATALOGUE_ROWS, catalogueWhere, listMemberTrainingRows, trainingsById } from "~/features/trainings/catalogue.server.ts";
import { loadByIds } from "~/lib/by-id.ts";
import { db } from "~/lib/db.server.ts";
import { nullsLowest } from "~/lib/dialect/index.server.ts";
import { membershipState, type MembershipState } from "~/features/membership/memberships.server.ts";
import { endOfDayNY, formatDate, parseDateInput } from "~/lib/dates.ts";
import { getEnv } from "~/lib/env.server.ts";
import { dashboardAnnouncements } from "~/features/announcements/announcements.server.ts";
import { latestNotifications } from "~/features/notifications/notifications.server.ts";
import {
  buildProfileSidebar,
  certificationsById,
  latestOpenCertificationRegistration,
  primaryAddress,
  sidebarUserSelect,
  type ProfileSidebarData,
} from "~/features/profile/profile.server.ts";
import { notFound } from "~/lib/http.ts";
import { practiceExamProgress, type PracticeExamProgress } from "~/features/practice-exams/progress.server.ts";

/** Events on the carousel and notifications on the Alerts card (spec section 9). */
export { DASHBOARD_EVENTS };
export const DASHBOARD_NOTIFICATIONS = 4;
/** The membership card warns and offers Renew this many days before the end (domain/membership). */
export { MEMBERSHIP_EXPIRING_DAYS };

/** The membership card: the one membership-state rule of features/membership/memberships.server.ts (also /membership). */
export type MembershipCard = MembershipState;

export type TrainingItem = { trainingId: number; name: string; credentialUrl: string | null; pending: boolean };
export type EssentialsCard = { completed: TrainingItem[]; inProgress: TrainingItem[]; availableCount: number };
export type DashboardEvent = { id: number; name: string; date: string; typeLabel: string; imageUrl: string | null };

/** The Certification card; its progress state also shows the practice exam (spec "Certification card" 6). */
export type DashboardCertificationCard =
  | Exclude<CertificationCard<string>, { kind: "progress" }>
  | (Extract<CertificationCard<string>, { kind: "progress" }> & {
      practiceExam: PracticeExamProgress | null;
      /** the learning system, or the course-materials supplier's sign-on once a paid material has its course */
      educationUrl: string;
    });

export type Dashboard = {
  firstName: string;
  outOfOffice: boolean;
  /** show the "Is your profile up to date?" dialog (already recorded as shown) */
  profilePrompt: boolean;
  certification: DashboardCertificationCard;
  /** the held certification's renewal when due within 90 days or late */
  renewal: RenewalNotice | null;
  membership: MembershipCard;
  essentials: EssentialsCard;
  notifications: Awaited<ReturnType<typeof latestNotifications>>;
  announcements: Awaited<ReturnType<typeof dashboardAnnouncements>>;
  events: DashboardEvent[];
  /** the profile sidebar beside the cards (the same as features/profile/profile.server.ts getProfileSidebar) */
  sidebar: ProfileSidebarData;
};

/**
 * Everything the dashboard shows for `userId`, with the profile sidebar beside it (one read of the
 * rows both show). When the profile-update prompt is due and `mayPrompt` (false while an admin
 * impersonates), it is recorded as shown now and returned as due.
 *
 * Names (certifications, trainings), the reporting period, the address and the registration's
 * details are read by id after the rows that point at them, and only when shown: Prisma runs every
 * nested relation as a query of its own, even for a missing parent row.
 */
export async function getDashboard(userId: number, now = new Date(), opts: { mayPrompt?: boolean } = {}): Promise<Dashboard> {
  const [
    user,
    certifications,
    openRegistrationRow,
    membership,
    [userTrainings, trainingRegistrations],
    catalogue,
    notifications,
    announcements,
    events,
  ] = await Promise.all([
    db.user.findUnique({
      where: { id: userId },
      select: { ...sidebarUserSelect, createdAt: true, profileLastUpdated: true, profileUpdateModalShown: true },
    }),
    // The first row is also the sidebar's certification.
    db.userCertification.findMany({
      where: { userId },
      orderBy: [{ issuedAt: nullsLowest("desc") }, { id: "desc" }],
      take: 20,
      select: {
        id: true,
        certificationId: true,
        status: true,
        issuedAt: true,
        expiresAt: true,
        accredibleUrl: true,
        reportingPeriodId: true,
      },
    }),
    latestOpenCertificationRegistration(userId),
    membershipState(userId, now),
    // The member's training rows (also the sidebar's trainings: one grouping, features/trainings/catalogue.ts).
    listMemberTrainingRows(userId),
    // The catalogue (admin-kept, small): trainings a member could take.
    db.training.findMany({ where: catalogueWhere, take: CATALOGUE_ROWS, select: { id: true } }),
    latestNotifications(userId, DASHBOARD_NOTIFICATIONS),
    dashboardAnnouncements(userId, now),
    // The upcoming list's first page (GET /api/events/upcoming with the dashboard's limit).
    listCarouselEvents(DASHBOARD_EVENTS, now),
  ]);

  if (!user) throw notFound();

  // The card shows the first certification that is not revoked (its rule 1); only without one does
  // it look at the latest certification registration.
  const held = certifications.find((c) => c.status !== CERTIFICATION_STATUS.revoked) ?? null;
  const [registration, reportingPeriodEnds, trainings, address] = await Promise.all([
    held ? null : latestCertificationRegistration(userId),
    loadByIds(
      certifications.map((c) => c.reportingPeriodId),
      (some) => db.reportingPeriod.findMany({ where: { id: { in: some } }, select: { id: true, end: true } }),
    ),
    trainingsById([...userTrainings.map((t) => t.trainingId), ...trainingRegistrations.map((r) => r.trainingId)]),
    primaryAddress(user.primaryAddressId),
  ]);
  const names = await certificationsById([
    ...certifications.map((c) => c.certificationId),
    openRegistrationRow?.certificationId,
    registration?.certificationId,
  ]);
  const certificationName = (id: number | null | undefined) => (id == null ? undefined : names.get(id)?.name);

  const card = certificationCard(
    {
      certifications: certifications.map((c) => ({
        certificationId: c.certificationId,
        name: certificationName(c.certificationId) ?? "Certification",
        status: c.status,
        reportingPeriodEnd: (c.reportingPeriodId !== null ? reportingPeriodEnds.get(c.reportingPeriodId)?.end : null) ?? null,
        expiresAt: c.expiresAt,
        credentialUrl: c.accredibleUrl,
      })),
      registration: registration
        ? cardRegistration(registration, certificationName(registration.certificationId) ?? "Certification")
        : null,
    },
    now,
  );

  // A new account counts as a profile just entered: the prompt waits 3 months from sign-up.
  const promptDue =
    (opts.mayPrompt ?? true) &&
    shouldPromptProfileUpdate(
      { profileLastUpdated: user.profileLastUpdated ?? user.createdAt, profileUpdateModalShown: user.profileUpdateModalShown },
      now,
    );
  // Beside the prompt's stamp: the practice exam of the registration the progress card shows (one statement, only then).
  const [practiceExam, educationUrl, renewal] = await Promise.all([
    card.kind === "progress" && registration ? practiceExamProgress(registration.id) : null,
    card.kind === "progress" && registration ? educationLink(registration.id) : null,
    // The held certification's renewal, when it is due within 90 days or late (decision 51).
    card.kind === "certificate" && held ? renewalNotice(held, now) : null,
    promptDue ? recordProfilePromptShown(userId, now) : null,
  ]);
  const formatted = formatCertificationCard(card, formatDate);
  const certification: DashboardCertificationCard =
    formatted.kind === "progress" ? { ...formatted, practiceExam, educationUrl: educationUrl ?? getEnv().BRIGHTSPACE_URL } : formatted;

  const groups = groupTrainings({ userTrainings, registrations: trainingRegistrations, trainings, catalogue }, now);
  const sidebar = buildProfileSidebar({
    user,
    primaryAddress: address,
    membershipName: membership.state === MEMBERSHIP_STATUS.active ? membership.name : null,
    certification: certifications[0],
    trainings: groups,
    registration: openRegistrationRow,
    certificationName,
  });

  return {
    firstName: user.firstName,
    outOfOffice: isOutOfOffice(now),
    profilePrompt: promptDue,
    certification,
    renewal,
    membership,
    essentials: essentialsCard(groups),
    notifications,
    announcements,
    events: events.map((e) => ({ id: e.id, name: e.name, date: formatDate(e.date), typeLabel: e.typeLabel, imageUrl: e.imageUrl })),
    sidebar,
  };
}

/** The prompt is shown once per 3 months: remember when it was. */
export async function recordProfilePromptShown(userId: number, now = new Date()): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { profileUpdateModalShown: now } });
}

/** The card: completed and in-progress trainings and how many are available (the one grouping rule, features/trainings/catalogue.ts). */
function essentialsCard(groups: TrainingGroups): EssentialsCard {
  return {
    completed: groups.completed.map((t) => ({ trainingId: t.trainingId, name: t.name, credentialUrl: t.credentialUrl, pending: false })),
    inProgress: groups.inProgress.map((t) => ({ trainingId: t.trainingId, name: t.name, credentialUrl: null, pending: t.pending })),
    availableCount: groups.available.length,
  };
}

/** The out-of-office banner shows while the configured start and end dates enclose the present. */
export function isOutOfOffice(now = new Date()): boolean {
  const env = getEnv();
  const start = env.OUT_OF_OFFICE_START ? parseDateInput(env.OUT_OF_OFFICE_START) : null;
  const end = env.OUT_OF_OFFICE_END ? parseDateInput(env.OUT_OF_OFFICE_END) : null;
  if (!start || !end) return false;
  return now >= start && now <= endOfDayNY(end);
}
