import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import {
  CEU_MESSAGES,
  ceuStatusLabel,
  completionDateProblem,
  creditTotals,
  defaultPeriod,
  normalizeCompletionCode,
  periodMinCompletionDate,
  reportablePeriodOptions,
} from "./rules.ts";
import { CeuRejectSchema, groupCeuSchema, individualCeuSchema } from "./schemas.server.ts";

describe("completion date window", () => {
  it("starts 2017-06-30 for a period whose name contains 2018, else January 1 of the name's year", () => {
    expect(periodMinCompletionDate("2018")).toBe("2017-06-30");
    expect(periodMinCompletionDate("2017-2018")).toBe("2017-06-30");
    expect(periodMinCompletionDate("2025-2026")).toBe("2025-01-01");
    expect(periodMinCompletionDate("Transition period")).toBeNull();
  });

  it("accepts the first day and today, refuses the day before and tomorrow with the spec's message", () => {
    const today = "2026-11-21";
    expect(completionDateProblem("2025-01-01", "2025-2026", today)).toBeNull();
    expect(completionDateProblem(today, "2025-2026", today)).toBeNull();
    expect(completionDateProblem("2024-12-31", "2025-2026", today)).toBe("Please enter a date within 01/01/2025 and today");
    expect(completionDateProblem("2026-11-22", "2025-2026", today)).toBe("Please enter a date within 01/01/2025 and today");
    expect(completionDateProblem("2017-06-29", "2018", today)).toBe("Please enter a date within 06/30/2017 and today");
    expect(completionDateProblem("2017-06-30", "2018", today)).toBeNull();
  });

  it("uses the reporting-period message when the name gives no year", () => {
    expect(completionDateProblem("2026-11-22", "Transition", "2026-11-21")).toBe(CEU_MESSAGES.withinPeriod);
    expect(completionDateProblem("2020-01-01", "Transition", "2026-11-21")).toBeNull();
  });
});

describe("reporting period options", () => {
  const p = (id: number, name: string, start: string, end: string, reportable = true) => ({
    id,
    name,
    start: new Date(start),
    end: new Date(end),
    reportable,
  });
  const periods = [
    p(1, "2018", "2018-01-01T05:00:00Z", "2018-12-31T05:00:00Z", false),
    p(2, "2023-2024", "2023-01-01T05:00:00Z", "2024-12-31T05:00:00Z"),
    p(3, "2025-2026", "2025-01-01T05:00:00Z", "2026-12-31T05:00:00Z"),
    p(4, "2027-2028", "2027-01-01T05:00:00Z", "2028-12-31T05:00:00Z"),
  ];

  it("offers only reportable periods that have started in New York, latest first", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(reportablePeriodOptions(periods, now).map((x) => x.name)).toEqual(["2025-2026", "2023-2024"]);
  });

  it("a period starts at midnight New York time, not midnight UTC", () => {
    // 2027-01-01 03:00 UTC is still December 31 in New York
    expect(reportablePeriodOptions(periods, new Date("2027-01-01T03:00:00Z")).map((x) => x.id)).not.toContain(4);
    expect(reportablePeriodOptions(periods, new Date("2027-01-01T05:00:00Z")).map((x) => x.id)).toContain(4);
  });

  it("defaults to the user's current period, else the one containing now", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const options = reportablePeriodOptions(periods, now);
    expect(defaultPeriod(options, 2, now)?.id).toBe(2);
    expect(defaultPeriod(options, null, now)?.id).toBe(3);
    expect(defaultPeriod(options, 4, now)?.id).toBe(3);
    expect(defaultPeriod([], null, now)).toBeNull();
  });
});

describe("credit totals", () => {
  const types = [
    { id: 1, name: "General", minimumCredits: 0 },
    { id: 2, name: "Ethics", minimumCredits: 2 },
  ];

  it("counts approved credits only and shows completion as total minus remaining", () => {
    const t = creditTotals(
      [
        { credits: 10, creditTypeId: 1, approved: true },
        { credits: 5, creditTypeId: 1, approved: false },
      ],
      types,
      30,
    );
    expect(t.earned).toBe(10);
    expect(t.remaining).toBe(20);
    expect(t.completion).toBe(10);
    expect(t.upToDate).toBe(false);
    expect(t.byType).toEqual([{ id: 2, name: "Ethics", earned: 0, minimum: 2, met: false }]);
  });

  it("keeps the ethics minimum: 30 general credits still leave 2 remaining", () => {
    const t = creditTotals([{ credits: 30, creditTypeId: 1, approved: true }], types, 30);
    expect(t.remaining).toBe(2);
    expect(t.completion).toBe(28);
  });

  it("shows earned (even above the total) once nothing remains", () => {
    const t = creditTotals(
      [
        { credits: 31.5, creditTypeId: 1, approved: true },
        { credits: 2, creditTypeId: 2, approved: true },
      ],
      types,
      30,
    );
    expect(t.remaining).toBe(0);
    expect(t.completion).toBe(33.5);
    expect(t.upToDate).toBe(true);
  });

  it("without a certification to report for there is no total and nothing remains", () => {
    const t = creditTotals([{ credits: 1.25, creditTypeId: 1, approved: true }], types, null);
    expect(t).toMatchObject({ earned: 1.25, total: null, remaining: 0, completion: 1.25 });
  });
});

describe("statuses and codes", () => {
  it("labels approved, rejected with its review status, pending and unsubmitted", () => {
    expect(ceuStatusLabel({ status: "approved", rejectionStatus: null })).toBe("Approved");
    expect(ceuStatusLabel({ status: "rejected", rejectionStatus: "not_relevant" })).toBe("Not relevant to the field");
    expect(ceuStatusLabel({ status: "rejected", rejectionStatus: null })).toBe("Rejected");
    expect(ceuStatusLabel({ status: "pending", rejectionStatus: null })).toBe("Pending");
    expect(ceuStatusLabel({ status: "pending", rejectionStatus: null, submitted: false })).toBe("Not Submitted");
  });

  it("compares completion codes trimmed and upper-case", () => {
    expect(normalizeCompletionCode("  rfcc-2026 ")).toBe("RFCC-2026");
  });
});

function form(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}

describe("individual CEU form", () => {
  const ctx = { today: "2026-11-21", periods: new Map([[3, "2025-2026"]]), admin: false, agendaFile: false, creditTypes: new Set([1]) };
  const valid = {
    reportingPeriodId: "3",
    completionDate: "2026-03-02",
    credits: "1.5",
    creditTypeId: "1",
    programTitle: "Budgeting Basics",
    sponsor: "NFCC",
    programDescription: "A webinar",
    programAgenda: "1 hour",
    verified: "on",
  };

  it("accepts a complete form", () => {
    const s = parseWithZod(form(valid), { schema: individualCeuSchema(ctx) });
    expect(s.status).toBe("success");
  });

  it("requires every field, the agenda (text or file) and the verification checkbox", () => {
    const s = parseWithZod(form({}), { schema: individualCeuSchema(ctx) });
    expect(s.status).toBe("error");
    const errors = s.status === "error" ? (s.error ?? {}) : {};
    for (const key of ["reportingPeriodId", "completionDate", "credits", "creditTypeId", "programTitle", "sponsor", "programDescription"]) {
      expect(errors[key], key).toEqual(["This field is required"]);
    }
    const partial = parseWithZod(form({ ...valid, programAgenda: "", verified: "" }), { schema: individualCeuSchema(ctx) });
    expect(partial.status === "error" && partial.error).toMatchObject({
      programAgenda: ["This field is required"],
      verified: ["This field is required"],
    });
    const withFile = parseWithZod(form({ ...valid, programAgenda: "" }), { schema: individualCeuSchema({ ...ctx, agendaFile: true }) });
    expect(withFile.status).toBe("success");
  });

  it("admins need no verification checkbox", () => {
    const s = parseWithZod(form({ ...valid, verified: "" }), { schema: individualCeuSchema({ ...ctx, admin: true }) });
    expect(s.status).toBe("success");
  });

  it("refuses a date outside the window and a period the user may not pick", () => {
    const early = parseWithZod(form({ ...valid, completionDate: "2024-12-31" }), { schema: individualCeuSchema(ctx) });
    expect(early.status === "error" && early.error?.completionDate).toEqual(["Please enter a date within 01/01/2025 and today"]);
    const other = parseWithZod(form({ ...valid, reportingPeriodId: "9" }), { schema: individualCeuSchema(ctx) });
    expect(other.status === "error" && other.error?.reportingPeriodId).toEqual(["This field is required"]);
  });

  it("refuses a credit type the form does not offer (an archived one)", () => {
    const s = parseWithZod(form({ ...valid, creditTypeId: "2" }), { schema: individualCeuSchema(ctx) });
    expect(s.status === "error" && s.error?.creditTypeId).toEqual(["This field is required"]);
  });

  it("a typed completion code must be applied or cleared", () => {
    const s = parseWithZod(form({ ...valid, completionCode: "RFCC-2026" }), { schema: individualCeuSchema(ctx) });
    expect(s.status === "error" && s.error?.completionCode).toEqual([CEU_MESSAGES.codeNotApplied]);
    const applied = parseWithZod(form({ ...valid, completionCode: "RFCC-2026", preapprovedCreditId: "4" }), {
      schema: individualCeuSchema(ctx),
    });
    expect(applied.status).toBe("success");
  });
});

describe("group CEU form", () => {
  const valid = {
    credits: "3",
    creditTypeId: "1",
    programTitle: "Regional Conference",
    sponsor: "Credit Union League",
    programDescription: "Talks",
    programAgenda: "9:00 Welcome",
    contactEmail: "events@example.org",
    startDate: "2026-12-01",
    endDate: "2026-12-02",
  };
  const ctx = { agendaFile: false, admin: false, creditTypes: new Set([1]) };

  it("requires the fields with 'This field is required' and the agenda as text or file", () => {
    const s = parseWithZod(form({}), { schema: groupCeuSchema(ctx) });
    const errors = s.status === "error" ? (s.error ?? {}) : {};
    for (const key of ["credits", "creditTypeId", "programTitle", "sponsor", "programDescription", "contactEmail", "programAgenda"]) {
      expect(errors[key], key).toEqual(["This field is required"]);
    }
    expect(parseWithZod(form({ ...valid, programAgenda: "" }), { schema: groupCeuSchema({ ...ctx, agendaFile: true }) }).status).toBe(
      "success",
    );
  });

  it("needs a registration URL and attendance cost when listed, stored in cents", () => {
    const missing = parseWithZod(form({ ...valid, listProgram: "on" }), { schema: groupCeuSchema(ctx) });
    expect(missing.status === "error" && missing.error).toMatchObject({
      registrationUrl: ["This field is required"],
      attendanceCost: ["This field is required"],
    });
    const ok = parseWithZod(
      form({ ...valid, listProgram: "on", registrationUrl: "https://example.org/register", attendanceCost: "$1,250.5" }),
      { schema: groupCeuSchema(ctx) },
    );
    expect(ok.status === "success" && ok.value).toMatchObject({
      listProgram: true,
      attendanceCostCents: 125050,
      registrationUrl: "https://example.org/register",
    });
    const unlisted = parseWithZod(form({ ...valid, registrationUrl: "https://example.org", attendanceCost: "10" }), {
      schema: groupCeuSchema(ctx),
    });
    expect(unlisted.status === "success" && unlisted.value).toMatchObject({ registrationUrl: null, attendanceCostCents: null });
  });

  it("refuses an end date before the start and keeps the completion code for admins only", () => {
    const s = parseWithZod(form({ ...valid, endDate: "2026-11-30" }), { schema: groupCeuSchema(ctx) });
    expect(s.status === "error" && s.error?.endDate).toEqual([CEU_MESSAGES.endBeforeStart]);
    const member = parseWithZod(form({ ...valid, completionCode: "MINE" }), { schema: groupCeuSchema(ctx) });
    expect(member.status === "success" && member.value.completionCode).toBeNull();
    const admin = parseWithZod(form({ ...valid, completionCode: "ABC-1" }), { schema: groupCeuSchema({ ...ctx, admin: true }) });
    expect(admin.status === "success" && admin.value.completionCode).toBe("ABC-1");
  });
});

describe("reject CEU form", () => {
  it("requires a status: 'You must select a step'", () => {
    const s = parseWithZod(form({ message: "Please resubmit" }), { schema: CeuRejectSchema });
    expect(s.status === "error" && s.error?.status).toEqual(["You must select a step"]);
    const ok = parseWithZod(form({ status: "needs_more_information", selectedMessages: "3" }), { schema: CeuRejectSchema });
    expect(ok.status === "success" && ok.value).toEqual({ status: "needs_more_information", selectedMessages: [3], message: null });
  });
});
