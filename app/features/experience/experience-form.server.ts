/**
 * The experience form's data (member: new, edit, or the static view once approved; admin: the
 * Experience review page). One reader; `admin` decides what is allowed. The action is
 * `submitExperienceForm` (experience-submit.server.ts).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { EXPIRATION_STATUS, MEDIA_KIND, MEDIA_KIND_LABEL, REGISTRATION_STATUS, REVIEW_STATUS } from "~/domain/constants.ts";
import { effectiveExpiration } from "~/features/extensions/rules.ts";
import { endOfDayNY, formatDate, parseDateInput, toDateInputValue, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { fileTooLargeMessage, UPLOAD_MESSAGES } from "~/lib/uploads.server.ts";
import {
  allowedHours,
  customFieldName,
  customFieldsOf,
  earliestStartDay,
  experienceStatusLabel,
  experienceStatusTone,
  EXPERIENCE_MESSAGES,
  formatHours,
  hoursLeft,
  offeredServiceTypes,
  type CustomField,
} from "./rules.ts";

/** The supporting documentation of an experience: the Experience Verification Form. */
export const EXPERIENCE_FILE_KINDS = { verificationFile: MEDIA_KIND.experienceVerification } as const;
export const EXPERIENCE_FILE_FIELDS = { verificationFile: "document" } as const;
export const EXPERIENCE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const EXPERIENCE_FILE_MESSAGES = {
  tooLarge: fileTooLargeMessage(EXPERIENCE_FILE_MAX_BYTES),
  type: UPLOAD_MESSAGES.document,
  chooseAgain: UPLOAD_MESSAGES.chooseAgain,
} as const;

export type ExperienceValues = Record<string, string>;

export const BASE_FIELDS = [
  "fellowshipServiceTypeId",
  "hours",
  "organization",
  "title",
  "supervisorName",
  "supervisorEmail",
  "supervisorPhone",
  "description",
  "startDate",
  "endDate",
  "sessions",
  "attendance",
  "practicumImpact",
] as const;

export function emptyValues(customFields: readonly CustomField[], today: string): ExperienceValues {
  const v: ExperienceValues = {};
  for (const k of BASE_FIELDS) v[k] = "";
  for (const f of customFields) v[customFieldName(f.key)] = "";
  v.startDate = today;
  v.endDate = today;
  return v;
}

export const registrationSelect = {
  id: true,
  userId: true,
  status: true,
  expirationStatus: true,
  deadline: true,
  enrolledOn: true,
  createdAt: true,
  requiredHours: true,
  militarySpouse: true,
  certification: { select: { name: true } },
  extensions: { where: { approved: true }, select: { id: true }, take: 1 },
} satisfies Prisma.RegistrationSelect;
export type ExperienceRegistration = Prisma.RegistrationGetPayload<{ select: typeof registrationSelect }>;

const experienceSelect = {
  id: true,
  registrationId: true,
  fellowshipServiceTypeId: true,
  sessions: true,
  attendance: true,
  practicumImpact: true,
  organization: true,
  title: true,
  hours: true,
  supervisorName: true,
  supervisorEmail: true,
  supervisorPhone: true,
  description: true,
  startDate: true,
  endDate: true,
  status: true,
  extra: true,
  createdAt: true,
  fellowshipServiceType: { select: { name: true, fileUploadRequired: true } },
  registration: { select: registrationSelect },
  media: { orderBy: { id: "asc" as const }, select: { id: true, kind: true, originalName: true, storedPath: true } },
  reviews: {
    orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
    select: { id: true, createdAt: true, approved: true, status: true, message: true },
  },
} satisfies Prisma.ExperienceSelect;
export type LoadedExperience = Prisma.ExperienceGetPayload<{ select: typeof experienceSelect }>;

/** The experience `id`; with `userId`, only when it is that user's (another member's is null: a 404). */
export async function loadExperience(id: number, userId: number | null): Promise<LoadedExperience | null> {
  const e = await db.experience.findUnique({ where: { id }, select: experienceSelect });
  if (!e || (userId !== null && e.registration.userId !== userId)) return null;
  return e;
}

/**
 * The registration a member logs new hours on: their latest certification registration. Refused
 * (with the message to show) when there is none on the way to certification, or its deadline has
 * passed without an approved extension.
 */
export async function memberRegistration(
  userId: number,
  now: Date,
): Promise<{ ok: true; registration: ExperienceRegistration } | { ok: false; message: string }> {
  const registration = await db.registration.findFirst({
    where: { userId, certificationId: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: registrationSelect,
  });
  if (
    !registration ||
    registration.status === REGISTRATION_STATUS.complete ||
    registration.status === REGISTRATION_STATUS.preRegistration
  ) {
    return { ok: false, message: EXPERIENCE_MESSAGES.noRegistration };
  }
  const closed = registrationClosed(registration, now);
  return closed ? { ok: false, message: closed } : { ok: true, registration };
}

/** Why a member may not log hours on the registration now, or null: past its deadline without an approved extension. */
export function registrationClosed(reg: ExperienceRegistration, now: Date): string | null {
  const expired = effectiveExpiration(reg, now);
  if (!expired) return null;
  const extended = expired === EXPIRATION_STATUS.expiredWithExtension && reg.extensions.length > 0;
  if (extended && reg.deadline && now.getTime() <= endOfDayNY(reg.deadline).getTime()) return null;
  return EXPERIENCE_MESSAGES.expired;
}

/** The custom fields of the user's groups (admin "Groups": each may define extra experience fields). */
export async function customFieldsFor(userId: number): Promise<CustomField[]> {
  const groups = await db.userGroup.findMany({
    where: { userId },
    orderBy: { groupId: "asc" },
    select: { group: { select: { experienceFields: true } } },
  });
  return customFieldsOf(groups.map((g) => g.group.experienceFields));
}

export type ServiceTypeOption = { value: string; label: string; fileRequired: boolean; left: string; allowed: string };

/** The service types offered, each with the hours it allows on the registration and the hours left (the entry being edited left out). */
export async function serviceTypeOptions(reg: ExperienceRegistration, editing: { id: number; typeId: number } | null) {
  const [types, logged] = await Promise.all([
    db.fellowshipServiceType.findMany({ orderBy: { id: "asc" } }),
    db.experience.findMany({
      where: { registrationId: reg.id },
      select: { id: true, hours: true, status: true, fellowshipServiceTypeId: true },
    }),
  ]);
  const offered = offeredServiceTypes(types, { militarySpouse: reg.militarySpouse, keepId: editing?.typeId ?? null });
  return {
    types: offered,
    logged,
    options: offered.map((t): ServiceTypeOption => ({
      value: String(t.id),
      label: t.name,
      fileRequired: t.fileUploadRequired,
      allowed: formatHours(allowedHours(t, reg.requiredHours)),
      left: formatHours(
        hoursLeft(
          t,
          reg.requiredHours,
          logged.filter((e) => e.fellowshipServiceTypeId === t.id),
          editing?.id ?? null,
        ),
      ),
    })),
  };
}

export function valuesOf(e: LoadedExperience, customFields: readonly CustomField[]): ExperienceValues {
  const extra = (e.extra && typeof e.extra === "object" && !Array.isArray(e.extra) ? e.extra : {}) as Record<string, unknown>;
  const v: ExperienceValues = {
    fellowshipServiceTypeId: String(e.fellowshipServiceTypeId),
    hours: formatHours(e.hours),
    organization: e.organization,
    title: e.title ?? "",
    supervisorName: e.supervisorName,
    supervisorEmail: e.supervisorEmail,
    supervisorPhone: e.supervisorPhone,
    description: e.description,
    startDate: toDateInputValue(e.startDate),
    endDate: toDateInputValue(e.endDate),
    sessions: e.sessions === null ? "" : String(e.sessions),
    attendance: e.attendance === null ? "" : String(e.attendance),
    practicumImpact: e.practicumImpact ?? "",
  };
  for (const f of customFields) v[customFieldName(f.key)] = extra[f.key] === undefined || extra[f.key] === null ? "" : String(extra[f.key]);
  return v;
}

export type ExperienceFile = { id: number; kindLabel: string; name: string; href: string };

export type ExperienceFormData = {
  id: number | null;
  registrationId: number;
  certification: string;
  defaultValue: ExperienceValues;
  serviceTypes: ServiceTypeOption[];
  militarySpouse: boolean;
  customFields: CustomField[];
  /** YYYY-MM-DD: the start date's min (7 years before enrollment) and the dates' max */
  earliestStart: string;
  /** MM/DD/YYYY */
  earliestStartLabel: string;
  today: string;
  status: string;
  statusLabel: string;
  tone: "success" | "danger" | "warning";
  rejected: boolean;
  hasReviews: boolean;
  /** the member sees an approved experience as static fields */
  readOnly: boolean;
  files: ExperienceFile[];
  view: { serviceType: string; startDate: string; endDate: string; submittedOn: string };
  reviews: Array<{ id: number; date: string; statusLabel: string; approved: boolean; messageHtml: string | null }>;
};

export function filesOf(e: Pick<LoadedExperience, "media">): ExperienceFile[] {
  return e.media
    .filter((m) => m.kind === MEDIA_KIND.experienceVerification)
    .map((m) => ({
      id: m.id,
      kindLabel: MEDIA_KIND_LABEL.experience_verification,
      name: m.originalName,
      href: paths.resources.media(m.id),
    }));
}

export function statusOf(e: Pick<LoadedExperience, "status" | "reviews">) {
  const latest = e.reviews.at(-1);
  return {
    label: experienceStatusLabel({ status: e.status, latestReviewStatus: latest?.status ?? null }),
    tone: experienceStatusTone(e.status),
  };
}

/** The form's data for the experience (`experience` null: a new one on `registration`). */
export async function experienceFormData(
  registration: ExperienceRegistration,
  experience: LoadedExperience | null,
  opts: { admin: boolean },
  now = new Date(),
): Promise<ExperienceFormData> {
  const today = todayISO(now);
  const [customFields, types] = await Promise.all([
    customFieldsFor(registration.userId),
    serviceTypeOptions(registration, experience ? { id: experience.id, typeId: experience.fellowshipServiceTypeId } : null),
  ]);
  const status = experience?.status ?? REVIEW_STATUS.pending;
  const shown = experience ? statusOf(experience) : { label: "", tone: experienceStatusTone(status) };
  return {
    id: experience?.id ?? null,
    registrationId: registration.id,
    certification: registration.certification?.name ?? "",
    defaultValue: experience ? valuesOf(experience, customFields) : emptyValues(customFields, today),
    serviceTypes: types.options,
    militarySpouse: registration.militarySpouse,
    customFields,
    earliestStart: earliestStartDay(registration.enrolledOn ?? registration.createdAt),
    earliestStartLabel: formatDate(parseDateInput(earliestStartDay(registration.enrolledOn ?? registration.createdAt))),
    today,
    status,
    statusLabel: shown.label,
    tone: shown.tone,
    rejected: status === REVIEW_STATUS.rejected,
    hasReviews: (experience?.reviews.length ?? 0) > 0,
    readOnly: status === REVIEW_STATUS.approved && !opts.admin,
    files: experience ? filesOf(experience) : [],
    view: {
      serviceType: experience?.fellowshipServiceType.name ?? "",
      startDate: experience ? formatDate(experience.startDate) : "",
      endDate: experience ? formatDate(experience.endDate) : "",
      submittedOn: experience ? formatDate(experience.createdAt) : "",
    },
    reviews: (experience?.reviews ?? []).map((r) => ({
      id: r.id,
      date: formatDate(r.createdAt),
      statusLabel: experienceStatusLabel({
        status: r.approved ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected,
        latestReviewStatus: r.status,
      }),
      approved: r.approved,
      messageHtml: r.message,
    })),
  };
}

export type MemberExperienceRow = {
  id: number;
  serviceType: string;
  organization: string;
  hours: string;
  startDate: string;
  endDate: string;
  statusLabel: string;
  tone: "success" | "danger" | "warning";
};

/**
 * The member's experience page: the entries on their latest certification registration, newest
 * first, the approved total against the required hours, and whether new hours can be logged now
 * (else why not).
 */
export async function memberExperiencePage(userId: number, now = new Date()) {
  const open = await memberRegistration(userId, now);
  const registration = open.ok
    ? open.registration
    : await db.registration.findFirst({
        where: { userId, certificationId: { not: null } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: registrationSelect,
      });
  if (!registration)
    return {
      registration: null,
      rows: [],
      canAdd: false,
      closedMessage: open.ok ? null : open.message,
      approvedHours: "0",
      requiredHours: "0",
    };
  const entries = await db.experience.findMany({
    where: { registrationId: registration.id },
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
    select: {
      id: true,
      organization: true,
      hours: true,
      startDate: true,
      endDate: true,
      status: true,
      fellowshipServiceType: { select: { name: true } },
      reviews: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { status: true } },
    },
  });
  const approved = entries.filter((e) => e.status === REVIEW_STATUS.approved).reduce((n, e) => n + e.hours, 0);
  return {
    registration: { id: registration.id, certification: registration.certification?.name ?? "" },
    canAdd: open.ok,
    closedMessage: open.ok ? null : open.message,
    approvedHours: formatHours(approved),
    requiredHours: formatHours(registration.requiredHours),
    rows: entries.map((e): MemberExperienceRow => ({
      id: e.id,
      serviceType: e.fellowshipServiceType.name,
      organization: e.organization,
      hours: formatHours(e.hours),
      startDate: formatDate(e.startDate),
      endDate: formatDate(e.endDate),
      statusLabel: experienceStatusLabel({ status: e.status, latestReviewStatus: e.reviews[0]?.status ?? null }),
      tone: experienceStatusTone(e.status),
    })),
  };
}
