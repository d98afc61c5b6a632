/**
 * Supervisor validation of experience hours (admin spec 2 "Validation modal", 3 "Experience
 * validation", 7): an admin picks experiences of one registration and sends a validation request;
 * each supervisor (by email) gets one request covering their entries, with a single-use link that
 * expires. The public page (no account) shows the entries; the supervisor confirms start, end,
 * hours and description, adds comments and signs. The link then answers no more. An admin can
 * update a validation afterwards.
 *
 * The link's token is random (32 bytes); only its SHA-256 is stored. Signing claims the row with a
 * conditional update (unsigned, unexpired), so a link used twice at once is signed once.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { sendMail } from "~/integrations/mail.server.ts";
import { dayProblem, TEXT_MAX, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { escapeHtml } from "~/kit/review/messages.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDate, formatDateTime, parseDateInput, toDateInputValue, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";
import { paths } from "~/lib/paths.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import { formatHours, roundHours } from "./rules.ts";

/** A validation link works for this many days. */
export const VALIDATION_LINK_DAYS = 30;

export const VALIDATION_MESSAGES = {
  required: "Required",
  pickOne: "Choose at least one experience to validate.",
  notFound: "This experience no longer exists.",
  sent: (n: number) => (n === 1 ? "Validation request sent" : `${n} validation requests sent`),
  sendFailed: "Could not send the validation request.",
  invalidLink: "This validation link is not valid. Please use the link from the most recent email, or contact the certification office.",
  usedLink: "This validation has already been completed. Thank you.",
  expiredLink: "This validation link has expired. Please contact the certification office for a new one.",
  thanks: "Thank you. Your validation has been recorded.",
  invalidHours: "Please enter a number of hours (0 or more).",
  invalidDate: "Please enter a valid date.",
  endBeforeStart: "The end date must be on or after the start date.",
  updated: "Validation updated",
} as const;

export function hashValidationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A validation as the review pages list it (the registration review's Verifier Validation table and the experience review). */
export type ValidationRow = { id: number; supervisorEmail: string; period: string; hours: string; signed: string; updated: string };

export function validationRow(
  v: {
    id: number;
    supervisorEmail: string;
    start: Date | null;
    end: Date | null;
    hours: number | null;
    signature: string | null;
    signedAt: Date | null;
    tokenExpiresAt?: Date | null;
    updatedAt: Date;
  },
  now = new Date(),
): ValidationRow {
  const waiting = v.tokenExpiresAt && v.tokenExpiresAt.getTime() < now.getTime() ? "Link expired" : "Not yet";
  return {
    id: v.id,
    supervisorEmail: v.supervisorEmail,
    period: v.start || v.end ? `${formatDate(v.start) || "—"} to ${formatDate(v.end) || "—"}` : "—",
    hours: v.hours !== null ? formatHours(v.hours) : "—",
    signed: v.signature ? `${v.signature}${v.signedAt ? `, ${formatDate(v.signedAt)}` : ""}` : waiting,
    updated: formatDateTime(v.updatedAt),
  };
}

const entrySelect = {
  id: true,
  registrationId: true,
  organization: true,
  hours: true,
  description: true,
  startDate: true,
  endDate: true,
  supervisorName: true,
  supervisorEmail: true,
  fellowshipServiceType: { select: { name: true } },
} as const;

/** The registration's experiences the Validation modal offers (the current one first checked). */
export async function validationChoices(experienceId: number) {
  const e = await db.experience.findUnique({ where: { id: experienceId }, select: { registrationId: true } });
  if (!e) return null;
  const entries = await db.experience.findMany({
    where: { registrationId: e.registrationId },
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    select: entrySelect,
  });
  return entries.map((x) => ({
    id: x.id,
    label: `${x.fellowshipServiceType.name}, ${x.organization}: ${formatHours(x.hours)} hours, ${formatDate(x.startDate)} to ${formatDate(x.endDate)} (supervisor ${x.supervisorName}, ${x.supervisorEmail})`,
  }));
}

/**
 * Sends validation requests for `ids` (experiences of the same registration as `experienceId`):
 * one per supervisor email, each with its own link. Returns how many were sent.
 */
export async function sendValidationRequests(
  actor: Actor,
  experienceId: number,
  ids: readonly number[],
  now = new Date(),
): Promise<{ sent: number } | Invalid<"experiences">> {
  const base = await db.experience.findUnique({
    where: { id: experienceId },
    select: {
      registrationId: true,
      registration: { select: { user: { select: { firstName: true, lastName: true } }, certification: { select: { name: true } } } },
    },
  });
  if (!base) return invalid({ "": VALIDATION_MESSAGES.notFound });
  const entries = await db.experience.findMany({
    where: { id: { in: [...ids] }, registrationId: base.registrationId },
    orderBy: { startDate: "asc" },
    select: entrySelect,
  });
  if (entries.length === 0) return invalid({ experiences: VALIDATION_MESSAGES.pickOne });
  const bySupervisor = new Map<string, typeof entries>();
  for (const e of entries) {
    const key = e.supervisorEmail.trim().toLowerCase();
    bySupervisor.set(key, [...(bySupervisor.get(key) ?? []), e]);
  }
  const candidate = `${base.registration.user.firstName} ${base.registration.user.lastName}`;
  let sent = 0;
  for (const [email, group] of bySupervisor) {
    const token = randomBytes(32).toString("base64url");
    const validation = await db.$transaction(async (tx) => {
      const v = await tx.experienceValidation.create({
        data: {
          registrationId: base.registrationId,
          createdById: actor.userId,
          supervisorEmail: email,
          tokenHash: hashValidationToken(token),
          tokenExpiresAt: new Date(now.getTime() + VALIDATION_LINK_DAYS * 24 * 3600 * 1000),
          createdAt: now,
          experiences: { create: group.map((e) => ({ experienceId: e.id })) },
        },
        select: { id: true },
      });
      await auditChange(tx, actor, {
        action: "experienceValidation.send",
        entityType: "ExperienceValidation",
        entityId: v.id,
        after: { supervisorEmail: email, experienceIds: group.map((e) => e.id) },
      });
      return v;
    });
    const link = new URL(paths.verifyExperience(token), getEnv().APP_URL).href;
    const lines = group.map(
      (e) =>
        `- ${e.fellowshipServiceType.name} at ${e.organization}: ${formatHours(e.hours)} hours, ${formatDate(e.startDate)} to ${formatDate(e.endDate)}`,
    );
    try {
      await sendMail({
        to: email,
        template: "experience_validation",
        subject: `Please confirm ${candidate}'s experience hours`,
        text: `Hello ${group[0]!.supervisorName},\n\n${candidate} listed you as the supervisor of experience hours for the ${base.registration.certification?.name ?? "certification"}:\n\n${lines.join("\n")}\n\nPlease confirm them and sign within ${VALIDATION_LINK_DAYS} days (no account needed):\n\n${link}\n`,
        html: `<p>Hello ${escapeHtml(group[0]!.supervisorName)},</p><p>${escapeHtml(candidate)} listed you as the supervisor of experience hours for the ${escapeHtml(base.registration.certification?.name ?? "certification")}:</p><ul>${lines.map((l) => `<li>${escapeHtml(l.slice(2))}</li>`).join("")}</ul><p>Please confirm them and sign within ${VALIDATION_LINK_DAYS} days (no account needed):</p><p><a href="${escapeHtml(link)}">Confirm the experience hours</a></p>`,
      });
    } catch (error) {
      log.error("validation email failed", { validationId: validation.id, error });
      return invalid({ "": VALIDATION_MESSAGES.sendFailed });
    }
    sent += 1;
  }
  return { sent };
}

/** What the review pages read of a validation (the row, description and comments). */
export const validationRowSelect = {
  id: true,
  supervisorEmail: true,
  start: true,
  end: true,
  hours: true,
  description: true,
  comments: true,
  signature: true,
  signedAt: true,
  tokenExpiresAt: true,
  updatedAt: true,
} as const;

const validationSelect = {
  ...validationRowSelect,
  registration: { select: { user: { select: { firstName: true, lastName: true } }, certification: { select: { name: true } } } },
  experiences: { select: { experience: { select: entrySelect } } },
} as const;

export type PublicValidation =
  | { state: "invalid" | "used" | "expired"; message: string }
  | {
      state: "open";
      candidate: string;
      certification: string;
      supervisorEmail: string;
      entries: Array<{ id: number; serviceType: string; organization: string; hours: string; dates: string; description: string }>;
      defaults: { start: string; end: string; hours: string; description: string };
      today: string;
    };

/** What the public page shows for a link: the entries to confirm, or why the link no longer works. */
export async function validationByToken(token: string, now = new Date()): Promise<PublicValidation> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: "invalid", message: VALIDATION_MESSAGES.invalidLink };
  const v = await db.experienceValidation.findUnique({ where: { tokenHash: hashValidationToken(token) }, select: validationSelect });
  if (!v) return { state: "invalid", message: VALIDATION_MESSAGES.invalidLink };
  if (v.signedAt) return { state: "used", message: VALIDATION_MESSAGES.usedLink };
  if (!v.tokenExpiresAt || v.tokenExpiresAt.getTime() < now.getTime())
    return { state: "expired", message: VALIDATION_MESSAGES.expiredLink };
  const entries = v.experiences.map((x) => x.experience).sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  const start = entries[0]?.startDate ?? null;
  const end = entries.reduce<Date | null>((m, e) => (!m || e.endDate > m ? e.endDate : m), null);
  return {
    state: "open",
    candidate: `${v.registration.user.firstName} ${v.registration.user.lastName}`,
    certification: v.registration.certification?.name ?? "",
    supervisorEmail: v.supervisorEmail,
    entries: entries.map((e) => ({
      id: e.id,
      serviceType: e.fellowshipServiceType.name,
      organization: e.organization,
      hours: formatHours(e.hours),
      dates: `${formatDate(e.startDate)} to ${formatDate(e.endDate)}`,
      description: e.description,
    })),
    defaults: {
      start: toDateInputValue(start),
      end: toDateInputValue(end),
      hours: formatHours(entries.reduce((n, e) => n + e.hours, 0)),
      description: entries
        .map((e) => e.description)
        .join("\n\n")
        .slice(0, 5000),
    },
    today: todayISO(now),
  };
}

function day(today: string) {
  return z
    .string({ required_error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .superRefine((v, ctx) => {
      const problem = dayProblem(v, VALIDATION_MESSAGES.invalidDate, { latest: today });
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** The supervisor's form (and the admin's update, without the signature). */
export function validationSchema(opts: { today: string; signature: boolean }) {
  return z
    .object({
      start: day(opts.today),
      end: day(opts.today),
      hours: z.preprocess(
        (v) => (typeof v === "string" && v.trim() === "" ? undefined : v === undefined ? undefined : Number(v)),
        z
          .number({ required_error: VALIDATION_MESSAGES.required, invalid_type_error: VALIDATION_MESSAGES.invalidHours })
          .min(0, VALIDATION_MESSAGES.invalidHours)
          .max(100_000, VALIDATION_MESSAGES.invalidHours),
      ),
      description: z
        .string({ required_error: VALIDATION_MESSAGES.required })
        .trim()
        .min(1, VALIDATION_MESSAGES.required)
        .max(5000, TOO_MANY),
      comments: z.string().trim().max(5000, TOO_MANY).optional(),
      signature: opts.signature
        ? z.string({ required_error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(TEXT_MAX, TOO_MANY)
        : z.any().optional(),
    })
    .superRefine((v, c) => {
      if (v.start && v.end && v.end < v.start) c.addIssue({ code: "custom", path: ["end"], message: VALIDATION_MESSAGES.endBeforeStart });
    });
}
export type ValidationInput = z.infer<ReturnType<typeof validationSchema>>;

function columnsOf(v: ValidationInput) {
  return {
    start: parseDateInput(v.start),
    end: parseDateInput(v.end),
    hours: roundHours(v.hours),
    description: v.description,
    comments: v.comments ? v.comments : null,
  };
}

/** The supervisor signs: once (a used or expired link changes nothing and says so). */
export async function signValidation(token: string, v: ValidationInput, now = new Date()): Promise<Invalid | null> {
  const claimed = await db.experienceValidation.updateMany({
    where: { tokenHash: hashValidationToken(token), signedAt: null, tokenExpiresAt: { gte: now } },
    data: { ...columnsOf(v), signature: String(v.signature), signedAt: now },
  });
  if (claimed.count === 1) return null;
  const state = await validationByToken(token, now);
  return invalid({ "": state.state === "open" ? VALIDATION_MESSAGES.invalidLink : state.message });
}

/** One validation for the admin's update form (it belongs to the experience `experienceId`). */
export async function validationForAdmin(experienceId: number, validationId: number) {
  const v = await db.experienceValidation.findFirst({
    where: { id: validationId, experiences: { some: { experienceId } } },
    select: {
      id: true,
      supervisorEmail: true,
      start: true,
      end: true,
      hours: true,
      description: true,
      comments: true,
      signature: true,
      signedAt: true,
    },
  });
  if (!v) return null;
  return {
    id: v.id,
    supervisorEmail: v.supervisorEmail,
    signed: v.signature ? `${v.signature}${v.signedAt ? `, ${formatDate(v.signedAt)}` : ""}` : "Not yet",
    defaultValue: {
      start: toDateInputValue(v.start),
      end: toDateInputValue(v.end),
      hours: v.hours === null ? "" : formatHours(v.hours),
      description: v.description ?? "",
      comments: v.comments ?? "",
    },
  };
}

/** The admin updates a validation's start, end, hours, description and comments (audited). */
export async function updateValidation(actor: Actor, validationId: number, v: ValidationInput): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await tx.experienceValidation.findUniqueOrThrow({
      where: { id: validationId },
      select: { start: true, end: true, hours: true, description: true, comments: true },
    });
    const data = columnsOf(v);
    await tx.experienceValidation.update({ where: { id: validationId }, data });
    await auditChange(tx, actor, {
      action: "experienceValidation.update",
      entityType: "ExperienceValidation",
      entityId: validationId,
      before,
      after: data,
    });
  });
}
