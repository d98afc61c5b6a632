/**
 * Military installations: the choices of the professional form's installation field (shown for a
 * military primary category). An archived installation leaves the choices, except for a member who
 * already chose it (features/profile/employment.server.ts).
 */
import { col, defineKind, text, usedBy } from "../define.server.ts";

export const militaryInstallations = defineKind({
  slug: "military-installations",
  model: "militaryInstallation",
  entityType: "MilitaryInstallation",
  noun: "military installation",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [col("name", "Name"), col("branch", "Branch"), col("state", "State"), col("country", "Country")],
  search: ["name", "branch", "state", "country"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true }),
    text("branch", "Branch", { max: 60, help: "Army, Navy, Air Force, Marine Corps, Coast Guard, Space Force..." }),
    text("state", "State", { max: 60 }),
    text("country", "Country", { max: 60, help: "A two-letter code such as US or DE." }),
  ],
  retire: { column: "archivedAt", by: "timestamp" },
  usage: [usedBy("members", "user", "militaryInstallationId")],
});
