/** Certifications: what members register for (the certification area's enrol cards show name and description). */
import { checkbox, col, decimal, defineKind, html, text, usedBy } from "../define.server.ts";

export const certifications = defineKind({
  slug: "certifications",
  model: "certification",
  entityType: "Certification",
  noun: "certification",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [col("name", "Name"), col("abbreviation", "Abbreviation"), col("key", "Key")],
  search: ["name", "abbreviation", "key"],
  defaultSort: "name",
  fields: [
    text("key", "Key", { required: true, max: 60, createOnly: true, help: "A short code the portal uses; it cannot change later." }),
    text("name", "Name", { required: true }),
    text("abbreviation", "Abbreviation", { max: 20 }),
    html("description", "Description", { help: "Shown on the certification area's enrol card." }),
    checkbox("reportable", "Reports CEUs (shows the CEU card and reporting periods)"),
    decimal("ceuCreditsRequired", "CEU credits required", { min: 0, max: 1000 }),
    decimal("ethicsCreditsRequired", "Ethics credits required", { min: 0, max: 1000 }),
    text("accredibleGroupId", "Digital credential group (Accredible)", { max: 60, help: "Final approval is refused while it is blank." }),
  ],
  retire: { column: "active", by: "flag" },
  usage: [
    usedBy("registrations", "registration", "certificationId"),
    usedBy("members' certifications", "userCertification", "certificationId"),
  ],
});
