import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

/** Parses and returns the thrown EnvError (fails the test when nothing is thrown). */
function envErrorFor(raw: Record<string, string>): EnvError {
  try {
    parseEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(raw)}`);
}

describe("parseEnv with no configuration", () => {
  const env = parseEnv({});

  it("keeps the database in SQLite under data/", () => {
    const dataDir = path.resolve("data");
    expect(env.databaseFile).toBe(path.join(dataDir, "portal.db"));
    expect(env.databaseUrl).toBe(`file:${path.join(dataDir, "portal.db")}`);
  });

  it("keeps uploads under data/uploads", () => {
    expect(env.uploadsDir).toBe(path.resolve("data", "uploads"));
  });

  it("mocks every outside system", () => {
    expect(env.mocked).toEqual({
      mail: true,
      recaptcha: true,
      stripe: true,
      brightspace: true,
      mobilize: true,
      holmes: true,
      accredible: true,
      practiceexams: true,
      sms: true,
    });
  });

  it("runs as development on port 3000 with a usable session secret and strict rate limits", () => {
    expect(env.NODE_ENV).toBe("development");
    expect(env.isProduction).toBe(false);
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(env.RATE_LIMIT_RELAXED).toBe(false);
  });

  it("treats blank keys as absent (still mocked)", () => {
    expect(parseEnv({ MAIL_API_KEY: "   ", STRIPE_SECRET_KEY: "" }).mocked).toMatchObject({ mail: true, stripe: true });
  });
});

describe("outside systems are stand-ins only by choice", () => {
  const ALL_KEYS = {
    MAIL_API_KEY: "mk",
    RECAPTCHA_SITE_KEY: "rs",
    RECAPTCHA_SECRET_KEY: "rk",
    STRIPE_SECRET_KEY: "sk_live_x",
    STRIPE_WEBHOOK_SECRET: "whsec_x",
    BRIGHTSPACE_CLIENT_ID: "bc",
    BRIGHTSPACE_CLIENT_SECRET: "bs",
    BRIGHTSPACE_REFRESH_TOKEN: "br",
    MOBILIZE_API_KEY: "mo",
    HOLMES_API_KEY: "hk",
    ACCREDIBLE_API_KEY: "ak",
    PRACTICE_EXAMS_API_KEY: "pk",
    TWILIO_ACCOUNT_SID: "AC0123",
    TWILIO_AUTH_TOKEN: "tt",
  };
  const prod = (extra: Record<string, string>) => ({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(64), ...extra });

  it("refuses to start in production without keys and without a choice, naming what to set", () => {
    const error = envErrorFor(prod({}));
    for (const key of ["MAIL_API_KEY", "RECAPTCHA_SECRET_KEY", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "ACCREDIBLE_API_KEY"]) {
      expect(error.message).toContain(key);
    }
    expect(error.message).toContain("PRACTICE_EXAMS_API_KEY: required for real practice exams (the testing service)");
    expect(error.message).toContain("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: required for real text messages (Twilio)");
    expect(error.message).toContain("OUTSIDE_SYSTEMS=mock");
  });

  it("refuses one missing key in production and names only that system", () => {
    const { HOLMES_API_KEY: _left, ...rest } = ALL_KEYS;
    const error = envErrorFor(prod(rest));
    expect(error.message).toContain("HOLMES_API_KEY: required for real course materials orders (Holmes)");
    expect(error.message).toContain("OUTSIDE_SYSTEMS=holmes");
    expect(error.message).not.toContain("STRIPE_SECRET_KEY");
  });

  it("uses every real system in production with every key, and stand-ins only where chosen", () => {
    expect(Object.values(parseEnv(prod(ALL_KEYS)).mocked).every((m) => m === false)).toBe(true);
    expect(Object.values(parseEnv(prod({ OUTSIDE_SYSTEMS: "mock" })).mocked).every(Boolean)).toBe(true);
    const { HOLMES_API_KEY: _h, MAIL_API_KEY: _m, ...rest } = ALL_KEYS;
    expect(parseEnv(prod({ ...rest, OUTSIDE_SYSTEMS: "holmes, mail" })).mocked).toEqual({
      mail: true,
      recaptcha: false,
      stripe: false,
      brightspace: false,
      mobilize: false,
      holmes: true,
      accredible: false,
      practiceexams: false,
      sms: false,
    });
    // A system named as a stand-in ignores its keys; "real" wants them all.
    expect(parseEnv(prod({ ...ALL_KEYS, OUTSIDE_SYSTEMS: "stripe" })).mocked.stripe).toBe(true);
    expect(envErrorFor(prod({ OUTSIDE_SYSTEMS: "real" })).message).toContain("MAIL_API_KEY");
  });

  it("refuses a system it does not know", () => {
    expect(envErrorFor({ OUTSIDE_SYSTEMS: "stripe,paypal" }).message).toMatch(/OUTSIDE_SYSTEMS: .*paypal/);
  });

  it("in development, uses the real system where its keys are given and a stand-in elsewhere", () => {
    const env = parseEnv({ MAIL_API_KEY: "mk" });
    expect(env.mocked.mail).toBe(false);
    expect(env.mocked.stripe).toBe(true);
  });
});

describe("parseEnv refuses a bad setting and names it", () => {
  it("PORT that is not a number", () => {
    const error = envErrorFor({ PORT: "abc" });
    expect(error.message).toMatch(/PORT/);
    expect(error.message).toContain('"abc"');
  });

  it("PORT out of range", () => {
    expect(envErrorFor({ PORT: "70000" }).message).toMatch(/PORT/);
  });

  it("DATABASE_URL that is neither SQLite nor PostgreSQL", () => {
    const error = envErrorFor({ DATABASE_URL: "mysql://user:pw@db/portal" });
    expect(error.message).toMatch(/DATABASE_URL/);
    expect(error.message).toContain("file:");
    expect(error.message).toContain("postgresql://");
  });

  it("a postgresql:// DATABASE_URL runs on PostgreSQL, with no SQLite file", () => {
    const env = parseEnv({ DATABASE_URL: "postgresql://portal:pw@db:5432/portal" });
    expect(env).toMatchObject({ databaseDialect: "postgresql", databaseFile: null, databaseUrl: "postgresql://portal:pw@db:5432/portal" });
    expect(parseEnv({}).databaseDialect).toBe("sqlite");
  });

  it("SESSION_SECRET that is too short", () => {
    const error = envErrorFor({ SESSION_SECRET: "short" });
    expect(error.message).toMatch(/SESSION_SECRET/);
    expect(error.message).toMatch(/32/);
  });

  it("names every bad setting at once, and only those", () => {
    const error = envErrorFor({ PORT: "abc", SESSION_SECRET: "short", APP_URL: "not a url" });
    expect(error.message).toMatch(/PORT/);
    expect(error.message).toMatch(/SESSION_SECRET/);
    expect(error.message).toMatch(/APP_URL/);
    expect(error.message).not.toMatch(/DATABASE_URL/);
  });
});

describe("parseEnv with settings", () => {
  it("uses the given SQLite DATABASE_URL and UPLOADS_DIR", () => {
    const env = parseEnv({ DATABASE_URL: "file:/srv/portal/db.sqlite", UPLOADS_DIR: "/srv/uploads" });
    expect(env.databaseFile).toBe("/srv/portal/db.sqlite");
    expect(env.databaseUrl).toBe("file:/srv/portal/db.sqlite");
    expect(env.uploadsDir).toBe("/srv/uploads");
  });

  it("derives the database and uploads from DATA_DIR", () => {
    const env = parseEnv({ DATA_DIR: "/srv/portal" });
    expect(env.databaseFile).toBe("/srv/portal/portal.db");
    expect(env.uploadsDir).toBe("/srv/portal/uploads");
    expect(env.backupDir).toBe("/srv/portal/backups");
    expect(env.BACKUP_KEEP).toBe(14);
  });

  it("takes BACKUP_DIR and BACKUP_KEEP, and refuses a count below one", () => {
    const env = parseEnv({ DATA_DIR: "/srv/portal", BACKUP_DIR: "/mnt/other-disk/portal", BACKUP_KEEP: "30" });
    expect(env.backupDir).toBe("/mnt/other-disk/portal");
    expect(env.BACKUP_KEEP).toBe(30);
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  });

  it("does not mock a system whose keys are present", () => {
    const env = parseEnv({
      MAIL_API_KEY: "mail-key",
      RECAPTCHA_SITE_KEY: "site",
      RECAPTCHA_SECRET_KEY: "secret",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      BRIGHTSPACE_CLIENT_ID: "b",
      BRIGHTSPACE_CLIENT_SECRET: "b",
      BRIGHTSPACE_REFRESH_TOKEN: "b",
      MOBILIZE_API_KEY: "m",
      HOLMES_API_KEY: "h",
      ACCREDIBLE_API_KEY: "a",
      PRACTICE_EXAMS_API_KEY: "p",
      TWILIO_ACCOUNT_SID: "AC0123",
      TWILIO_AUTH_TOKEN: "t",
    });
    expect(env.mocked).toEqual({
      mail: false,
      recaptcha: false,
      stripe: false,
      brightspace: false,
      mobilize: false,
      holmes: false,
      accredible: false,
      practiceexams: false,
      sms: false,
    });
  });

  it("refuses to start with half of the payment settings: a Stripe key without its webhook secret, or the reverse", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(EnvError);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "  " })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(/STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set/);
    const env = parseEnv({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" });
    expect(env.mocked.stripe).toBe(false);
    expect(env.STRIPE_WEBHOOK_SECRET).toBe("whsec_x");
  });

  it("mocks only the systems without keys", () => {
    const env = parseEnv({ MAIL_API_KEY: "mail-key" });
    expect(env.mocked.mail).toBe(false);
    expect(env.mocked.stripe).toBe(true);
  });

  it("keeps reCAPTCHA mocked unless both of its keys are set", () => {
    expect(parseEnv({ RECAPTCHA_SECRET_KEY: "secret" }).mocked.recaptcha).toBe(true);
    expect(parseEnv({ RECAPTCHA_SITE_KEY: "site" }).mocked.recaptcha).toBe(true);
  });

  it("keeps texts on the stand-in unless both Twilio keys are set; the API and the sending number have defaults", () => {
    expect(parseEnv({ TWILIO_ACCOUNT_SID: "AC0123" }).mocked.sms).toBe(true);
    expect(parseEnv({ TWILIO_AUTH_TOKEN: "t" }).mocked.sms).toBe(true);
    expect(parseEnv({ TWILIO_ACCOUNT_SID: "AC0123", TWILIO_AUTH_TOKEN: "t" }).mocked.sms).toBe(false);
    const env = parseEnv({});
    expect([env.TWILIO_URL, env.TWILIO_FROM]).toEqual(["https://api.twilio.com", "+15005550006"]);
    expect(parseEnv({ TWILIO_FROM: "+18005550199" }).TWILIO_FROM).toBe("+18005550199");
    expect(envErrorFor({ TWILIO_FROM: "800-555-0199" }).message).toContain("TWILIO_FROM: must be a phone number written like +15551234567");
  });

  it("uses SESSION_SECRET when given", () => {
    const secret = "x".repeat(40);
    expect(parseEnv({ SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });
});

describe("parseEnv in production without SESSION_SECRET", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function tmpDataDir() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-env-"));
    dirs.push(dir);
    return path.join(dir, "data"); // not created yet: parseEnv must create it
  }

  it("creates a random secret file in DATA_DIR and reuses it on the next start", () => {
    const dataDir = tmpDataDir();
    const first = parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: dataDir });
    expect(first.isProduction).toBe(true);
    const file = path.join(dataDir, ".session-secret");
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.sessionSecret).not.toBe(parseEnv({}).sessionSecret); // not the development secret

    const second = parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: dataDir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
  });

  it("makes a different secret for a different data directory", () => {
    const a = parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: tmpDataDir() });
    const b = parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: tmpDataDir() });
    expect(a.sessionSecret).not.toBe(b.sessionSecret);
  });

  it("keeps the secret file private to the owner", () => {
    const dataDir = tmpDataDir();
    parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: dataDir });
    const mode = fs.statSync(path.join(dataDir, ".session-secret")).mode & 0o777;
    expect(mode & 0o077).toBe(0);
  });

  it("makes cookies Secure when the public URL is https, so a production server over plain http keeps its sign-ins", () => {
    const dataDir = tmpDataDir();
    expect(parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: dataDir }).COOKIE_SECURE).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: dataDir }).cookieSecure).toBe(false);
    expect(
      parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: dataDir, APP_URL: "http://192.168.1.20:3000" }).cookieSecure,
    ).toBe(false);
    expect(
      parseEnv({ NODE_ENV: "production", OUTSIDE_SYSTEMS: "mock", DATA_DIR: dataDir, APP_URL: "https://portal.example.org" }).cookieSecure,
    ).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir, APP_URL: "https://portal.example.org", COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
    expect(parseEnv({ DATA_DIR: dataDir, COOKIE_SECURE: "true" }).cookieSecure).toBe(true);
  });

  it("takes APP_URL from the port the server listens on when it is not given", () => {
    expect(parseEnv({ PORT: "3900" }).APP_URL).toBe("http://localhost:3900");
    expect(parseEnv({ PORT: "3900", APP_URL: "https://portal.example.org" }).APP_URL).toBe("https://portal.example.org");
  });
});

describe("brand settings", () => {
  it("default to the association's name and colour with the built-in logo", () => {
    const env = parseEnv({});
    expect(env.BRAND_SHORT_NAME).toBe("AFCPE");
    expect(env.BRAND_COLOR).toBe("#0b4f8a");
    expect(env.BRAND_LOGO_URL).toBeUndefined();
  });

  it("take a name, colour and logo", () => {
    const env = parseEnv({
      BRAND_NAME: "Guild of Counsellors",
      BRAND_SHORT_NAME: "GoC",
      BRAND_COLOR: "#e11d48",
      BRAND_LOGO_URL: "/brand/goc.png",
    });
    expect([env.BRAND_NAME, env.BRAND_SHORT_NAME, env.BRAND_COLOR, env.BRAND_LOGO_URL]).toEqual([
      "Guild of Counsellors",
      "GoC",
      "#e11d48",
      "/brand/goc.png",
    ]);
  });

  it("refuse a colour that is not #rrggbb and a logo address that is not a path or https", () => {
    expect(envErrorFor({ BRAND_COLOR: "blue" }).message).toContain("BRAND_COLOR: must be a colour written #rrggbb");
    expect(envErrorFor({ BRAND_LOGO_URL: "http://x.example/logo.png" }).message).toContain("BRAND_LOGO_URL");
    expect(envErrorFor({ BRAND_LOGO_URL: "//x.example/logo.png" }).message).toContain("BRAND_LOGO_URL");
  });
});
