/**
 * Credit types: the CEU forms' credit type choices (member spec, CEUs), with the minimum credits of
 * each type per reporting period and whether it counts toward ethics credits. An archived type
 * leaves the CEU forms; the CEUs that have it keep it.
 */
import { checkbox, col, decimal, defineKind, text, usedBy } from "../define.server.ts";

export const creditTypes = defineKind({
  slug: "credit-types",
  model: "creditType",
  entityType: "CreditType",
  noun: "credit type",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name"),
    col("ethics", "Ethics", { value: (r) => (r.ethics ? "Yes" : "No") }),
    col("minimumCredits", "Minimum Credits", { numeric: true }),
  ],
  search: ["name"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true, max: 100 }),
    checkbox("ethics", "Counts toward ethics credits"),
    decimal("minimumCredits", "Minimum credits per reporting period", { required: true, min: 0, max: 1000 }),
  ],
  retire: { column: "archivedAt", by: "timestamp" },
  usage: [usedBy("individual CEUs", "individualCeu", "creditTypeId"), usedBy("group CEUs", "groupCeu", "creditTypeId")],
});
