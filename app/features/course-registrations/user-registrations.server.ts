/**
 * A user's registrations on the admin profile (tabs Registrations and New registration; admin spec
 * 2, 5 "Create registration for user": certification, pathway and deadline required). A
 * registration an admin creates is enrolled: post-registration at the exam stage, enrolled today,
 * with the deadline given and the pathway's required hours (decision 27).
 */
import { z } from "zod";
import {
  REGISTRATION_STATUS,
  REGISTRATION_STATUS_LABEL,
  REGISTRATION_STEP,
  REGISTRATION_STEP_LABEL,
  type RegistrationStatus,
  type RegistrationStep,
} from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { addMonths, endOfDayNY, formatDate, todayISO, toDateInputValue } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { calendarDay, REQUIRED } from "~/kit/forms/fields.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";

export type UserRegistrationRow = {
  id: number;
  title: string;
  pathway: string;
  status: string;
  step: string;
  updated: string;
  href: string;
};

/** The user's registrations, newest first; null when there is no such user. */
export async function listUserRegistrations(userId: number): Promise<UserRegistrationRow[] | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) return null;
  const rows = await db.registration.findMany({
    where: { userId },
    orderBy: { id: "desc" },
    take: 200,
    select: {
      id: true,
      status: true,
      step: true,
      expirationStatus: true,
      updatedAt: true,
      certification: { select: { name: true } },
      training: { select: { name: true } },
      pathwayType: { select: { name: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    title: r.certification?.name ?? r.training?.name ?? "Registration",
    pathway: r.pathwayType?.name ?? "—",
    status: r.expirationStatus ? "Expired" : (REGISTRATION_STATUS_LABEL[r.status as RegistrationStatus] ?? r.status),
    step: REGISTRATION_STEP_LABEL[r.step as RegistrationStep] ?? r.step,
    updated: formatDate(r.updatedAt),
    href: paths.admin.courseRegistrations.review(r.id),
  }));
}

/** The New registration form's choices: certifications, and each one's pathways. */
export async function newRegistrationOptions() {
  const certifications = await db.certification.findMany({
    where: { active: true },
    orderBy: { id: "asc" },
    select: {
      id: true,
      name: true,
      pathwayTypes: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, name: true, deadlineMonths: true } },
    },
  });
  return {
    certifications: certifications.map((c) => ({ value: String(c.id), label: c.name })),
    pathways: certifications.flatMap((c) => c.pathwayTypes.map((p) => ({ value: String(p.id), label: `${c.name}: ${p.name}` }))),
    defaultDeadline: toDateInputValue(addMonths(todayISO(), certifications[0]?.pathwayTypes[0]?.deadlineMonths ?? 36)),
  };
}

export const NewRegistrationSchema = z.object({
  certificationId: z.coerce.number({ required_error: REQUIRED, invalid_type_error: REQUIRED }).int().positive(REQUIRED),
  pathwayTypeId: z.coerce.number({ required_error: REQUIRED, invalid_type_error: REQUIRED }).int().positive(REQUIRED),
  deadline: calendarDay({ required: REQUIRED, invalid: "Please enter a valid date." }, { earliest: "2000-01-01", latest: "2100-12-31" }),
});

export const NEW_REGISTRATION_MESSAGES = {
  created: "Registration created",
  pathwayMismatch: "Choose a pathway of this certification.",
} as const;

export async function createRegistrationForUser(
  actor: Actor,
  userId: number,
  input: z.infer<typeof NewRegistrationSchema>,
  now = new Date(),
): Promise<{ registrationId: number } | Invalid<"pathwayTypeId">> {
  const pathway = await db.pathwayType.findFirst({
    where: { id: input.pathwayTypeId, certificationId: input.certificationId, certification: { active: true } },
    select: { id: true, requiredHours: true },
  });
  if (!pathway) return invalid({ pathwayTypeId: NEW_REGISTRATION_MESSAGES.pathwayMismatch });
  const deadline = endOfDayNY(input.deadline);
  const registrationId = await db.$transaction(async (tx) => {
    const created = await tx.registration.create({
      data: {
        userId,
        certificationId: input.certificationId,
        pathwayTypeId: pathway.id,
        status: REGISTRATION_STATUS.postRegistration,
        step: REGISTRATION_STEP.exam,
        enrolledOn: now,
        deadline,
        requiredHours: pathway.requiredHours,
      },
      select: { id: true },
    });
    await auditChange(tx, actor, {
      action: "registration.create",
      entityType: "Registration",
      entityId: created.id,
      after: { userId, certificationId: input.certificationId, pathwayTypeId: pathway.id, deadline: deadline.toISOString() },
    });
    return created.id;
  });
  return { registrationId };
}
