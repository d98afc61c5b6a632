/**
 * Fellowship service types: the service type choices of the experience form (member spec,
 * experience hours), each allowing a number of hours or a percentage of the required hours. An
 * archived type (its `deletedAt`) leaves the form; an experience that has it keeps it.
 */
import { checkbox, col, decimal, defineKind, text, usedBy } from "../define.server.ts";

export const fellowshipServiceTypes = defineKind({
  slug: "fellowship-service-types",
  model: "fellowshipServiceType",
  entityType: "FellowshipServiceType",
  noun: "fellowship service type",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    col("allowed", "Allowed", { numeric: true, value: (r) => `${String(r.allowed)}${r.percentage ? "%" : " hours"}` }),
    col("militarySpouseOnly", "Military Spouse Only", { value: (r) => (r.militarySpouseOnly ? "Yes" : "No") }),
    col("fileUploadRequired", "File Required", { value: (r) => (r.fileUploadRequired ? "Yes" : "No") }),
  ],
  search: ["name"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true }),
    decimal("allowed", "Allowed", {
      required: true,
      min: 0,
      max: 100_000,
      help: "Hours, or a percentage of the required hours when ticked below.",
    }),
    checkbox("percentage", "Allowed is a percentage of the required hours"),
    checkbox("militarySpouseOnly", "Military spouses only"),
    checkbox("fileUploadRequired", "A file upload is required"),
  ],
  refine: (v) =>
    v.percentage === true && typeof v.allowed === "number" && v.allowed > 100 ? { allowed: "Enter 100 or less for a percentage." } : null,
  retire: { column: "deletedAt", by: "timestamp" },
  usage: [usedBy("experiences", "experience", "fellowshipServiceTypeId")],
});
