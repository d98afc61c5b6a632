/**
 * Bulk data for benchmarks: many members, registrations, CEUs (each decision with its audit event) and events on top of the demo seed.
 *
 *   npm run seed:scale -- --users 100000 --ceus 1000000 --registrations 200000 --events 50000   (the defaults)
 *
 * Writes with better-sqlite3 directly (prepared statements, large transactions, WAL,
 * synchronous=OFF); Prisma would take far too long. Values are stored exactly as Prisma's SQLite
 * adapter stores them, so the app reads these rows like its own:
 *   DateTime  TEXT  "2026-03-14T12:00:00.000+00:00" (ISO 8601, milliseconds, "+00:00")
 *   Boolean   INTEGER 0/1;  Float REAL;  Json TEXT (JSON)
 * New ids continue after the existing rows. Every scale member signs in with the demo password
 * (one bcrypt hash, computed once). Needs the reference data of prisma/seed.ts.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import {
  CERTIFICATION_STATUS,
  EVENT_TYPE,
  EXAM_RESULT,
  EXPIRATION_STATUS,
  GENDER,
  MEMBERSHIP_KEY,
  MEMBERSHIP_REQUEST_STATUS,
  MEMBERSHIP_STATUS,
  PATHWAY_KEY,
  PAYMENT_METHOD_TYPE,
  PRODUCT_KIND,
  REFERRAL,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  REJECTION_STATUS,
  REPORTING_PERIOD_STATUS,
  REVIEW_STATUS,
  ROLE,
  TRAINING_CATEGORY_KEY,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  USER_TRAINING_STATUS,
  YEARS_OF_SERVICE,
  type RegistrationStatus,
} from "../app/domain/constants.ts";
import { parseEnv } from "../app/lib/env.server.ts";
import { hashPassword } from "../app/lib/password.server.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

export interface ScaleOptions {
  users?: number;
  ceus?: number;
  registrations?: number;
  /** events, each with its product (past and upcoming, every type; the events lists) */
  events?: number;
  /** SQLite file; default from DATABASE_URL / DATA_DIR like the app */
  databaseFile?: string;
  /** PRNG seed (same seed, same data) */
  seed?: number;
  /** progress lines; default console.log */
  log?: (line: string) => void;
}

export type ScaleSummary = Record<string, number>;

/** An expected failure (missing reference data, bad arguments): the CLI prints only the message. */
export class ScaleSeedError extends Error {
  override name = "ScaleSeedError";
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const DAY = 86_400_000;

/** DateTime exactly as Prisma's SQLite adapter writes it. */
function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, -1) + "+00:00";
}
const bool = (b: boolean) => (b ? 1 : 0);

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

const FIRST = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Thomas",
  "Sarah",
  "Carlos",
  "Karen",
  "Daniel",
  "Lisa",
  "Matthew",
  "Nancy",
  "Anthony",
  "Betty",
  "Mark",
  "Sandra",
  "Andre",
  "Ashley",
  "Kenji",
  "Kimberly",
  "Luis",
  "Emily",
  "Omar",
  "Donna",
  "Wei",
  "Michelle",
  "Tyrone",
  "Carol",
  "Diego",
  "Amanda",
  "Samir",
  "Melissa",
  "Hiro",
  "Deborah",
  "Ivan",
  "Aisha",
] as const;
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Nguyen",
  "Hill",
  "Flores",
  "Green",
  "Adams",
  "Nelson",
  "Baker",
  "Hall",
  "Rivera",
  "Campbell",
  "Mitchell",
] as const;
const PLACES = [
  ["Columbus", "OH", "43215"],
  ["San Antonio", "TX", "78205"],
  ["Raleigh", "NC", "27601"],
  ["Madison", "WI", "53703"],
  ["Denver", "CO", "80202"],
  ["Tacoma", "WA", "98402"],
  ["Norfolk", "VA", "23510"],
  ["Atlanta", "GA", "30303"],
  ["Minneapolis", "MN", "55401"],
  ["Phoenix", "AZ", "85004"],
  ["Baltimore", "MD", "21202"],
  ["Sacramento", "CA", "95814"],
  ["Boise", "ID", "83702"],
  ["Omaha", "NE", "68102"],
  ["Tampa", "FL", "33602"],
  ["Honolulu", "HI", "96813"],
] as const;
const STREETS = [
  "Maple Ave",
  "Oak St",
  "Cedar Ln",
  "Elm St",
  "Park Blvd",
  "Lakeview Dr",
  "Hillcrest Rd",
  "Main St",
  "Pine St",
  "River Rd",
] as const;
const ORGS = [
  "Consumer Credit Counseling Service",
  "Military Family Readiness Center",
  "Community Credit Union",
  "Financial Wellness Nonprofit",
  "Neighborhood Housing Services",
  "State University Extension",
  "County Social Services",
  "Employee Assistance Program",
  "Independent practice",
] as const;
const TITLES = [
  "Financial Counselor",
  "Personal Financial Manager",
  "Housing Counselor",
  "Financial Coach",
  "Extension Educator",
  "Credit Counselor",
  "Program Manager",
] as const;
const CEU_TITLES = [
  "Behavioral Finance Fundamentals",
  "Student Loan Repayment Strategies",
  "Military Financial Readiness",
  "Credit Reporting and Scoring",
  "Trauma-Informed Financial Counseling",
  "Retirement Basics for Counselors",
  "Motivational Interviewing",
  "Housing Counseling Essentials",
  "Tax Credits for Working Families",
  "Financial Therapy: An Introduction",
  "Debt Management Plans in Practice",
  "Coaching Through Job Loss",
  "Insurance Basics for Counselors",
  "Identity Theft Recovery",
  "Small Business Finance Basics",
  "Estate Planning Conversations",
] as const;
const ETHICS_TITLES = ["Ethics in Financial Counseling", "Boundaries and Confidentiality", "Conflicts of Interest in Practice"] as const;
const SPONSORS = [
  "AFCPE",
  "NEFE",
  "CFPB",
  "FINRA Foundation",
  "Military OneSource",
  "University Extension",
  "NFCC",
  "Financial Therapy Association",
] as const;
const SUPERVISORS = ["Lauren Whitaker", "Marcus Bell", "Angela Ruiz", "Thomas Reed", "Priscilla Owens", "Jamal Carter"] as const;
const CREDIT_VALUES = [1, 1, 1.5, 2, 2, 3, 3, 4, 6, 12] as const;
/** Event types by share: webinars most, then OnDemand recordings and in-person workshops. */
const EVENT_TYPES = [
  ...Array<string>(9).fill(EVENT_TYPE.webinar),
  ...Array<string>(3).fill(EVENT_TYPE.onDemand),
  ...Array<string>(3).fill(EVENT_TYPE.inPerson),
  ...Array<string>(2).fill(EVENT_TYPE.fpa),
  ...Array<string>(2).fill(EVENT_TYPE.virtual),
  EVENT_TYPE.symposium,
] as const;
const EVENT_PREFIX: Record<string, string> = {
  [EVENT_TYPE.webinar]: "Webinar",
  [EVENT_TYPE.onDemand]: "OnDemand",
  [EVENT_TYPE.inPerson]: "Workshop",
  [EVENT_TYPE.fpa]: "FPA Roundtable",
  [EVENT_TYPE.virtual]: "Virtual Meetup",
  [EVENT_TYPE.symposium]: "Symposium",
};

// ---------------------------------------------------------------------------------------------
// Reference data written by prisma/seed.ts
// ---------------------------------------------------------------------------------------------

function loadReference(sql: Database.Database) {
  const missing: string[] = [];
  const one = <T>(what: string, query: string, ...params: unknown[]): T => {
    const row = sql.prepare(query).get(...params) as T | undefined;
    if (!row) missing.push(what);
    return row as T;
  };
  one<{ id: number }>(`role "${ROLE.member}"`, `SELECT id FROM "Role" WHERE key = ?`, ROLE.member);
  const afc = one<{ id: number }>('certification "afc"', `SELECT id FROM "Certification" WHERE key = 'afc'`);
  const pathways = sql
    .prepare(
      `SELECT p.id, p.key, p.deadlineMonths, p.requiredHours, f.id AS feeProductId, f.name AS feeName, f.priceCents AS feeCents
       FROM "PathwayType" p JOIN "Product" f ON f.pathwayTypeId = p.id AND f.kind = ? AND f.deletedAt IS NULL
       WHERE p.certificationId = ? GROUP BY p.id ORDER BY p.sortOrder`,
    )
    .all(PRODUCT_KIND.registrationFee, afc?.id ?? -1) as {
    id: number;
    key: string;
    deadlineMonths: number;
    requiredHours: number;
    feeProductId: number;
    feeName: string;
    feeCents: number;
  }[];
  if (!pathways.some((p) => p.key === PATHWAY_KEY.education)) missing.push("pathway types with registration fees");
  const exam = one<{ id: number; name: string; productId: number; priceCents: number }>(
    "AFC exam",
    `SELECT e.id, e.name, p.id AS productId, p.priceCents FROM "Exam" e JOIN "Product" p ON p.id = e.productId WHERE e.certificationId = ? ORDER BY e.id LIMIT 1`,
    afc?.id ?? -1,
  );
  const general = one<{ id: number }>("credit type General", `SELECT id FROM "CreditType" WHERE ethics = 0 ORDER BY id LIMIT 1`);
  const ethics = one<{ id: number }>("credit type Ethics", `SELECT id FROM "CreditType" WHERE ethics = 1 ORDER BY id LIMIT 1`);
  const periods = (
    sql
      .prepare(`SELECT id, name, start, "end", status FROM "ReportingPeriod" WHERE reportable = 1 AND status <> ? ORDER BY start`)
      .all(REPORTING_PERIOD_STATUS.upcoming) as {
      id: number;
      name: string;
      start: string;
      end: string;
      status: string;
    }[]
  ).map((p) => ({ ...p, startMs: Date.parse(p.start), endMs: Date.parse(p.end) }));
  const currentPeriod = periods.find((p) => p.status === REPORTING_PERIOD_STATUS.current);
  if (!currentPeriod) missing.push("a current reporting period");
  const memberships = sql
    .prepare(`SELECT t.id, t.key, t.name, p.id AS productId, p.priceCents FROM "MembershipType" t JOIN "Product" p ON p.id = t.productId`)
    .all() as { id: number; key: string; name: string; productId: number; priceCents: number }[];
  const membership = Object.fromEntries(memberships.map((m) => [m.key, m]));
  for (const key of Object.values(MEMBERSHIP_KEY)) if (!membership[key]) missing.push(`membership type "${key}"`);
  const serviceTypes = (
    sql.prepare(`SELECT id FROM "FellowshipServiceType" WHERE deletedAt IS NULL AND militarySpouseOnly = 0 ORDER BY id`).all() as {
      id: number;
    }[]
  ).map((r) => r.id);
  if (serviceTypes.length === 0) missing.push("fellowship service types");
  const trainings = sql
    .prepare(
      `SELECT t.id, t.name, p.id AS productId, p.priceCents FROM "Training" t JOIN "TrainingCategory" c ON c.id = t.categoryId
       JOIN "Product" p ON p.id = t.productId WHERE c.key = ? AND t.available = 1 ORDER BY t.id`,
    )
    .all(TRAINING_CATEGORY_KEY.moneyManagementEssentials) as { id: number; name: string; productId: number; priceCents: number }[];
  if (trainings.length === 0) missing.push("Money Management Essentials trainings");
  const workCategories = (sql.prepare(`SELECT id FROM "WorkAreaCategory" ORDER BY id`).all() as { id: number }[]).map((r) => r.id);
  if (workCategories.length === 0) missing.push("work area categories");
  const extensionProduct = sql
    .prepare(`SELECT id, priceCents FROM "Product" WHERE kind = ? AND deletedAt IS NULL ORDER BY id LIMIT 1`)
    .get(PRODUCT_KIND.extension) as { id: number; priceCents: number } | undefined;
  const admin = sql.prepare(`SELECT id FROM "User" WHERE role = ? ORDER BY id LIMIT 1`).get(ROLE.admin) as { id: number } | undefined;
  const eventCategory = sql.prepare(`SELECT id FROM "ProductCategory" WHERE key = 'events'`).get() as { id: number } | undefined;

  if (missing.length > 0) {
    throw new ScaleSeedError(
      `The scale seed builds on the demo seed's reference data, which is missing (${missing.join(", ")}). Run \`npm run db:seed\` (or \`npm run db:reset\`) first.`,
    );
  }
  return {
    afcId: afc.id,
    pathways,
    exam,
    generalId: general.id,
    ethicsId: ethics.id,
    periods,
    currentPeriod: currentPeriod!,
    membership,
    serviceTypes,
    trainings,
    workCategories,
    adminId: admin?.id ?? null,
    eventCategoryId: eventCategory?.id ?? null,
    extensionProduct: extensionProduct ?? { id: null, priceCents: 20_000 },
  };
}

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

function insert(sql: Database.Database, table: string, columns: string[]) {
  const cols = columns.map((c) => `"${c}"`).join(", ");
  return sql.prepare(`INSERT INTO "${table}" (${cols}) VALUES (${columns.map(() => "?").join(", ")})`);
}

function statements(sql: Database.Database) {
  return {
    user: insert(sql, "User", [
      "id",
      "email",
      "passwordHash",
      "role",
      "firstName",
      "lastName",
      "dateOfBirth",
      "gender",
      "contactMethod",
      "cellPhone",
      "willText",
      "agreeTos",
      "referral",
      "primaryAddressId",
      "jobTitle",
      "organization",
      "yearsOfService",
      "primaryWorkAreaCategoryId",
      "isEligibleForStudentMembership",
      "membershipStatus",
      "profileLastUpdated",
      "createdAt",
      "updatedAt",
    ]),
    address: insert(sql, "Address", ["id", "userId", "name", "addressLine1", "city", "state", "zip", "country", "createdAt", "updatedAt"]),
    transaction: insert(sql, "Transaction", [
      "id",
      "userId",
      "type",
      "status",
      "amountCents",
      "stripeId",
      "idempotencyKey",
      "paymentMethodType",
      "cardLastFour",
      "createdAt",
      "updatedAt",
    ]),
    lineItem: insert(sql, "LineItem", [
      "id",
      "userId",
      "productId",
      "kind",
      "registrationId",
      "name",
      "priceCents",
      "finalPriceCents",
      "quantity",
      "showInCart",
      "paymentMethodId",
      "transactionId",
      "createdAt",
      "updatedAt",
    ]),
    userMembership: insert(sql, "UserMembership", [
      "id",
      "userId",
      "membershipTypeId",
      "productId",
      "lineItemId",
      "start",
      "end",
      "approved",
      "createdAt",
      "updatedAt",
    ]),
    membershipRequest: insert(sql, "MembershipRequest", [
      "id",
      "userId",
      "membershipTypeId",
      "status",
      "memberForTenYears",
      "dateOfBirth",
      "reviewedById",
      "reviewedAt",
      "userMembershipId",
      "createdAt",
      "updatedAt",
    ]),
    registration: insert(sql, "Registration", [
      "id",
      "userId",
      "step",
      "status",
      "expirationStatus",
      "deadline",
      "enrolledOn",
      "graduatedOn",
      "certificateName",
      "militarySpouse",
      "requiredHours",
      "trainingId",
      "certificationId",
      "pathwayTypeId",
      "codeOfEthicsSignature",
      "codeOfEthicsSignedAt",
      "brightspaceEnrollment",
      "createdAt",
      "updatedAt",
    ]),
    userCertification: insert(sql, "UserCertification", [
      "id",
      "userId",
      "certificationId",
      "registrationId",
      "status",
      "reportingPeriodId",
      "issuedAt",
      "expiresAt",
      "revokedAt",
      "createdAt",
      "updatedAt",
    ]),
    examAttempt: insert(sql, "ExamAttempt", [
      "id",
      "registrationId",
      "examId",
      "name",
      "lineItemId",
      "transactionId",
      "finalPriceCents",
      "score",
      "result",
      "takenAt",
      "retake",
      "createdAt",
      "updatedAt",
    ]),
    experience: insert(sql, "Experience", [
      "id",
      "registrationId",
      "fellowshipServiceTypeId",
      "organization",
      "title",
      "hours",
      "supervisorName",
      "supervisorEmail",
      "supervisorPhone",
      "description",
      "startDate",
      "endDate",
      "status",
      "approved",
      "rejectionStatus",
      "verified",
      "createdAt",
      "updatedAt",
    ]),
    extension: insert(sql, "Extension", [
      "id",
      "userId",
      "registrationId",
      "approved",
      "completedHours",
      "deadline",
      "signature",
      "signedAt",
      "lineItemId",
      "submittedAt",
      "createdAt",
      "updatedAt",
    ]),
    userTraining: insert(sql, "UserTraining", [
      "id",
      "userId",
      "trainingId",
      "registrationId",
      "status",
      "completedAt",
      "createdAt",
      "updatedAt",
    ]),
    groupCeu: insert(sql, "GroupCeu", [
      "id",
      "userId",
      "credits",
      "creditTypeId",
      "programTitle",
      "sponsor",
      "programDescription",
      "contactEmail",
      "completionCode",
      "startDate",
      "endDate",
      "listProgram",
      "status",
      "approved",
      "rejectionStatus",
      "submittedAt",
      "createdAt",
      "updatedAt",
    ]),
    individualCeu: insert(sql, "IndividualCeu", [
      "id",
      "userId",
      "preapprovedCreditId",
      "reportingPeriodId",
      "completionDate",
      "credits",
      "creditTypeId",
      "programTitle",
      "sponsor",
      "programDescription",
      "completionCode",
      "status",
      "approved",
      "rejectionStatus",
      "verified",
      "submittedAt",
      "createdAt",
      "updatedAt",
    ]),
    product: insert(sql, "Product", [
      "id",
      "kind",
      "name",
      "priceCents",
      "memberPriceCents",
      "freeForMembers",
      "categoryId",
      "createdAt",
      "updatedAt",
    ]),
    event: insert(sql, "Event", [
      "id",
      "name",
      "description",
      "type",
      "approvedForEthics",
      "date",
      "expirationDate",
      "ceus",
      "experienceHours",
      "productId",
      "registrationUrl",
      "recordingUrl",
      "resource1Url",
      "createdAt",
      "updatedAt",
    ]),
    auditEvent: insert(sql, "AuditEvent", [
      "id",
      "actorId",
      "subjectUserId",
      "action",
      "entityType",
      "entityId",
      "before",
      "after",
      "ipAddress",
      "createdAt",
    ]),
    ceuReview: insert(sql, "CeuReview", [
      "id",
      "individualCeuId",
      "groupCeuId",
      "reviewerId",
      "approved",
      "status",
      "message",
      "createdAt",
    ]),
  };
}

const ID_TABLES = [
  "User",
  "Address",
  "Transaction",
  "LineItem",
  "UserMembership",
  "MembershipRequest",
  "Registration",
  "UserCertification",
  "ExamAttempt",
  "Experience",
  "Extension",
  "UserTraining",
  "GroupCeu",
  "IndividualCeu",
  "CeuReview",
  "AuditEvent",
  "Product",
  "Event",
] as const;
type IdTable = (typeof ID_TABLES)[number];

/** Next free id per table: after the largest existing id and the AUTOINCREMENT high-water mark. */
function idAllocator(sql: Database.Database) {
  const hasSeq = sql.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).get() !== undefined;
  const next = {} as Record<IdTable, number>;
  for (const table of ID_TABLES) {
    const max = (sql.prepare(`SELECT COALESCE(MAX(id), 0) AS m FROM "${table}"`).get() as { m: number }).m;
    const seq = hasSeq
      ? ((sql.prepare(`SELECT seq FROM sqlite_sequence WHERE name = ?`).get(table) as { seq: number } | undefined)?.seq ?? 0)
      : 0;
    next[table] = Math.max(max, seq) + 1;
  }
  return (table: IdTable) => next[table]++;
}

// ---------------------------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------------------------

export async function seedScale(opts: ScaleOptions = {}): Promise<ScaleSummary> {
  const users = opts.users ?? 100_000;
  const ceus = opts.ceus ?? 1_000_000;
  const registrations = opts.registrations ?? 200_000;
  const events = opts.events ?? 50_000;
  for (const [name, v] of Object.entries({ users, ceus, registrations, events })) {
    if (!Number.isInteger(v) || v < 0) throw new ScaleSeedError(`--${name} must be a whole number of 0 or more (got ${v}).`);
  }
  if (users === 0 && registrations > 0)
    throw new ScaleSeedError("--registrations needs --users above 0 (registrations belong to the new members).");
  const log = opts.log ?? ((line: string) => console.log(line));
  const file = opts.databaseFile ?? parseEnv({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR }).databaseFile;
  if (file === null) {
    throw new ScaleSeedError(
      "The scale seed writes a SQLite file: seed one, then copy it to PostgreSQL with `npm run db:copy -- --to postgresql://...` (npm run bench -- --database does both).",
    );
  }
  if (!fs.existsSync(file)) throw new ScaleSeedError(`No database at ${file}. Run \`npm run db:reset\` first.`);

  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const sql = new Database(file, { fileMustExist: true, timeout: 15_000 });
  try {
    sql.pragma("journal_mode = WAL");
    sql.pragma("synchronous = OFF");
    sql.pragma("cache_size = -262144");
    sql.pragma("temp_store = MEMORY");
    const ref = loadReference(sql);
    const st = statements(sql);
    const nextId = idAllocator(sql);
    const rnd = prng(opts.seed ?? 20_260_101);
    const now = Date.now();
    const daysAgo = (d: number) => now - d * DAY;
    const counts: Record<string, number> = {};
    const bump = (k: string, n = 1) => (counts[k] = (counts[k] ?? 0) + n);

    /** Runs `body(i)` for i in [0, total) in transactions of `chunk` rows, printing progress. */
    const batched = (label: string, total: number, body: (i: number) => void, chunk = 20_000) => {
      const run = sql.transaction((from: number, to: number) => {
        // User.primaryAddressId and Address.userId point at each other: check keys at commit.
        sql.pragma("defer_foreign_keys = ON");
        for (let i = from; i < to; i++) body(i);
      });
      const step = Math.max(chunk, Math.ceil(total / 5 / chunk) * chunk);
      let nextReport = step;
      for (let from = 0; from < total; from += chunk) {
        const to = Math.min(total, from + chunk);
        run(from, to);
        if (to >= nextReport && to < total) {
          log(`  ${label}: ${to.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} (${elapsed()})`);
          nextReport += step;
        }
      }
      log(`${label}: ${total.toLocaleString("en-US")} done (${elapsed()})`);
    };

    /** A paid checkout; returns [transactionId, lineItemIds]. */
    const checkout = (
      userId: number,
      at: number,
      items: { productId: number | null; kind: string; name: string; price: number; final?: number; registrationId?: number | null }[],
    ) => {
      const txId = nextId("Transaction");
      const amount = items.reduce((s, it) => s + (it.final ?? it.price), 0);
      const method = amount > 0 ? PAYMENT_METHOD_TYPE.stripe : PAYMENT_METHOD_TYPE.free;
      const at_ = iso(at);
      st.transaction.run(
        txId,
        userId,
        TRANSACTION_TYPE.purchase,
        TRANSACTION_STATUS.succeeded,
        amount,
        amount > 0 ? `pi_scale_${txId}` : null,
        `scale-tx-${txId}`,
        method,
        amount > 0 ? pick4(txId) : null,
        at_,
        at_,
      );
      bump("transactions");
      const ids = items.map((it) => {
        const id = nextId("LineItem");
        st.lineItem.run(
          id,
          userId,
          it.productId,
          it.kind,
          it.registrationId ?? null,
          it.name,
          it.price,
          it.final ?? it.price,
          1,
          1,
          amount > 0 ? `pm_scale_${txId}` : null,
          txId,
          at_,
          at_,
        );
        return id;
      });
      bump("lineItems", ids.length);
      return [txId, ids] as const;
    };

    log(
      `Scale seed: ${users.toLocaleString("en-US")} users, ${registrations.toLocaleString("en-US")} registrations, ${ceus.toLocaleString("en-US")} CEUs, ${events.toLocaleString("en-US")} events into ${file}`,
    );

    // ---- users, addresses, memberships --------------------------------------------------------
    const firstUserId = nextId("User");
    const userId = (i: number) => firstUserId + i;
    // reserve the whole block so ids stay contiguous
    for (let i = 1; i < users; i++) nextId("User");
    /** 40% of members are certified (their first registration is a completed AFC one). */
    const isCertified = (i: number) => i % 5 < 2;

    batched("users", users, (i) => {
      const id = userId(i);
      const first = FIRST[i % FIRST.length];
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
      const created = daysAgo(30 + rnd.int(3000));
      const place = PLACES[i % PLACES.length];
      const addressId = nextId("Address");
      const m = rnd.next();
      const kind = m < 0.55 ? MEMBERSHIP_KEY.professional : m < 0.59 ? MEMBERSHIP_KEY.student : m < 0.6 ? MEMBERSHIP_KEY.emeritus : null;
      const pendingRequest = kind === null && m < 0.61;
      const start = daysAgo(rnd.int(720));
      const active = kind !== null && start + 364 * DAY > now;
      const age =
        kind === MEMBERSHIP_KEY.student
          ? 19 + rnd.int(8)
          : kind === MEMBERSHIP_KEY.emeritus || (pendingRequest && i % 2 === 0)
            ? 65 + rnd.int(12)
            : 24 + rnd.int(40);
      const dob = iso(Date.UTC(new Date(now).getUTCFullYear() - age, rnd.int(12), 1 + rnd.int(28), 12));
      st.user.run(
        id,
        `member${id}@scale.example.org`,
        passwordHash,
        ROLE.member,
        first,
        last,
        dob,
        rnd.pick([GENDER.female, GENDER.female, GENDER.male, GENDER.male, GENDER.nonBinary, GENDER.nonAnswer]),
        0,
        `(${200 + (i % 700)}) 555-${String(1000 + (i % 9000)).padStart(4, "0")}`,
        bool(i % 3 === 0),
        1,
        rnd.pick(Object.values(REFERRAL)),
        addressId,
        rnd.pick(TITLES),
        rnd.pick(ORGS),
        rnd.pick(YEARS_OF_SERVICE),
        rnd.pick(ref.workCategories),
        bool(kind === MEMBERSHIP_KEY.student || (pendingRequest && i % 2 === 1)),
        active ? MEMBERSHIP_STATUS.active : pendingRequest ? MEMBERSHIP_STATUS.pendingReview : MEMBERSHIP_STATUS.notMember,
        iso(created + rnd.int(30) * DAY),
        iso(created),
        iso(created),
      );
      st.address.run(
        addressId,
        id,
        "Home",
        `${100 + (i % 9800)} ${STREETS[i % STREETS.length]}`,
        place[0],
        place[1],
        place[2],
        "US",
        iso(created),
        iso(created),
      );
      bump("addresses");
      if (kind) {
        const t = ref.membership[kind];
        const [, [li]] = checkout(id, start, [
          { productId: t.productId, kind: PRODUCT_KIND.membership, name: t.name, price: t.priceCents },
        ]);
        const umId = nextId("UserMembership");
        st.userMembership.run(umId, id, t.id, t.productId, li, iso(start), iso(start + 364 * DAY), 1, iso(start), iso(start));
        bump("userMemberships");
        if (kind !== MEMBERSHIP_KEY.professional) {
          st.membershipRequest.run(
            nextId("MembershipRequest"),
            id,
            t.id,
            MEMBERSHIP_REQUEST_STATUS.approved,
            bool(kind === MEMBERSHIP_KEY.emeritus),
            kind === MEMBERSHIP_KEY.emeritus ? dob : null,
            ref.adminId,
            iso(start),
            umId,
            iso(start - 3 * DAY),
            iso(start),
          );
          bump("membershipRequests");
        }
      } else if (pendingRequest) {
        const t = ref.membership[i % 2 === 0 ? MEMBERSHIP_KEY.emeritus : MEMBERSHIP_KEY.student];
        const at = iso(daysAgo(rnd.int(10)));
        st.membershipRequest.run(
          nextId("MembershipRequest"),
          id,
          t.id,
          MEMBERSHIP_REQUEST_STATUS.pending,
          bool(i % 2 === 0),
          i % 2 === 0 ? dob : null,
          null,
          null,
          null,
          at,
          at,
        );
        bump("membershipRequests");
        bump("pendingMembershipRequests");
      }
    });
    counts.users = users;

    // ---- registrations ------------------------------------------------------------------------
    const certifiedUsers: number[] = [];
    const pathwayFor = () => {
      const r = rnd.next();
      const key =
        r < 0.7
          ? PATHWAY_KEY.education
          : r < 0.85
            ? PATHWAY_KEY.university
            : r < 0.95
              ? PATHWAY_KEY.designation
              : PATHWAY_KEY.independentTrainer;
      return ref.pathways.find((p) => p.key === key) ?? ref.pathways[0];
    };
    /** Status of a candidate's (not yet certified) AFC registration: about 5% await an admin. */
    const candidateStatus = (): RegistrationStatus => {
      const r = rnd.next();
      if (r < 0.3) return REGISTRATION_STATUS.preRegistration;
      if (r < 0.34) return REGISTRATION_STATUS.registrationApproval;
      if (r < 0.36) return REGISTRATION_STATUS.finalApproval;
      if (r < 0.39) return REGISTRATION_STATUS.experienceApproval;
      return REGISTRATION_STATUS.postRegistration;
    };
    const experience = (registrationId: number, enrolled: number, status: string, hours: number) => {
      const start = enrolled - (200 + rnd.int(1500)) * DAY;
      const end = Math.min(now - DAY, start + (60 + rnd.int(700)) * DAY);
      const created = Math.min(now - DAY, end + rnd.int(60) * DAY);
      const sup = rnd.pick(SUPERVISORS);
      st.experience.run(
        nextId("Experience"),
        registrationId,
        rnd.pick(ref.serviceTypes),
        rnd.pick(ORGS),
        rnd.pick(TITLES),
        hours,
        sup,
        `${sup.split(" ")[0].toLowerCase()}@example.org`,
        "(555) 555-0100",
        "Budget, credit and debt counseling with individual clients.",
        iso(start),
        iso(end),
        status,
        status === REVIEW_STATUS.approved ? 1 : status === REVIEW_STATUS.rejected ? 0 : null,
        status === REVIEW_STATUS.rejected ? REJECTION_STATUS.needsMoreInformation : null,
        1,
        iso(created),
        iso(created),
      );
      bump("experiences");
      if (status === REVIEW_STATUS.pending) bump("pendingExperiences");
    };
    const examAttempt = (
      registrationId: number,
      txId: number | null,
      li: number | null,
      result: string | null,
      takenAt: number | null,
      retake: boolean,
      created: number,
    ) => {
      st.examAttempt.run(
        nextId("ExamAttempt"),
        registrationId,
        ref.exam.id,
        ref.exam.name,
        li,
        txId,
        ref.exam.priceCents,
        result ? (result === EXAM_RESULT.pass ? 70 + rnd.int(30) : 40 + rnd.int(29)) : null,
        result,
        takenAt === null ? null : iso(takenAt),
        bool(retake),
        iso(created),
        iso(created),
      );
      bump("examAttempts");
    };

    batched("registrations", registrations, (r) => {
      const id = nextId("Registration");
      const ui = r < users ? r : rnd.int(users);
      const uid = userId(ui);
      if (r >= users) {
        // a training (Essentials) registration
        const t = rnd.pick(ref.trainings);
        const x = rnd.next();
        const status =
          x < 0.85
            ? REGISTRATION_STATUS.complete
            : x < 0.88
              ? REGISTRATION_STATUS.moduleApproval
              : x < 0.9
                ? REGISTRATION_STATUS.registrationApproval
                : REGISTRATION_STATUS.preRegistration;
        const created = daysAgo(5 + rnd.int(1500));
        const enrolled =
          status === REGISTRATION_STATUS.preRegistration || status === REGISTRATION_STATUS.registrationApproval ? null : created + 2 * DAY;
        st.registration.run(
          id,
          uid,
          REGISTRATION_STEP.summary,
          status,
          null,
          iso(created + 365 * DAY),
          enrolled === null ? null : iso(enrolled),
          null,
          null,
          0,
          0,
          t.id,
          null,
          null,
          null,
          null,
          bool(enrolled !== null),
          iso(created),
          iso(created),
        );
        if (status !== REGISTRATION_STATUS.preRegistration) {
          checkout(uid, created, [
            { productId: t.productId, kind: PRODUCT_KIND.training, name: t.name, price: t.priceCents, registrationId: id },
          ]);
        }
        if (enrolled !== null) {
          const done = status === REGISTRATION_STATUS.complete;
          const completedAt = Math.min(now - DAY, enrolled + (20 + rnd.int(200)) * DAY);
          st.userTraining.run(
            nextId("UserTraining"),
            uid,
            t.id,
            id,
            done ? USER_TRAINING_STATUS.completed : USER_TRAINING_STATUS.inProgress,
            done ? iso(completedAt) : null,
            iso(enrolled),
            iso(done ? completedAt : enrolled),
          );
          bump("userTrainings");
        }
        bump("trainingRegistrations");
        if (status === REGISTRATION_STATUS.moduleApproval || status === REGISTRATION_STATUS.registrationApproval)
          bump("registrationsAwaitingApproval");
        return;
      }

      const pw = pathwayFor();
      const certified = isCertified(ui);
      const status = certified ? REGISTRATION_STATUS.complete : candidateStatus();
      const created = certified
        ? daysAgo(900 + rnd.int(2500))
        : status === REGISTRATION_STATUS.postRegistration
          ? daysAgo(30 + rnd.int(1300))
          : daysAgo(2 + rnd.int(400));
      const enrolled =
        status === REGISTRATION_STATUS.preRegistration || status === REGISTRATION_STATUS.registrationApproval
          ? null
          : created + (1 + rnd.int(5)) * DAY;
      let deadline = (enrolled ?? created) + pw.deadlineMonths * 30.44 * DAY;
      let expirationStatus: string | null = null;
      if (status === REGISTRATION_STATUS.postRegistration && deadline < now) {
        expirationStatus = rnd.chance(0.3) ? EXPIRATION_STATUS.expiredWithExtension : EXPIRATION_STATUS.expiredWithoutExtension;
      }
      const militarySpouse = rnd.chance(0.04);
      const first = FIRST[ui % FIRST.length];
      const last = LAST[Math.floor(ui / FIRST.length) % LAST.length];
      const passedAt = certified ? created + (200 + rnd.int(500)) * DAY : now - (10 + rnd.int(80)) * DAY;
      const graduated = certified ? passedAt + (20 + rnd.int(40)) * DAY : null;
      const ethicsSigned =
        certified ||
        status === REGISTRATION_STATUS.finalApproval ||
        status === REGISTRATION_STATUS.experienceApproval ||
        (status === REGISTRATION_STATUS.postRegistration && rnd.chance(0.5));
      const step =
        status === REGISTRATION_STATUS.preRegistration
          ? rnd.pick([
              REGISTRATION_STEP.pathway,
              REGISTRATION_STEP.documentation,
              REGISTRATION_STEP.courseMaterials,
              REGISTRATION_STEP.membership,
              REGISTRATION_STEP.summary,
            ])
          : status === REGISTRATION_STATUS.registrationApproval
            ? REGISTRATION_STEP.summary
            : status === REGISTRATION_STATUS.postRegistration
              ? REGISTRATION_STEP.exam
              : REGISTRATION_STEP.finalSummary;
      if (certified) deadline = Math.max(deadline, graduated! + DAY);
      st.registration.run(
        id,
        uid,
        step,
        status,
        expirationStatus,
        iso(deadline),
        enrolled === null ? null : iso(enrolled),
        graduated === null ? null : iso(graduated),
        certified || status === REGISTRATION_STATUS.finalApproval ? `${first} ${last}` : null,
        bool(militarySpouse),
        pw.requiredHours,
        null,
        ref.afcId,
        pw.id,
        ethicsSigned ? `${first} ${last}` : null,
        ethicsSigned ? iso((enrolled ?? created) + 60 * DAY) : null,
        bool(enrolled !== null),
        iso(created),
        iso(created),
      );
      bump("certificationRegistrations");
      if (
        status !== REGISTRATION_STATUS.preRegistration &&
        status !== REGISTRATION_STATUS.postRegistration &&
        status !== REGISTRATION_STATUS.complete
      )
        bump("registrationsAwaitingApproval");
      if (status === REGISTRATION_STATUS.preRegistration) return;

      const [txId, [, examLi]] = checkout(uid, created, [
        { productId: pw.feeProductId, kind: PRODUCT_KIND.registrationFee, name: pw.feeName, price: pw.feeCents, registrationId: id },
        { productId: ref.exam.productId, kind: PRODUCT_KIND.exam, name: ref.exam.name, price: ref.exam.priceCents, registrationId: id },
      ]);
      if (enrolled === null) return;

      // exams
      if (certified || status === REGISTRATION_STATUS.finalApproval || status === REGISTRATION_STATUS.experienceApproval) {
        if (rnd.chance(0.12)) {
          examAttempt(id, txId, examLi, EXAM_RESULT.fail, passedAt - 90 * DAY, false, enrolled);
          const [rtx, [rli]] = checkout(uid, passedAt - 80 * DAY, [
            {
              productId: ref.exam.productId,
              kind: PRODUCT_KIND.exam,
              name: `${ref.exam.name} (retake)`,
              price: 20_000,
              registrationId: id,
            },
          ]);
          examAttempt(id, rtx, rli, EXAM_RESULT.pass, passedAt, true, passedAt - 80 * DAY);
        } else {
          examAttempt(id, txId, examLi, EXAM_RESULT.pass, passedAt, false, enrolled);
        }
      } else {
        const x = rnd.next();
        if (x < 0.15) examAttempt(id, txId, examLi, EXAM_RESULT.fail, Math.min(now - DAY, enrolled + rnd.int(400) * DAY), false, enrolled);
        else if (x < 0.2)
          examAttempt(id, txId, examLi, EXAM_RESULT.absent, Math.min(now - DAY, enrolled + rnd.int(400) * DAY), false, enrolled);
        else examAttempt(id, txId, examLi, null, null, false, enrolled);
      }

      // experience hours
      const pieces = 1 + rnd.int(3);
      for (let k = 0; k < pieces; k++) {
        let s: string = REVIEW_STATUS.approved;
        if (status === REGISTRATION_STATUS.postRegistration) {
          const x = rnd.next();
          s = x < 0.1 ? REVIEW_STATUS.pending : x < 0.13 ? REVIEW_STATUS.rejected : REVIEW_STATUS.approved;
        } else if (status === REGISTRATION_STATUS.experienceApproval && k === pieces - 1) {
          s = REVIEW_STATUS.pending;
        }
        experience(id, enrolled, s, Math.round((pw.requiredHours / pieces) * 100) / 100);
      }

      // pending extension on some expired registrations
      if (expirationStatus === EXPIRATION_STATUS.expiredWithExtension && deadline > now - 180 * DAY) {
        const submitted = Math.min(now - DAY, deadline + rnd.int(60) * DAY);
        const [, [li]] = checkout(uid, submitted, [
          {
            productId: ref.extensionProduct.id,
            kind: PRODUCT_KIND.extension,
            name: "Deadline Extension (6 months)",
            price: ref.extensionProduct.priceCents,
            registrationId: id,
          },
        ]);
        st.extension.run(
          nextId("Extension"),
          uid,
          id,
          null,
          Math.round(pw.requiredHours * (0.5 + rnd.next() * 0.4)),
          iso(deadline + 182 * DAY),
          `${first} ${last}`,
          iso(submitted),
          li,
          iso(submitted),
          iso(submitted),
          iso(submitted),
        );
        bump("extensions");
      }

      // the certification earned
      if (certified) {
        const x = rnd.next();
        const cstatus =
          x < 0.85
            ? CERTIFICATION_STATUS.goodStanding
            : x < 0.91
              ? CERTIFICATION_STATUS.lapsedCeus
              : x < 0.95
                ? CERTIFICATION_STATUS.lapsedPayment
                : x < 0.98
                  ? CERTIFICATION_STATUS.revoked
                  : CERTIFICATION_STATUS.renewed;
        st.userCertification.run(
          nextId("UserCertification"),
          uid,
          ref.afcId,
          id,
          cstatus,
          ref.currentPeriod.id,
          iso(graduated!),
          iso(ref.currentPeriod.endMs),
          cstatus === CERTIFICATION_STATUS.revoked ? iso(now - rnd.int(300) * DAY) : null,
          iso(graduated!),
          iso(graduated!),
        );
        bump("userCertifications");
        certifiedUsers.push(uid);
      }
    });
    counts.registrations = registrations;

    // ---- group CEUs ---------------------------------------------------------------------------
    const groupCount = ceus === 0 || certifiedUsers.length === 0 ? 0 : Math.max(10, Math.round(ceus / 200));
    const approvedGroups: { id: number; code: string; title: string; sponsor: string; credits: number; ethics: boolean; start: number }[] =
      [];
    batched("group CEUs", groupCount, (g) => {
      const id = nextId("GroupCeu");
      const uid = certifiedUsers[rnd.int(certifiedUsers.length)];
      const x = rnd.next();
      const status = x < 0.9 ? REVIEW_STATUS.approved : x < 0.96 ? REVIEW_STATUS.pending : REVIEW_STATUS.rejected;
      const start = status === REVIEW_STATUS.pending ? now + (5 + rnd.int(120)) * DAY : now - rnd.int(2000) * DAY;
      const ethics = rnd.chance(0.12);
      const credits = ethics ? rnd.pick([1, 2]) : rnd.pick(CREDIT_VALUES);
      const title = `${rnd.pick(ethics ? ETHICS_TITLES : CEU_TITLES)} (${2015 + (g % 12)})`;
      const sponsor = rnd.pick(SPONSORS);
      const code = status === REVIEW_STATUS.approved ? `GC${id}` : null;
      const submitted = Math.min(now - DAY, start - 40 * DAY);
      st.groupCeu.run(
        id,
        uid,
        credits,
        ethics ? ref.ethicsId : ref.generalId,
        title,
        sponsor,
        "Program with lectures, a case study and a knowledge check.",
        `sponsor${id}@scale.example.org`,
        code,
        iso(start),
        iso(start + DAY),
        bool(rnd.chance(0.2)),
        status,
        status === REVIEW_STATUS.approved ? 1 : status === REVIEW_STATUS.rejected ? 0 : null,
        status === REVIEW_STATUS.rejected ? REJECTION_STATUS.insufficientDocumentation : null,
        iso(submitted),
        iso(submitted),
        iso(submitted),
      );
      if (code && start < now) approvedGroups.push({ id, code, title, sponsor, credits, ethics, start });
    });
    counts.groupCeus = groupCount;

    // ---- individual CEUs ----------------------------------------------------------------------
    let pendingCeus = 0;
    if (ceus > 0 && certifiedUsers.length === 0) {
      log("individual CEUs: skipped (no certified members; raise --registrations)");
    } else {
      const periods = ref.periods;
      const weights = periods.map((p) => (p.status === REPORTING_PERIOD_STATUS.current ? 45 : 55 / Math.max(1, periods.length - 1)));
      const totalWeight = weights.reduce((a, b) => a + b, 0);
      const pickPeriod = () => {
        let x = rnd.next() * totalWeight;
        for (let k = 0; k < periods.length; k++) if ((x -= weights[k]) < 0) return periods[k];
        return periods[periods.length - 1];
      };
      batched(
        "individual CEUs",
        ceus,
        (c) => {
          const id = nextId("IndividualCeu");
          const uid = certifiedUsers[c % certifiedUsers.length];
          const period = pickPeriod();
          const isCurrent = period.id === ref.currentPeriod.id;
          const to = Math.min(period.endMs, now - DAY);
          const completion = period.startMs + rnd.next() * Math.max(DAY, to - period.startMs);
          const submitted = Math.min(now - 3600_000, completion + (1 + rnd.int(30)) * DAY);
          const x = rnd.next();
          const status = isCurrent
            ? x < 0.11
              ? REVIEW_STATUS.pending
              : x < 0.14
                ? REVIEW_STATUS.rejected
                : REVIEW_STATUS.approved
            : x < 0.02
              ? REVIEW_STATUS.rejected
              : REVIEW_STATUS.approved;
          const group = approvedGroups.length > 0 && rnd.chance(0.1) ? approvedGroups[rnd.int(approvedGroups.length)] : null;
          const ethics = group ? group.ethics : rnd.chance(0.12);
          st.individualCeu.run(
            id,
            uid,
            group?.id ?? null,
            period.id,
            iso(completion),
            group ? group.credits : ethics ? rnd.pick([1, 2]) : rnd.pick(CREDIT_VALUES),
            ethics ? ref.ethicsId : ref.generalId,
            group ? group.title : rnd.pick(ethics ? ETHICS_TITLES : CEU_TITLES),
            group ? group.sponsor : rnd.pick(SPONSORS),
            "Attended the full session and completed the evaluation.",
            group?.code ?? null,
            status,
            status === REVIEW_STATUS.approved ? 1 : status === REVIEW_STATUS.rejected ? 0 : null,
            status === REVIEW_STATUS.rejected ? REJECTION_STATUS.notRelevant : null,
            1,
            iso(submitted),
            iso(submitted),
            iso(submitted),
          );
          if (status === REVIEW_STATUS.pending) pendingCeus++;
          else {
            // The admin's decision, audited as the review kit records it: the member's History tab
            // reads these through the (subjectUserId, createdAt) index.
            const approved = status === REVIEW_STATUS.approved;
            st.auditEvent.run(
              nextId("AuditEvent"),
              ref.adminId,
              uid,
              approved ? "individualCeu.approve" : "individualCeu.reject",
              "IndividualCeu",
              id,
              JSON.stringify({ status: REVIEW_STATUS.pending }),
              JSON.stringify(approved ? { status } : { status, rejectionStatus: REJECTION_STATUS.notRelevant }),
              "198.51.100.10",
              iso(submitted + 3 * DAY),
            );
            bump("auditEvents");
          }
          if (status === REVIEW_STATUS.rejected) {
            st.ceuReview.run(
              nextId("CeuReview"),
              id,
              null,
              ref.adminId,
              0,
              REJECTION_STATUS.notRelevant,
              "<p>This program falls outside the AFC® competencies.</p>",
              iso(submitted + 3 * DAY),
            );
            bump("ceuReviews");
          }
        },
        50_000,
      );
      counts.individualCeus = ceus;
      counts.pendingIndividualCeus = pendingCeus;
    }

    // ---- events --------------------------------------------------------------------------------
    // Twenty years of events and two ahead (about one in eleven upcoming), each with its product:
    // member prices, some free for members; an eighth approved for ethics; OnDemand recordings on
    // sale for a year after they are first shown (a few without an end); the rest close on their day.
    const eventSpan = 22 * 365 * DAY;
    const firstEventMs = now - 20 * 365 * DAY;
    batched("events", events, (e) => {
      const id = nextId("Event");
      const productId = nextId("Product");
      const type = rnd.pick(EVENT_TYPES);
      const ethics = rnd.chance(0.125);
      const date = firstEventMs + Math.floor(((e + rnd.next()) / Math.max(1, events)) * eventSpan);
      const topic = rnd.pick(ethics ? ETHICS_TITLES : CEU_TITLES);
      const name = `${EVENT_PREFIX[type] ?? "Event"}: ${topic} #${e + 1}`;
      const price = type === EVENT_TYPE.symposium ? 59_500 : type === EVENT_TYPE.inPerson ? 29_500 : rnd.pick([0, 2500, 4900]);
      const free = price > 0 && type !== EVENT_TYPE.symposium && rnd.chance(0.4);
      const expiration = type === EVENT_TYPE.onDemand ? (rnd.chance(0.05) ? null : date + 365 * DAY) : date;
      const created = Math.min(now, date - 60 * DAY);
      st.product.run(
        productId,
        PRODUCT_KIND.event,
        name,
        price,
        free ? 0 : Math.round(price * 0.8),
        bool(free),
        ref.eventCategoryId,
        iso(created),
        iso(created),
      );
      st.event.run(
        id,
        name,
        "Sessions, case studies and time for questions.",
        type,
        bool(ethics),
        iso(date),
        expiration === null ? null : iso(expiration),
        type === EVENT_TYPE.symposium ? 12 : ethics ? 1 : rnd.pick(CREDIT_VALUES),
        type === EVENT_TYPE.inPerson ? 6 : null,
        productId,
        `https://events.scale.example.org/e/${id}`,
        date < now ? `https://events.scale.example.org/recordings/${id}` : null,
        `https://events.scale.example.org/e/${id}/slides.pdf`,
        iso(created),
        iso(created),
      );
    });
    counts.events = events;

    log(`ANALYZE ... (${elapsed()})`);
    sql.exec("ANALYZE");
    sql.pragma("wal_checkpoint(TRUNCATE)");
    const ms = Date.now() - started;
    log(
      `Scale seed finished in ${(ms / 1000).toFixed(1)}s: ${Object.entries(counts)
        .map(([k, v]) => `${v.toLocaleString("en-US")} ${k}`)
        .join(", ")}.`,
    );
    return { ...counts, ms };
  } finally {
    sql.close();
  }
}

function pick4(n: number): string {
  return ["4242", "1881", "0005", "4444", "5100"][n % 5];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      users: { type: "string", default: "100000" },
      ceus: { type: "string", default: "1000000" },
      registrations: { type: "string", default: "200000" },
      events: { type: "string", default: "50000" },
      seed: { type: "string" },
    },
    allowPositionals: false,
  });
  seedScale({
    users: Number(values.users),
    ceus: Number(values.ceus),
    registrations: Number(values.registrations),
    events: Number(values.events),
    seed: values.seed === undefined ? undefined : Number(values.seed),
  }).catch((error: unknown) => {
    console.error(error instanceof ScaleSeedError ? error.message : error);
    process.exit(1);
  });
}
