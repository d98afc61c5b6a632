/**
 * Entering the registration wizard at register/{certificationId} (member spec 4: a registration that
 * is missing, expired or complete is cleared and a new one is started; otherwise the existing one is
 * loaded), split so that a GET changes nothing (decision 38): `loadRegistrationStart` reads where the
 * page leads (the open registration's furthest step, the certification area, or the start page), and
 * `startRegistration`, the start page's POST, starts one. Posting twice starts one: the second post
 * finds the first one open and goes to it.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDate, isPastEndOfDayNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { extensionOffer } from "~/features/extensions/rules.ts";
import type { Client } from "~/kit/wizard/engine.server.ts";
import { shownInWizard } from "./wizard.server.ts";
import type { PreRegistrationStep } from "./wizard.ts";

/** Where register/{certificationId} leads when the member has a registration that is still running. */
export type OpenRegistration =
  | { kind: "wizard"; registrationId: number; step: PreRegistrationStep }
  /** past pre-registration and still running: the certification area shows it */
  | { kind: "elsewhere"; registrationId: number };

export type RegistrationStartPage = {
  kind: "start";
  /** the description is rich text (System Data), sanitised */
  certification: { id: number; name: string; descriptionHtml: string };
  /** the member's previous registration expired: the page offers to start again */
  expired: { on: string | null; extensionUntil: string | null } | null;
};

export type RegistrationStart = { kind: "notFound" } | OpenRegistration | RegistrationStartPage;

/** The member's latest registration for the certification, and whether it is still running. */
async function latest(client: Client, userId: number, certificationId: number, now: Date) {
  const r = await client.registration.findFirst({
    where: { userId, certificationId },
    orderBy: { id: "desc" },
    select: {
      id: true,
      step: true,
      status: true,
      expirationStatus: true,
      deadline: true,
      extensions: { select: { submittedAt: true } },
    },
  });
  if (!r) return { open: null, last: null };
  const expired = r.expirationStatus !== null || (r.deadline !== null && isPastEndOfDayNY(r.deadline, now));
  if (expired || r.status === REGISTRATION_STATUS.complete) return { open: null, last: { ...r, expired } };
  const open: OpenRegistration = shownInWizard(r)
    ? { kind: "wizard", registrationId: r.id, step: r.step as PreRegistrationStep }
    : { kind: "elsewhere", registrationId: r.id };
  return { open, last: { ...r, expired } };
}

/** What GET register/{certificationId} shows: where the running registration is, or the start page. Reads only. */
export async function loadRegistrationStart(userId: number, certificationId: number, now = new Date()): Promise<RegistrationStart> {
  const [row, found] = await Promise.all([
    db.certification.findUnique({ where: { id: certificationId }, select: { id: true, name: true, description: true } }),
    latest(db, userId, certificationId, now),
  ]);
  if (!row) return { kind: "notFound" };
  const certification = { id: row.id, name: row.name, descriptionHtml: safeHtml(row.description) };
  if (found.open) return found.open;
  const last = found.last;
  if (!last?.expired) return { kind: "start", certification, expired: null };
  const offer = extensionOffer(last, last.extensions, now);
  return {
    kind: "start",
    certification,
    expired: { on: last.deadline ? formatDate(last.deadline) : null, extensionUntil: offer.ok ? formatDate(offer.requestBy) : null },
  };
}

/**
 * Enroll Now / Start Again (the start page's POST): a new registration at the Pathway step when
 * there is none running (the expired or complete one stays, as history); a running one is reused,
 * so a second post (a double click, Back and post again) starts nothing more. One IMMEDIATE
 * transaction: two posts at once queue for the lock and the second reads the first's registration.
 */
export async function startRegistration(
  actor: Actor,
  certificationId: number,
  now = new Date(),
): Promise<{ kind: "notFound" } | (OpenRegistration & { started: boolean })> {
  const certification = await db.certification.findUnique({ where: { id: certificationId }, select: { id: true } });
  if (!certification) return { kind: "notFound" };
  return db.$transaction(async (tx) => {
    const { open } = await latest(tx, actor.userId, certificationId, now);
    if (open) return { ...open, started: false };
    const created = await tx.registration.create({
      data: { userId: actor.userId, certificationId, step: REGISTRATION_STEP.pathway, status: REGISTRATION_STATUS.preRegistration },
      select: { id: true },
    });
    await auditChange(tx, actor, {
      action: "registration.start",
      entityType: "Registration",
      entityId: created.id,
      after: { certificationId, step: REGISTRATION_STEP.pathway },
    });
    return { kind: "wizard", registrationId: created.id, step: REGISTRATION_STEP.pathway, started: true } as const;
  });
}
