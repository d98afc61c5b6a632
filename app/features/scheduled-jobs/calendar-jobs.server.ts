/**
 * The association's calendar as jobs (decision 51): the annual fee posted on June 30, late fees and
 * the lapse for payment after it, revocation after December 31, and the CEU lapse when a reporting
 * period ends. Each is a rule over its as-of date (features/renewals); the summary keeps the counts
 * and the first certifications changed.
 */
import { planCeuLapses, recordCeuLapses } from "~/features/renewals/ceu-lapse.server.ts";
import {
  chargeLateFees,
  planAnnualFees,
  planLateFees,
  planRevocations,
  postAnnualFees,
  revokeUnpaid,
  type FeeRunSummary,
} from "~/features/renewals/fees.server.ts";
import type { JobDefinition, JobSummary } from "./job-types.ts";

const summary = (r: FeeRunSummary): JobSummary => ({
  changed: r.changed,
  notes: r.sample.length ? [...r.notes, `certifications ${r.sample.join(", ")}${r.changed > r.sample.length ? " …" : ""}`] : r.notes,
});

export const postAnnualFeesJob: JobDefinition = {
  key: "post-annual-fees",
  title: "Post the annual certification fees due June 30",
  cadence: "daily",
  cron: "30 0 * * *",
  schedule: "Daily at 12:30 AM",
  plan: async (asOf) => summary(await planAnnualFees(asOf)),
  run: async (asOf) => summary(await postAnnualFees(asOf)),
};

export const chargeLateFeesJob: JobDefinition = {
  key: "charge-late-fees",
  title: "Charge late fees and lapse unpaid certifications for payment",
  cadence: "daily",
  cron: "35 0 * * *",
  schedule: "Daily at 12:35 AM",
  plan: async (asOf) => summary(await planLateFees(asOf)),
  run: async (asOf) => summary(await chargeLateFees(asOf)),
};

export const revokeUnpaidJob: JobDefinition = {
  key: "revoke-unpaid-certifications",
  title: "Revoke certifications unpaid for six months and withdraw their certificates",
  cadence: "daily",
  cron: "40 0 * * *",
  schedule: "Daily at 12:40 AM",
  plan: async (asOf) => summary(await planRevocations(asOf)),
  run: async (asOf) => summary(await revokeUnpaid(asOf)),
};

export const recordCeuLapsesJob: JobDefinition = {
  key: "record-ceu-lapses",
  title: "Lapse certifications for CEUs when a reporting period ends short of credits",
  cadence: "daily",
  cron: "45 0 * * *",
  schedule: "Daily at 12:45 AM",
  plan: async (asOf) => summary(await planCeuLapses(asOf)),
  run: async (asOf) => summary(await recordCeuLapses(asOf)),
};
