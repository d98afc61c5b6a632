/**
 * Experience hours of a registration by state: pending, approved or rejected as the experience
 * decisions leave them (the status, its `approved` mirror, the rejection status, a review row when
 * a reviewer is named).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { REJECTION_STATUS, REVIEW_STATUS } from "~/domain/constants.ts";
import { addDays, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";

/** The demo's service types; the first is what experience builders use unless told. */
export const SERVICE_TYPES = [
  { name: "One-on-one financial counseling", percentage: true, allowed: 100, militarySpouseOnly: false, fileUploadRequired: false },
  { name: "Group education and workshops", percentage: true, allowed: 50, militarySpouseOnly: false, fileUploadRequired: false },
  { name: "Volunteer financial counseling", percentage: true, allowed: 25, militarySpouseOnly: false, fileUploadRequired: true },
  { name: "Supervised internship", percentage: false, allowed: 250, militarySpouseOnly: false, fileUploadRequired: true },
  { name: "Military Spouse Fellowship practicum", percentage: false, allowed: 300, militarySpouseOnly: true, fileUploadRequired: true },
] as const;

/** A fellowship service type by name (default: one-on-one counseling), found or made. */
export async function serviceType(name: string = SERVICE_TYPES[0].name) {
  const known = SERVICE_TYPES.find((s) => s.name === name);
  return (
    (await db.fellowshipServiceType.findFirst({ where: { name, deletedAt: null }, orderBy: { id: "asc" } })) ??
    db.fellowshipServiceType.create({ data: known ?? { name, percentage: false, allowed: 1000 } })
  );
}

export type ExperienceFields = Partial<Omit<Prisma.ExperienceUncheckedCreateInput, "registrationId" | "status" | "approved">> & {
  /** the admin who decided (a review row is written when given) */
  reviewerId?: number | null;
  reviewedAt?: Date;
  message?: string | null;
  now?: Date;
};

async function experience(registrationId: number, status: string, over: ExperienceFields) {
  const { reviewerId, reviewedAt, message, now = new Date(), ...fields } = over;
  const createdAt = fields.createdAt instanceof Date ? fields.createdAt : daysAgo(10, now);
  const row = await db.experience.create({
    data: {
      registrationId,
      fellowshipServiceTypeId: fields.fellowshipServiceTypeId ?? (await serviceType()).id,
      organization: "Community Credit Counseling",
      title: "Financial Counselor",
      hours: 100,
      supervisorName: "Lauren Whitaker",
      supervisorEmail: "l.whitaker@example.org",
      supervisorPhone: "(614) 555-0142",
      description: "One-on-one budgeting, credit and debt counseling sessions.",
      startDate: addDays(createdAt, -400),
      endDate: addDays(createdAt, -10),
      verified: true,
      createdAt,
      ...fields,
      status,
      approved: status === REVIEW_STATUS.approved ? true : status === REVIEW_STATUS.pending ? null : false,
    },
  });
  const review =
    reviewerId !== undefined && status !== REVIEW_STATUS.pending
      ? await db.experienceReview.create({
          data: {
            experienceId: row.id,
            reviewerId,
            approved: status === REVIEW_STATUS.approved,
            status: status === REVIEW_STATUS.approved ? REVIEW_STATUS.approved : (row.rejectionStatus ?? status),
            message: message ?? null,
            createdAt: reviewedAt ?? addDays(createdAt, 5),
          },
        })
      : null;
  return { experience: row, review };
}

/** Hours waiting for review (100 hours of one-on-one counseling unless given). */
export async function pendingExperience(registrationId: number, over: ExperienceFields = {}) {
  return (await experience(registrationId, REVIEW_STATUS.pending, over)).experience;
}

/** Approved hours; with `reviewerId`, the approval's review row ("Hours approved." unless `message`). */
export function approvedExperience(registrationId: number, over: ExperienceFields = {}) {
  return experience(registrationId, REVIEW_STATUS.approved, { message: "<p>Hours approved.</p>", ...over });
}

/** Rejected hours (needs more information unless `rejectionStatus`); with `reviewerId`, the review row. */
export function rejectedExperience(registrationId: number, over: ExperienceFields = {}) {
  return experience(registrationId, REVIEW_STATUS.rejected, {
    rejectionStatus: REJECTION_STATUS.needsMoreInformation,
    ...over,
  });
}

/**
 * A validation of the registration's experience hours asked of a supervisor (as the admin's "Send
 * validation" records it), not yet signed.
 */
export async function validationRequested(
  registrationId: number,
  opts: { supervisorEmail?: string; hours?: number; createdById?: number | null; experienceIds?: number[] } = {},
) {
  return db.experienceValidation.create({
    data: {
      registrationId,
      supervisorEmail: opts.supervisorEmail ?? "l.whitaker@example.org",
      hours: opts.hours ?? 100,
      createdById: opts.createdById ?? null,
      experiences: { create: (opts.experienceIds ?? []).map((experienceId) => ({ experienceId })) },
    },
  });
}
