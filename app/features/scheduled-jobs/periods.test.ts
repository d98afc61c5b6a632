import { describe, expect, it } from "vitest";
import { asOfDay, periodOf } from "./periods.ts";
import { parseJobsCommand } from "./command.ts";

describe("job periods in New York time", () => {
  it("names the day, hour and month of an instant as New York reads it", () => {
    // 03:30 UTC on July 1 is still June 30 in New York (EDT, UTC-4).
    const lateJune30 = new Date("2026-07-01T03:30:00Z");
    expect(periodOf("daily", lateJune30)).toBe("2026-06-30");
    expect(periodOf("hourly", lateJune30)).toBe("2026-06-30T23");
    expect(periodOf("monthly", lateJune30)).toBe("2026-06");
    // 04:00 UTC is midnight: July 1 begins.
    expect(periodOf("daily", new Date("2026-07-01T04:00:00Z"))).toBe("2026-07-01");
    // Winter (EST, UTC-5): 04:59 UTC on January 1 is still December 31.
    expect(periodOf("daily", new Date("2027-01-01T04:59:59Z"))).toBe("2026-12-31");
    expect(periodOf("monthly", new Date("2027-01-01T05:00:00Z"))).toBe("2027-01");
  });

  it("reads --as-of as noon of that New York day, and refuses days that do not exist", () => {
    expect(asOfDay("2026-07-01")?.toISOString()).toBe("2026-07-01T16:00:00.000Z");
    expect(asOfDay("2028-02-29")?.toISOString()).toBe("2028-02-29T17:00:00.000Z");
    expect(asOfDay("2027-02-29")).toBeNull();
    expect(asOfDay("2026-13-01")).toBeNull();
    expect(asOfDay("July 1")).toBeNull();
  });
});

describe("npm run jobs arguments", () => {
  const known = ["a", "b"];
  it("runs every job now by default; names, --as-of and --dry-run narrow it", () => {
    expect(parseJobsCommand([], known)).toEqual({ asOf: null, dryRun: false, jobs: ["a", "b"] });
    expect(parseJobsCommand(["--dry-run", "b", "--as-of", "2026-07-01", "b"], known)).toEqual({
      asOf: asOfDay("2026-07-01"),
      dryRun: true,
      jobs: ["b"],
    });
    expect(parseJobsCommand(["--as-of=2026-06-30"], known)).toMatchObject({ asOf: asOfDay("2026-06-30") });
    expect(parseJobsCommand(["--help"], known)).toEqual({ help: true });
  });

  it("refuses an unknown job, an unknown option and a bad date", () => {
    expect(parseJobsCommand(["c"], known)).toEqual({ error: "Unknown job c (jobs: a, b)" });
    expect(parseJobsCommand(["--force"], known)).toEqual({ error: "Unknown option --force" });
    expect(parseJobsCommand(["--as-of"], known)).toMatchObject({ error: expect.stringContaining("YYYY-MM-DD") });
    expect(parseJobsCommand(["--as-of", "2026-02-30"], known)).toMatchObject({ error: expect.stringContaining("2026-02-30") });
  });
});
