/**
 * Universities and university programs: one model, UniversityProgram (a university's program or
 * department the registration wizard's Program Information step offers). "University Programs" is
 * the list of those rows; "Universities" is the same rows seen by university (location and web
 * site first), so a university with two programs shows twice. `active` retires a row: it leaves the
 * wizard's choices, except for a registration that already chose it.
 */
import { col, defineKind, text, url, usedBy, type KindDefinition } from "../define.server.ts";

const fields = [
  text("name", "University", { required: true }),
  text("department", "Program or department", { help: "Shown after the university's name in the wizard." }),
  text("city", "City", { max: 100 }),
  text("state", "State", { max: 60 }),
  url("website", "Web site"),
];

const common = {
  model: "universityProgram",
  entityType: "UniversityProgram",
  title: (r: Record<string, unknown>) => (r.department ? `${String(r.name)}: ${String(r.department)}` : String(r.name)),
  choiceLabel: "name",
  search: ["name", "department", "city", "state"],
  defaultSort: "name",
  fields,
  retire: { column: "active", by: "flag" },
  usage: [usedBy("registrations", "registration", "universityProgramId")],
} satisfies Partial<KindDefinition>;

export const universityPrograms = defineKind({
  ...common,
  slug: "university-programs",
  noun: "university program",
  columns: [col("name", "University"), col("department", "Program or department", { wrap: true }), col("state", "State")],
});

export const universities = defineKind({
  ...common,
  slug: "universities",
  noun: "university",
  columns: [
    col("name", "University"),
    col("city", "City"),
    col("state", "State"),
    col("website", "Web site", { sort: false }),
    col("department", "Program", { wrap: true }),
  ],
});
