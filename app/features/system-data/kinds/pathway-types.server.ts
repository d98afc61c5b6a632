/**
 * Pathway types: the registration wizard's pathway choices (member spec, certification registration
 * step 1): per certification, with the time allowed (months, shown in years), the required
 * experience hours and whether pre-approval is needed. The key is what the code relies on (which
 * steps the wizard shows), set when the row is made. `visible` is the retire flag: a hidden pathway
 * leaves the wizard's choices; a registration that has it keeps it.
 */
import { PATHWAY_KEY } from "~/domain/constants.ts";
import { checkbox, choice, col, decimal, defineKind, integer, relation, text, textarea, usedBy, relatedNameCol } from "../define.server.ts";

const KEY_LABEL: Record<string, string> = {
  [PATHWAY_KEY.education]: "Education",
  [PATHWAY_KEY.university]: "University",
  [PATHWAY_KEY.designation]: "Designation",
  [PATHWAY_KEY.independentTrainer]: "Independent Trainer",
};

export const pathwayTypes = defineKind({
  slug: "pathway-types",
  model: "pathwayType",
  entityType: "PathwayType",
  noun: "pathway type",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    col("key", "Key", { value: (r) => KEY_LABEL[String(r.key)] ?? String(r.key) }),
    relatedNameCol("certification", "Certification"),
    col("deadlineMonths", "Months Allowed", { numeric: true }),
    col("requiredHours", "Required Hours", { numeric: true }),
    col("sortOrder", "Order", { numeric: true }),
  ],
  include: { certification: { select: { name: true } } },
  search: ["name", "key"],
  defaultSort: "name",
  fields: [
    choice("key", "Key", KEY_LABEL, {
      required: true,
      createOnly: true,
      help: "Decides the wizard's steps for this pathway; one pathway per key; it cannot change later.",
    }),
    text("name", "Name", { required: true }),
    textarea("description", "Description", { max: 2000, help: "Shown with the choice in the registration wizard." }),
    relation("certificationId", "Certification", "certifications", { required: true }),
    integer("deadlineMonths", "Time allowed (months)", { required: true, min: 1, max: 240, help: "Shown in years." }),
    decimal("requiredHours", "Required experience hours", { required: true, min: 0, max: 100_000 }),
    checkbox("requiresPreapproval", "Requires pre-approval"),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  retire: { column: "visible", by: "flag" },
  usage: [
    usedBy("registrations", "registration", "pathwayTypeId"),
    usedBy("registration fees", "product", "pathwayTypeId"),
    usedBy("course materials", "pathwayCourseMaterial", "pathwayTypeId"),
  ],
});
