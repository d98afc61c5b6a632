/**
 * Whose member an audit event is about (lib/audit-subject.server.ts, the History tab):
 * - every entity type the app audits has a decision: the app's source is scanned for `entityType`
 *   values, and a value that is not a string literal must be a known pass-through (a definition's
 *   `entityType`, whose own literal the scan finds where the definition is written), so an event
 *   about an undeclared type cannot slip by as about no member;
 * - each declared way finds the member of a real row made by the builders;
 * - events about rows already deleted still find theirs, and impersonation names the member;
 * - the migration's backfill finds what `recordAudit` finds.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { adminActor, type Actor } from "~/lib/actor.ts";
import { AUDITED_ENTITIES, auditSubject, isAuditEntityType, type MemberRowEntityType } from "~/lib/audit-subject.server.ts";
import { recordAudit } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { yearNY } from "~/lib/dates.ts";
import { startImpersonation, stopImpersonation } from "~/features/admin-users/impersonation.server.ts";
import { deleteCertificationPayment } from "~/features/certifications/certification-admin.server.ts";
import { removeItem } from "~/features/commerce/cart.server.ts";
import { deleteExamAttempt } from "~/features/course-registrations/exam-attempts.server.ts";
import { deleteRegistration } from "~/features/course-registrations/edit.server.ts";
import { deleteAddress } from "~/features/profile/addresses.server.ts";
import { notifications } from "~/features/system-data/kinds/notifications.server.ts";
import { deleteRecord } from "~/features/system-data/records.server.ts";
import {
  activeMembership,
  annualFeePaid,
  approvedIndependentTrainer,
  approvedIndividualCeu,
  cartLine,
  certifiedInGoodStanding,
  courseMaterialsOrderFailed,
  createAddress,
  createAdmin,
  createMember,
  createRegistration,
  failedExamAttempts,
  inPostRegistration,
  pendingExperience,
  pendingExtension,
  pendingGroupCeu,
  pendingMembershipRequest,
  practiceExamsTaken,
  renewalSigned,
  unreadNotification,
  upcomingEvent,
  validationRequested,
} from "../factories/index.ts";
import { onPostgresql, resetDatabase } from "../setup/db.ts";

const appDir = path.resolve(import.meta.dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** `entityType: <value>` in object literals and types: [file, value as written]. */
function entityTypeValues(): Array<[file: string, value: string]> {
  const found: Array<[string, string]> = [];
  for (const file of sourceFiles(appDir)) {
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(/\bentityType\s*:\s*([^,;}\n]+)/g)) found.push([path.relative(appDir, file), m[1]!.trim()]);
  }
  return found;
}

/**
 * Values that are not literals: types, definitions handing on their own (scanned) literal, and the
 * reads' selects and filters.
 */
const PASS_THROUGHS = new Set(["string", "def.entityType", "k.entityType", "input.entityType", "true"]);
const isFilter = (value: string) => value.startsWith("{");

describe("audited entity types", () => {
  const values = entityTypeValues();
  const literals = values.flatMap(([file, v]) => {
    const m = /^["'`]([^"'`]*)["'`]$/.exec(v);
    return m ? [[file, m[1]!] as const] : [];
  });

  it("finds the app's audit events", () => {
    expect(literals.length).toBeGreaterThan(100);
    expect(new Set(literals.map(([, t]) => t))).toContain("IndividualCeu");
  });

  it("writes every entity type as a literal or through a known definition", () => {
    const others = values.filter(([, v]) => !/^["'`]/.test(v) && !PASS_THROUGHS.has(v) && !isFilter(v));
    expect(others, "an entityType from a variable: declare how the scan finds its values").toEqual([]);
  });

  it("has a decision on whose member each audited entity type is", () => {
    const undeclared = literals.filter(([, t]) => !isAuditEntityType(t)).map(([file, t]) => `${t} (${file})`);
    expect(undeclared, "add these to AUDITED_ENTITIES in app/lib/audit-subject.server.ts").toEqual([]);
  });

  it("declares no entity type the app no longer audits", () => {
    const used = new Set(literals.map(([, t]) => t));
    expect(Object.keys(AUDITED_ENTITIES).filter((t) => !used.has(t))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Each entity type finds its member
// ---------------------------------------------------------------------------------------------

/** One row of each entity type that has a member, made for a fresh member: its id. */
const ROW_OF: Record<MemberRowEntityType, (userId: number) => Promise<number>> = {
  Address: async (userId) => (await createAddress(userId)).id,
  IndividualCeu: async (userId) => (await approvedIndividualCeu(userId)).ceu.id,
  GroupCeu: async (userId) => (await pendingGroupCeu(userId)).groupCeu.id,
  Registration: async (userId) => (await inPostRegistration(userId)).registration.id,
  ExamAttempt: async (userId) => (await failedExamAttempts((await inPostRegistration(userId)).registration.id))[0]!.id,
  Experience: async (userId) => (await pendingExperience((await inPostRegistration(userId)).registration.id)).id,
  ExperienceValidation: async (userId) => (await validationRequested((await inPostRegistration(userId)).registration.id)).id,
  PracticeExamAttempt: async (userId) => (await practiceExamsTaken(userId)).attempts[0]!.id,
  RegistrationPracticeExam: async (userId) => {
    await practiceExamsTaken(userId);
    return (await db.registrationPracticeExam.findFirstOrThrow({ where: { registration: { userId } } })).id;
  },
  Extension: async (userId) => (await pendingExtension(userId)).extension.id,
  UserCertification: async (userId) => (await certifiedInGoodStanding(userId)).userCertification.id,
  UserMembership: async (userId) => {
    await activeMembership(userId);
    return (await db.userMembership.findFirstOrThrow({ where: { userId } })).id;
  },
  MembershipRequest: async (userId) => (await pendingMembershipRequest(userId)).id,
  LineItem: async (userId) => (await cartLine(userId, { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 2500 })).id,
  Transaction: async (userId) => (await inPostRegistration(userId)).transaction!.id,
  Renewal: async (userId) => (await renewalSigned(userId, (await certifiedInGoodStanding(userId)).userCertification.id)).id,
  Notification: async (userId) => (await unreadNotification(userId)).id,
  Discount: async (userId) => (await approvedIndependentTrainer(userId, { licenseCode: { code: `LIC${userId}` } })).discount!.id,
  OutsideCall: async (userId) => (await courseMaterialsOrderFailed(userId)).call.id,
};

describe("auditSubject", () => {
  beforeAll(() => resetDatabase());

  for (const type of Object.keys(ROW_OF) as MemberRowEntityType[]) {
    it(`finds the member of a ${type} (and no one for a row that is not there)`, async () => {
      const member = await createMember();
      const id = await ROW_OF[type](member.id);
      expect(await auditSubject(db, { entityType: type, entityId: id })).toBe(member.id);
      expect(await auditSubject(db, { entityType: type, entityId: 9_999_999 })).toBeNull();
    });
  }

  it("takes a User event's entity as its member, and finds no member for system data or a type not declared", async () => {
    const member = await createMember();
    const event = await upcomingEvent();
    expect(await auditSubject(db, { entityType: "User", entityId: member.id })).toBe(member.id);
    expect(await auditSubject(db, { entityType: "User", entityId: 9_999_999 })).toBeNull();
    expect(await auditSubject(db, { entityType: "Event", entityId: event.event.id })).toBeNull();
    expect(await auditSubject(db, { entityType: "Thing", entityId: member.id })).toBeNull();
  });

  it("finds no member of a general discount code (only a trainer's license code has an owner)", async () => {
    const code = await db.discount.create({ data: { code: `GEN${Date.now()}`, amount: 10 } });
    expect(await auditSubject(db, { entityType: "Discount", entityId: code.id })).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Events about rows already gone, and impersonation
// ---------------------------------------------------------------------------------------------

const impersonating = (memberId: number, adminId: number): Actor => ({ userId: memberId, impersonatorId: adminId, admin: false });

async function subjectOf(action: string) {
  return (await db.auditEvent.findFirstOrThrow({ where: { action }, orderBy: { id: "desc" }, select: { subjectUserId: true } }))
    .subjectUserId;
}

/** Deletes and impersonation through the product's own commands: [action, the member it is about]. */
async function eventsAboutGoneRows(adminId: number): Promise<Array<[action: string, memberId: number]>> {
  const admin = adminActor(adminId, "203.0.113.9");
  const made: Array<[string, number]> = [];

  const a = await createMember();
  const address = await createAddress(a.id);
  expect(await deleteAddress(impersonating(a.id, adminId), address.id)).toEqual({ ok: true });
  made.push(["address.delete", a.id]);

  const b = await createMember();
  const registration = await createRegistration(b.id);
  expect(await deleteRegistration(admin, registration.id)).toEqual({ ok: true });
  made.push(["registration.delete", b.id]);

  const c = await createMember();
  const enrolled = await inPostRegistration(c.id);
  const [attempt] = await failedExamAttempts(enrolled.registration.id);
  expect(await deleteExamAttempt(admin, enrolled.registration.id, attempt!.id)).toEqual({ ok: true });
  made.push(["examAttempt.delete", c.id]);

  const d = await createMember();
  const { userCertification } = await certifiedInGoodStanding(d.id);
  await annualFeePaid(d.id, userCertification.id, yearNY(new Date()));
  const fee = await db.lineItem.findFirstOrThrow({ where: { userId: d.id, userCertificationId: userCertification.id } });
  expect(await deleteCertificationPayment(admin, d.id, userCertification.certificationId, fee.id)).toEqual({ ok: true });
  made.push(["certificationPayment.delete", d.id]);

  const e = await createMember();
  const line = await cartLine(e.id, { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 2500 });
  expect(await removeItem(impersonating(e.id, adminId), line.id)).toMatchObject({ ok: true });
  made.push(["cart.remove", e.id]);

  const f = await createMember();
  const alert = await unreadNotification(f.id);
  expect(await deleteRecord(notifications, admin, alert.id)).toMatchObject({ ok: true });
  made.push(["notification.delete", f.id]);

  const g = await createMember();
  const session = await db.session.create({
    data: { id: `s-${g.id}`, userId: adminId, expiresAt: new Date(Date.now() + 3_600_000) },
  });
  await startImpersonation(session.id, admin, g.id, "Checking the renewal with the member");
  await stopImpersonation(session.id, admin);
  made.push(["impersonation.start", g.id], ["impersonation.stop", g.id]);
  return made;
}

describe("the member of an event whose row is gone", () => {
  beforeAll(() => resetDatabase());

  it("is read before the delete, from the values the event kept, or named by the command", async () => {
    const admin = await createAdmin();
    for (const [action, memberId] of await eventsAboutGoneRows(admin.id)) expect(await subjectOf(action), action).toBe(memberId);
  });
});

// ---------------------------------------------------------------------------------------------
// The migration's backfill finds the same members
// ---------------------------------------------------------------------------------------------

/** The UPDATE statements after "-- Backfill" in the migration that added `subjectUserId`. */
function backfillStatements(): string[] {
  const dir = path.resolve(import.meta.dirname, "../../prisma/migrations");
  const migration = fs.readdirSync(dir).find((d) => d.endsWith("_audit_subject"));
  const sql = fs.readFileSync(path.join(dir, migration!, "migration.sql"), "utf8");
  const backfill = sql.slice(sql.indexOf("-- Backfill"));
  return backfill
    .split("\n")
    .filter((line) => !line.startsWith("--"))
    .join("\n")
    .split(/;\s*\n/)
    .map((st) => st.trim())
    .filter(Boolean);
}

/** The events whose member only the command knew: a deleted line item or alert whose values keep no member id. */
const NAMED_BY_THE_COMMAND = new Set(["cart.remove", "certificationPayment.delete", "notification.delete"]);

// SQLite's migration history only: PostgreSQL's starts after it, with subjectUserId in its first migration.
describe.skipIf(onPostgresql)("the backfill of events recorded before subjectUserId", () => {
  beforeAll(() => resetDatabase());

  it("finds each event's member as recordAudit does", async () => {
    const admin = await createAdmin();
    await eventsAboutGoneRows(admin.id);
    for (const type of Object.keys(ROW_OF) as MemberRowEntityType[]) {
      const member = await createMember();
      await recordAudit({ actorId: admin.id, action: `${type}.touch`, entityType: type, entityId: await ROW_OF[type](member.id) });
    }
    const member = await createMember();
    const event = await upcomingEvent();
    await recordAudit({ actorId: admin.id, action: "user.touch", entityType: "User", entityId: member.id });
    await recordAudit({ actorId: admin.id, action: "event.touch", entityType: "Event", entityId: event.event.id });
    const recorded = await db.auditEvent.findMany({ select: { id: true, action: true, subjectUserId: true }, orderBy: { id: "asc" } });
    expect(recorded.filter((e) => e.subjectUserId !== null).length).toBeGreaterThan(25);

    await db.auditEvent.updateMany({ data: { subjectUserId: null } });
    const statements = backfillStatements();
    expect(statements.length).toBeGreaterThan(20);
    for (const statement of statements) await db.$executeRawUnsafe(statement);

    const backfilled = await db.auditEvent.findMany({ select: { id: true, action: true, subjectUserId: true }, orderBy: { id: "asc" } });
    expect(backfilled).toEqual(recorded.map((e) => (NAMED_BY_THE_COMMAND.has(e.action) ? { ...e, subjectUserId: null } : e)));
  });
});
