/** The member dashboard's cards, read in a fixed number of queries. */
import { CERTIFICATION_STATUS_LABEL, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { endOfDayNY, formatDate, parseDateInput } from "~/lib/dates.ts";

export async function getDashboard(userId: number, now = new Date()) {
  const [user, membership, certification, trainings, notifications, events] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { firstName: true } }),
    db.userMembership.findFirst({
      where: { userId, approved: true, end: { gte: now } },
      orderBy: { end: "desc" },
      select: { end: true, membershipType: { select: { name: true } } },
    }),
    db.userCertification.findFirst({
      where: { userId },
      orderBy: { updatedAt: "desc" },
      select: { status: true, certification: { select: { name: true } } },
    }),
    db.userTraining.groupBy({ by: ["status"], where: { userId }, _count: { _all: true } }),
    db.notification.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      take: 4,
      select: { id: true, title: true, message: true, url: true, readAt: true, createdAt: true },
    }),
    db.event.findMany({
      where: { date: { gte: now } },
      orderBy: { date: "asc" },
      take: 10,
      select: { id: true, name: true, date: true, type: true },
    }),
  ]);
  const count = (status: string) => trainings.find((t) => t.status === status)?._count._all ?? 0;
  return {
    firstName: user?.firstName ?? "",
    outOfOffice: isOutOfOffice(now),
    membership: membership ? { name: membership.membershipType.name, end: formatDate(membership.end) } : null,
    certification: certification
      ? {
          name: certification.certification.name,
          status: certification.status,
          statusLabel: CERTIFICATION_STATUS_LABEL[certification.status as keyof typeof CERTIFICATION_STATUS_LABEL] ?? certification.status,
        }
      : null,
    trainings: { completed: count(USER_TRAINING_STATUS.completed), inProgress: count(USER_TRAINING_STATUS.enrolled) + count(USER_TRAINING_STATUS.inProgress) },
    // Dates are formatted here so the browser bundle needs no date library.
    notifications: notifications.map((n) => ({ ...n, createdAt: formatDate(n.createdAt), unread: n.readAt === null })),
    events: events.map((e) => ({ ...e, date: formatDate(e.date) })),
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
