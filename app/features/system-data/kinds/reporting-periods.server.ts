/**
 * Reporting periods: the CEU periods (member spec, CEUs). The CEU forms offer the reportable periods
 * that have started; the first four characters of the name give the year the period starts (the
 * earliest completion date of its CEUs). Start and end are New York calendar days; the end day counts.
 */
import { REPORTING_PERIOD_STATUS_LABEL } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { checkbox, choice, col, date, defineKind, text, usedBy } from "../define.server.ts";

export const reportingPeriods = defineKind({
  slug: "reporting-periods",
  model: "reportingPeriod",
  entityType: "ReportingPeriod",
  noun: "reporting period",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name"),
    col("start", "Start", { value: (r) => formatDate(r.start as Date) }),
    col("end", "End", { value: (r) => formatDate(r.end as Date) }),
    col("status", "Status", {
      value: (r) => REPORTING_PERIOD_STATUS_LABEL[String(r.status) as keyof typeof REPORTING_PERIOD_STATUS_LABEL] ?? String(r.status),
    }),
    col("reportable", "Reportable", { value: (r) => (r.reportable ? "Yes" : "No") }),
  ],
  search: ["name"],
  defaultSort: "start",
  defaultDir: "desc",
  fields: [
    text("name", "Name", { required: true, max: 40, help: "Starts with the year the period starts, such as 2025-2026." }),
    date("start", "Start", { required: true }),
    date("end", "End", { required: true, endOfDay: true, help: "The last day of the period (it counts)." }),
    choice("status", "Status", REPORTING_PERIOD_STATUS_LABEL, { required: true }),
    checkbox("reportable", "Reportable (members report CEUs in it once it has started)"),
  ],
  refine: (v) => {
    const problems: Record<string, string> = {};
    if (typeof v.name === "string" && !/^\d{4}/.test(v.name))
      problems.name = "Start the name with the year the period starts, such as 2025-2026.";
    if (v.start instanceof Date && v.end instanceof Date && v.end <= v.start) problems.end = "End date must be after the start date.";
    return Object.keys(problems).length ? problems : null;
  },
  usage: [
    usedBy("individual CEUs", "individualCeu", "reportingPeriodId"),
    usedBy("members' certifications", "userCertification", "reportingPeriodId"),
    usedBy("renewals", "renewal", "reportingPeriodId"),
  ],
});
