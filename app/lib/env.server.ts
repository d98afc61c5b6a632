/**
 * Every setting the portal reads, validated once at boot.
 * Each has an embedded default so `npm run setup && npm start` works with no configuration:
 * SQLite under data/, uploads under data/uploads/, outside systems mocked when their keys are absent.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_BRAND } from "./brand.ts";

const bool = z.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((v) => v === "true" || v === "1" || v === "yes");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .optional()
  .or(z.literal("").transform(() => undefined));

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The public base URL (emailed links, payment return addresses); default: this server on PORT. */
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: (SQLite) or postgresql:// (PostgreSQL)")
    .optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Where `npm run backup` writes (prisma/backup.ts); default $DATA_DIR/backups, better on another disk. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many backups `npm run backup` keeps (the newest); older ones go once a new one is complete. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Secure cookies; defaults to on when APP_URL is https. */
  COOKIE_SECURE: z
    .literal("")
    .transform(() => undefined)
    .or(bool)
    .optional(),
  /** Number of proxies in front of the server whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Server processes (node:cluster); default one per core, or one while outside systems are mocked (lib/process-model.ts). */
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Relaxes rate limits (browser and service tests sign in many times a minute). */
  RATE_LIMIT_RELAXED: bool.default("false"),
  /** Runs the scheduled jobs in this server (decision 50); the browser tests and the bench turn them off. */
  SCHEDULED_JOBS: bool.default("true"),
  /** counts database queries per request into the X-Query-Count response header (benchmark) */
  QUERY_COUNT: bool.default("false"),
  /** PostgreSQL only: connections each server process keeps open to the database (decision 58). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Shows demo-only controls such as simulating a passed or failed exam. */
  DEMO_MODE: bool.default("false"),
  /** The association's brand: full name, short name beside the logo, main colour, logo image. */
  BRAND_NAME: z.string().trim().min(2).max(120).default(DEFAULT_BRAND.name),
  BRAND_SHORT_NAME: z.string().trim().min(2).max(24).default(DEFAULT_BRAND.shortName),
  BRAND_COLOR: z
    .string()
    .trim()
    .regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/, "must be a colour written #rrggbb")
    .default(DEFAULT_BRAND.color),
  /** A logo image: a path under public/ (/brand/logo.png) or an https address; default: the built-in mark. */
  BRAND_LOGO_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(\/(?!\/)|https:\/\/)/, "must be a path starting with / or an https:// address")
      .optional(),
  ),
  SUPPORT_EMAIL: z.string().email().default("certification@example.org"),
  MAIL_FROM: z.string().min(3).default("Member Portal <no-reply@example.org>"),
  MAIL_API_URL: z.string().url().default("https://mail.example.org/v1/messages"),
  MAIL_API_KEY: optionalText,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  BRIGHTSPACE_URL: z.string().url().default("https://learn.example.org"),
  /** OAuth 2 (decision 55): the portal's client, and the first refresh token (single-use; the current pair lives in OAuthToken). */
  BRIGHTSPACE_CLIENT_ID: optionalText,
  BRIGHTSPACE_CLIENT_SECRET: optionalText,
  BRIGHTSPACE_REFRESH_TOKEN: optionalText,
  BRIGHTSPACE_TOKEN_URL: z.string().url().default("https://auth.brightspace.com/core/connect/token"),
  BRIGHTSPACE_ORG_UNIT: z.string().default("6606"),
  MOBILIZE_URL: z.string().url().default("https://community.example.org"),
  MOBILIZE_API_KEY: optionalText,
  HOLMES_URL: z.string().url().default("https://holmes.example.org"),
  HOLMES_API_KEY: optionalText,
  ACCREDIBLE_URL: z.string().url().default("https://api.accredible.example.org"),
  ACCREDIBLE_API_KEY: optionalText,
  /** The testing service that delivers practice exams (its API and the candidate's exam pages). */
  PRACTICE_EXAMS_URL: z.string().url().default("https://exams.example.org"),
  PRACTICE_EXAMS_API_KEY: optionalText,
  /** Text messages (Twilio's Programmable Messaging, decision 52): the API, the account and the sending number. */
  TWILIO_URL: z.string().url().default("https://api.twilio.com"),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  /** The number texts come from, written E.164; the default is Twilio's test "from" number (the stand-in takes any). */
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, "must be a phone number written like +15551234567")
    .default("+15005550006"),
  /**
   * Which outside systems the msw stand-ins answer for: "mock" (all), "real" (none), or a comma list
   * of systems (stripe,mail,...). Unset: none in production (a missing key stops the server),
   * those without keys in development and tests.
   */
  OUTSIDE_SYSTEMS: optionalText,
  /**
   * Single sign-on for partner systems (decision 54): the portal's SAML signing key and its
   * certificate, PEM (a literal "\\n" reads as a line break). Set both or neither; without them one
   * pair is made once and kept in the data directory (DATA_DIR/sso-idp.pem).
   */
  SSO_IDP_PRIVATE_KEY: optionalText,
  SSO_IDP_CERTIFICATE: optionalText,
  OUT_OF_OFFICE_START: isoDate,
  OUT_OF_OFFICE_END: isoDate,
});

export type Env = Omit<z.infer<typeof envSchema>, "APP_URL"> & {
  APP_URL: string;
  /** Cookies carry the Secure flag: COOKIE_SECURE, else whether APP_URL is https. */
  cookieSecure: boolean;
  databaseUrl: string;
  /** Which database the portal runs on: the URL's scheme (decision 58). */
  databaseDialect: DatabaseDialect;
  /** The SQLite file; null on PostgreSQL. */
  databaseFile: string | null;
  uploadsDir: string;
  backupDir: string;
  dataDir: string;
  sessionSecret: string;
  isProduction: boolean;
  /** Outside systems without credentials: msw answers for them. */
  mocked: {
    mail: boolean;
    recaptcha: boolean;
    stripe: boolean;
    brightspace: boolean;
    mobilize: boolean;
    holmes: boolean;
    accredible: boolean;
    practiceexams: boolean;
    sms: boolean;
  };
};

export class EnvError extends Error {}

/** The two databases the portal runs on (decision 58). */
export type DatabaseDialect = "sqlite" | "postgresql";

/** A database URL without its password, for logs and messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return url.startsWith("file:") ? url : "(unreadable database URL)";
  }
}

/** A `file:` URL is SQLite; `postgresql://` (or `postgres://`) is PostgreSQL. */
export function dialectOfUrl(url: string): DatabaseDialect {
  return /^postgres(ql)?:\/\//.test(url) ? "postgresql" : "sqlite";
}

/** Parses a raw environment; throws an EnvError naming every bad setting. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message} (got ${JSON.stringify(raw[String(i.path[0])] ?? "")})`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  // Payments are all real or all mocked: a live key checked against the mock's public webhook
  // secret would let anyone forge a payment; a real webhook secret without a key breaks the mock.
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    throw new EnvError(
      `Invalid configuration:\n  ${missing}: required when ${missing === "STRIPE_SECRET_KEY" ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"} is set (set both, or neither to use the mock)`,
    );
  }
  if (Boolean(e.SSO_IDP_PRIVATE_KEY) !== Boolean(e.SSO_IDP_CERTIFICATE)) {
    const missing = e.SSO_IDP_PRIVATE_KEY ? "SSO_IDP_CERTIFICATE" : "SSO_IDP_PRIVATE_KEY";
    throw new EnvError(`Invalid configuration:\n  ${missing}: set both SSO_IDP_PRIVATE_KEY and SSO_IDP_CERTIFICATE, or neither`);
  }
  const mocked = chooseStandIns(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const rawUrl = e.DATABASE_URL ?? `file:${path.join(dataDir, "portal.db")}`;
  const databaseDialect = dialectOfUrl(rawUrl);
  const databaseFile = databaseDialect === "sqlite" ? path.resolve(rawUrl.slice("file:".length)) : null;
  const uploadsDir = path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, "uploads"));
  const backupDir = path.resolve(e.BACKUP_DIR ?? path.join(dataDir, "backups"));
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  return {
    ...e,
    APP_URL: appUrl,
    cookieSecure: e.COOKIE_SECURE ?? appUrl.startsWith("https:"),
    databaseUrl: databaseFile === null ? rawUrl : `file:${databaseFile}`,
    databaseDialect,
    databaseFile,
    uploadsDir,
    backupDir,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? defaultSessionSecret(dataDir, e.NODE_ENV),
    isProduction: e.NODE_ENV === "production",
    mocked,
  };
}

/** The outside systems, each with the settings that make it real. */
export const OUTSIDE_SYSTEM_KEYS = {
  mail: ["MAIL_API_KEY"],
  recaptcha: ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
  stripe: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
  brightspace: ["BRIGHTSPACE_CLIENT_ID", "BRIGHTSPACE_CLIENT_SECRET", "BRIGHTSPACE_REFRESH_TOKEN"],
  mobilize: ["MOBILIZE_API_KEY"],
  holmes: ["HOLMES_API_KEY"],
  accredible: ["ACCREDIBLE_API_KEY"],
  practiceexams: ["PRACTICE_EXAMS_API_KEY"],
  sms: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"],
} as const;
export type OutsideSystem = keyof typeof OUTSIDE_SYSTEM_KEYS;
const OUTSIDE_SYSTEM_NAME: Record<OutsideSystem, string> = {
  mail: "email (the mail API)",
  recaptcha: "captchas (reCAPTCHA)",
  stripe: "payments (Stripe)",
  brightspace: "learning system enrolments (Brightspace)",
  mobilize: "community groups (Mobilize)",
  holmes: "course materials orders (Holmes)",
  accredible: "digital credentials (Accredible)",
  practiceexams: "practice exams (the testing service)",
  sms: "text messages (Twilio)",
};
const OUTSIDE_SYSTEMS = Object.keys(OUTSIDE_SYSTEM_KEYS) as OutsideSystem[];

/**
 * Which systems the stand-ins answer for, by choice only (decision 35): OUTSIDE_SYSTEMS names them
 * ("mock" all, "real" none, or a list). Unset, production wants every key and refuses to start
 * without one, naming what to set; development and tests use a stand-in for a system without keys.
 * A system named as a stand-in ignores its keys.
 */
function chooseStandIns(e: z.infer<typeof envSchema>): Env["mocked"] {
  const raw = e as unknown as Record<string, string | undefined>;
  const configured = (system: OutsideSystem) => OUTSIDE_SYSTEM_KEYS[system].every((key) => Boolean(raw[key]));
  const choice = e.OUTSIDE_SYSTEMS?.trim().toLowerCase();
  let standIns: Set<OutsideSystem>;
  if (choice === "mock") standIns = new Set(OUTSIDE_SYSTEMS);
  else if (choice === "real") standIns = new Set();
  else if (choice) {
    const named = choice
      .split(",")
      .map((word) => word.trim())
      .filter(Boolean);
    const unknown = named.filter((word) => !(OUTSIDE_SYSTEMS as string[]).includes(word));
    if (unknown.length > 0) {
      throw new EnvError(
        `Invalid configuration:\n  OUTSIDE_SYSTEMS: "mock", "real" or a comma list of ${OUTSIDE_SYSTEMS.join(", ")} (got ${JSON.stringify(e.OUTSIDE_SYSTEMS)})`,
      );
    }
    standIns = new Set(named as OutsideSystem[]);
  } else if (e.NODE_ENV === "production") standIns = new Set();
  else standIns = new Set(OUTSIDE_SYSTEMS.filter((system) => !configured(system)));

  const missing = OUTSIDE_SYSTEMS.filter((system) => !standIns.has(system) && !configured(system));
  if (missing.length > 0) {
    const lines = missing.map((system) => `  ${OUTSIDE_SYSTEM_KEYS[system].join(", ")}: required for real ${OUTSIDE_SYSTEM_NAME[system]}`);
    throw new EnvError(
      `Invalid configuration:\n${lines.join("\n")}\n  (or choose stand-ins on purpose: OUTSIDE_SYSTEMS=mock for all, or OUTSIDE_SYSTEMS=${missing.join(",")})`,
    );
  }
  return Object.fromEntries(OUTSIDE_SYSTEMS.map((system) => [system, standIns.has(system)])) as Env["mocked"];
}

/**
 * Without SESSION_SECRET: development and tests use a fixed secret; production makes a random one
 * once and keeps it in the data directory (a volume), so sessions survive restarts.
 */
function defaultSessionSecret(dataDir: string, nodeEnv: string): string {
  if (nodeEnv !== "production") return "development-only-session-secret-change-me";
  const file = path.join(dataDir, ".session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    // Created once ("wx"): a process that loses the race reads the winner's, so every server process signs alike.
    const secret = randomBytes(32).toString("hex");
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) cached = parseEnv(process.env);
  return cached;
}

/** Only for tests that change settings between cases. */
export function resetEnvCache() {
  cached = undefined;
}
