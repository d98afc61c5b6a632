/**
 * Which member an audit event is about (`AuditEvent.subjectUserId`, the admin profile's History
 * tab). Every entity type the portal audits is declared here with the way to its member: the user
 * itself, a column of the row, or a column that points at a parent row with the member (an exam
 * attempt's registration); or no member at all (system data such as a work area or an event).
 * `recordAudit` asks `auditSubject` when its caller does not name the subject, so commands need not
 * know. `tests/unit/audit-subjects.test.ts` fails when app code audits an entity type missing here.
 * The backfill of the migration `audit_subject` follows the same ways in SQL.
 */
import { raw, sql, type Sql } from "~/lib/dialect/index.server.ts";

/** A table whose `userId` column is the member, reached from a child row's column. */
type Parent = "Registration" | "UserCertification" | "Transaction";

/** One way from a row to its member: a column holding the user's id, or one pointing at a parent row. */
export type SubjectWay = { column: string; parent?: Parent };

export type SubjectRule =
  /** the entity is the member (entityId is the user's id) */
  | { kind: "user" }
  /** the row's member, by the first of these ways that leads to one */
  | { kind: "row"; table: string; ways: readonly [SubjectWay, ...SubjectWay[]] }
  /** system data: about no member */
  | { kind: "none" };

export type AuditedEntity = { label: string; subject: SubjectRule };

const user = (column = "userId"): SubjectWay => ({ column });
const registration: SubjectWay = { column: "registrationId", parent: "Registration" };
type RowRule = Extract<SubjectRule, { kind: "row" }>;
const none = { kind: "none" } as const satisfies SubjectRule;
const row = (table: string, ...ways: [SubjectWay, ...SubjectWay[]]): RowRule => ({ kind: "row", table, ways });

/** Every entity type written to `AuditEvent.entityType`, with its label and the way to its member. */
export const AUDITED_ENTITIES = {
  User: { label: "Account", subject: { kind: "user" } as const },
  Address: { label: "Address", subject: row("Address", user()) },
  IndividualCeu: { label: "Individual CEU", subject: row("IndividualCeu", user()) },
  GroupCeu: { label: "Group CEU", subject: row("GroupCeu", user()) },
  Registration: { label: "Registration", subject: row("Registration", user()) },
  ExamAttempt: { label: "Exam attempt", subject: row("ExamAttempt", registration) },
  Experience: { label: "Experience hours", subject: row("Experience", registration) },
  ExperienceValidation: { label: "Experience validation", subject: row("ExperienceValidation", registration) },
  PracticeExamAttempt: { label: "Practice exam attempt", subject: row("PracticeExamAttempt", registration) },
  RegistrationPracticeExam: { label: "Practice exams", subject: row("RegistrationPracticeExam", registration) },
  Extension: { label: "Extension", subject: row("Extension", user()) },
  UserCertification: { label: "Certification", subject: row("UserCertification", user()) },
  UserMembership: { label: "Membership", subject: row("UserMembership", user()) },
  MembershipRequest: { label: "Membership request", subject: row("MembershipRequest", user()) },
  LineItem: { label: "Line item", subject: row("LineItem", user()) },
  Transaction: { label: "Payment", subject: row("Transaction", user()) },
  Renewal: { label: "Renewal", subject: row("Renewal", user()) },
  Notification: { label: "Alert", subject: row("Notification", user()) },
  /** a trainer's license code has its owner; a general discount code is system data */
  Discount: { label: "Discount code", subject: row("Discount", user("ownerUserId")) },
  OutsideCall: {
    label: "Outside call",
    subject: row(
      "OutsideCall",
      user(),
      registration,
      { column: "userCertificationId", parent: "UserCertification" },
      { column: "transactionId", parent: "Transaction" },
    ),
  },
  Announcement: { label: "Announcement", subject: none },
  Certification: { label: "Certification type", subject: none },
  CourseMaterial: { label: "Course material", subject: none },
  CreditType: { label: "Credit type", subject: none },
  DonationOption: { label: "Donation option", subject: none },
  Event: { label: "Event", subject: none },
  Exam: { label: "Exam", subject: none },
  FellowshipServiceType: { label: "Fellowship service type", subject: none },
  Group: { label: "Group", subject: none },
  HtmlCard: { label: "HTML card", subject: none },
  MembershipResource: { label: "Membership resource", subject: none },
  MembershipType: { label: "Membership type", subject: none },
  MessageTemplate: { label: "Message template", subject: none },
  MilitaryInstallation: { label: "Military installation", subject: none },
  PathwayType: { label: "Pathway type", subject: none },
  PracticeExam: { label: "Practice exam", subject: none },
  Product: { label: "Product", subject: none },
  ProductCategory: { label: "Product category", subject: none },
  ReferrerContext: { label: "Referrer context", subject: none },
  ReportingPeriod: { label: "Reporting period", subject: none },
  Role: { label: "Role", subject: none },
  SsoPartner: { label: "Single sign-on partner", subject: none },
  Training: { label: "Training", subject: none },
  TrainingCategory: { label: "Training category", subject: none },
  UniversityProgram: { label: "University program", subject: none },
  WorkArea: { label: "Work area", subject: none },
  WorkAreaCategory: { label: "Work area category", subject: none },
} as const satisfies Record<string, AuditedEntity>;

export type AuditEntityType = keyof typeof AUDITED_ENTITIES;

/** The entity types whose rows have a member (each a `row` rule). */
export type MemberRowEntityType = {
  [T in AuditEntityType]: (typeof AUDITED_ENTITIES)[T]["subject"] extends RowRule ? T : never;
}[AuditEntityType];

export function isAuditEntityType(type: string): type is AuditEntityType {
  return Object.hasOwn(AUDITED_ENTITIES, type);
}

/** The entity type's label ("Individual CEU"); the type itself when it is not declared. */
export function entityLabel(type: string): string {
  return isAuditEntityType(type) ? AUDITED_ENTITIES[type].label : type;
}

const q = (name: string) => `"${name}"`;

/**
 * The SELECT that finds a row's member, the row whose id is `id`: one row (none when the row is
 * gone) with `id`, the member's user id or null. Built only from the constant declarations above
 * and the id as a parameter.
 */
export function subjectQuery(rule: SubjectRule, id: number): Sql | null {
  if (rule.kind === "none") return null;
  if (rule.kind === "user") return sql`SELECT u."id" AS id FROM "User" u WHERE u."id" = ${id}`;
  const joins = rule.ways.map((w, i) => (w.parent ? ` LEFT JOIN ${q(w.parent)} p${i} ON p${i}."id" = t.${q(w.column)}` : ""));
  const picks = rule.ways.map((w, i) => (w.parent ? `p${i}."userId"` : `t.${q(w.column)}`));
  const pick = picks.length === 1 ? picks[0] : `COALESCE(${picks.join(", ")})`;
  return sql`${raw(`SELECT ${pick} AS id FROM ${q(rule.table)} t${joins.join("")}`)} WHERE t."id" = ${id}`;
}

/** What `auditSubject` needs of a database client: the transaction's or `db`. */
export type SubjectClient = { $queryRaw<T = unknown>(query: Sql): Promise<T> };

type Found = { id: number | bigint | null };

/** The first row's id: a number, null (a row without a member), or undefined (no row). */
async function firstId(client: SubjectClient, query: Sql): Promise<number | null | undefined> {
  const rows = await client.$queryRaw<Found[]>(query);
  if (rows.length === 0) return undefined;
  const found = rows[0]!.id;
  return found === null ? null : Number(found);
}

/**
 * A deleted row's member, from the values its event keeps (`before`, else `after`): the same ways
 * as the row's, read from those values (a deleted registration's `userId`).
 */
async function subjectOfValues(client: SubjectClient, ways: readonly SubjectWay[], values: unknown): Promise<number | null> {
  if (!values || typeof values !== "object") return null;
  const kept = values as Record<string, unknown>;
  for (const way of ways) {
    const id = kept[way.column];
    if (typeof id !== "number" || !Number.isSafeInteger(id)) continue;
    const table = way.parent ?? "User";
    const found = await firstId(
      client,
      sql`${raw(`SELECT ${way.parent ? '"userId"' : '"id"'} AS id FROM ${q(table)}`)} WHERE "id" = ${id}`,
    );
    if (typeof found === "number") return found;
  }
  return null;
}

/**
 * The member an event about this entity concerns, or null: system data, an entity type not
 * declared, a row gone without its member's id among the event's values. One query, two for a
 * deleted row.
 */
export async function auditSubject(
  client: SubjectClient,
  event: { entityType: string; entityId: number | null; before?: unknown; after?: unknown },
): Promise<number | null> {
  if (!isAuditEntityType(event.entityType)) return null;
  const rule: SubjectRule = AUDITED_ENTITIES[event.entityType].subject;
  const query = event.entityId === null ? null : subjectQuery(rule, event.entityId);
  if (query === null) return null;
  const found = await firstId(client, query);
  if (found !== undefined) return found;
  if (rule.kind !== "row") return null;
  return (await subjectOfValues(client, rule.ways, event.before)) ?? subjectOfValues(client, rule.ways, event.after);
}
