/**
 * Edit and Delete on the course registration review (admin spec: Edit Registration modal; 'Could
 * not delete registration'). Edit sets the deadline, status, step, pathway, required hours,
 * military spouse and exam-upfront settings, with the audit event's before and after. Delete
 * removes a registration nothing has been paid for (its reviews, choices and files go with it); one
 * with payments is kept, with the reason.
 */
import { z } from "zod";
import {
  REGISTRATION_STATUS_LABEL,
  REGISTRATION_STATUSES,
  REGISTRATION_STEP_LABEL,
  REGISTRATION_STEPS,
  type RegistrationStatus,
  type RegistrationStep,
} from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { endOfDayNY, toDateInputValue } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { deleteStoredFiles } from "~/lib/uploads.server.ts";
import { log } from "~/lib/logger.server.ts";
import { checkbox, optionalCalendarDay, REQUIRED } from "~/kit/forms/fields.server.ts";
import { invalid, type Invalid, type Result } from "~/kit/forms/outcome.ts";

export const EDIT_REGISTRATION_MESSAGES = {
  saved: "Registration saved",
  deleted: "Registration deleted",
  deleteFailed: "Could not delete registration",
  hasPayments: "Could not delete registration: it has payments. Change its status instead.",
  pathwayMismatch: "Choose a pathway of this registration's certification.",
} as const;

export const EditRegistrationSchema = z.object({
  deadline: optionalCalendarDay("Please enter a valid date.", { earliest: "2000-01-01", latest: "2100-12-31" }),
  status: z.enum(REGISTRATION_STATUSES as unknown as [RegistrationStatus, ...RegistrationStatus[]], {
    errorMap: () => ({ message: REQUIRED }),
  }),
  step: z.enum(REGISTRATION_STEPS as unknown as [RegistrationStep, ...RegistrationStep[]], { errorMap: () => ({ message: REQUIRED }) }),
  pathwayTypeId: z.coerce.number().int().positive().optional(),
  requiredHours: z.coerce
    .number({ invalid_type_error: "Please enter a number of hours." })
    .min(0, "Please enter 0 or more hours.")
    .max(100_000, "Please enter 100,000 hours or fewer."),
  militarySpouse: checkbox,
  payExamFeeUpfront: checkbox,
});
export type EditRegistrationInput = z.infer<typeof EditRegistrationSchema>;

/** The Edit modal's choices and the registration's current values (as the form shows them). */
export async function editRegistrationForm(id: number) {
  const r = await db.registration.findUnique({
    where: { id },
    select: {
      id: true,
      deadline: true,
      status: true,
      step: true,
      pathwayTypeId: true,
      requiredHours: true,
      militarySpouse: true,
      payExamFeeUpfront: true,
      certification: { select: { pathwayTypes: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, name: true } } } },
    },
  });
  if (!r) return null;
  return {
    id: r.id,
    options: {
      statuses: REGISTRATION_STATUSES.map((s) => ({ value: s, label: REGISTRATION_STATUS_LABEL[s] })),
      steps: REGISTRATION_STEPS.map((s) => ({ value: s, label: REGISTRATION_STEP_LABEL[s] })),
      pathways: (r.certification?.pathwayTypes ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    },
    defaultValue: {
      deadline: r.deadline ? toDateInputValue(r.deadline) : "",
      status: r.status,
      step: r.step,
      pathwayTypeId: r.pathwayTypeId ? String(r.pathwayTypeId) : "",
      requiredHours: String(r.requiredHours),
      militarySpouse: r.militarySpouse ? "on" : "",
      payExamFeeUpfront: r.payExamFeeUpfront ? "on" : "",
    },
  };
}

const EDITED = {
  deadline: true,
  status: true,
  step: true,
  pathwayTypeId: true,
  requiredHours: true,
  militarySpouse: true,
  payExamFeeUpfront: true,
} as const;

/** Saves the Edit Registration modal (null), or refuses a pathway of another certification. */
export async function editRegistration(actor: Actor, id: number, input: EditRegistrationInput): Promise<Invalid<"pathwayTypeId"> | null> {
  return db.$transaction(async (tx) => {
    const before = await tx.registration.findUnique({ where: { id }, select: { ...EDITED, certificationId: true } });
    if (!before) return invalid({ "": "This registration no longer exists." });
    if (input.pathwayTypeId !== undefined) {
      const ok = await tx.pathwayType.count({ where: { id: input.pathwayTypeId, certificationId: before.certificationId ?? -1 } });
      if (!ok) return invalid({ pathwayTypeId: EDIT_REGISTRATION_MESSAGES.pathwayMismatch });
    }
    const data = {
      deadline: input.deadline ? endOfDayNY(input.deadline) : null,
      status: input.status,
      step: input.step,
      pathwayTypeId: input.pathwayTypeId ?? before.pathwayTypeId,
      requiredHours: input.requiredHours,
      militarySpouse: input.militarySpouse,
      payExamFeeUpfront: input.payExamFeeUpfront,
    };
    await tx.registration.update({ where: { id }, data });
    const { certificationId: _c, ...shown } = before;
    await auditChange(tx, actor, { action: "registration.edit", entityType: "Registration", entityId: id, before: shown, after: data });
    return null;
  });
}

export async function deleteRegistration(actor: Actor, id: number): Promise<Result> {
  let files: string[] = [];
  try {
    const result = await db.$transaction(async (tx) => {
      const r = await tx.registration.findUnique({
        where: { id },
        select: { id: true, userId: true, status: true, step: true, certificationId: true, media: { select: { storedPath: true } } },
      });
      if (!r) return { ok: false, message: EDIT_REGISTRATION_MESSAGES.deleteFailed } as const;
      const paid = await tx.lineItem.count({ where: { registrationId: id, transactionId: { not: null } } });
      if (paid > 0) return { ok: false, message: EDIT_REGISTRATION_MESSAGES.hasPayments } as const;
      await tx.lineItem.deleteMany({ where: { registrationId: id, transactionId: null } });
      await tx.media.deleteMany({ where: { registrationId: id } });
      await tx.registration.delete({ where: { id } });
      await auditChange(tx, actor, {
        action: "registration.delete",
        entityType: "Registration",
        entityId: id,
        before: { userId: r.userId, status: r.status, step: r.step, certificationId: r.certificationId },
      });
      files = r.media.map((m) => m.storedPath);
      return { ok: true } as const;
    });
    if (result.ok) await deleteStoredFiles(files);
    return result;
  } catch (error) {
    log.error("deleting a registration failed", { registrationId: id, error });
    return { ok: false, message: EDIT_REGISTRATION_MESSAGES.deleteFailed };
  }
}
