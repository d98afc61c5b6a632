/** Work areas and their categories: the choices of the member's employment (professional) form. */
import { col, defineKind, integer, relation, text, usedBy, relatedNameCol } from "../define.server.ts";

export const workAreaCategories = defineKind({
  slug: "work-area-categories",
  model: "workAreaCategory",
  entityType: "WorkAreaCategory",
  noun: "work area category",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [col("name", "Name"), col("sortOrder", "Order", { numeric: true })],
  search: ["name"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true, help: "A name containing “military” shows the military installation field." }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  retire: { column: "archivedAt", by: "timestamp" },
  usage: [
    usedBy("work areas", "workArea", "categoryId"),
    usedBy("members (primary category)", "user", "primaryWorkAreaCategoryId"),
    usedBy("members (other categories)", "userWorkAreaCategory", "categoryId"),
  ],
});

export const workAreas = defineKind({
  slug: "work-areas",
  model: "workArea",
  entityType: "WorkArea",
  noun: "work area",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [col("name", "Name"), relatedNameCol("category", "Category"), col("sortOrder", "Order", { numeric: true })],
  include: { category: { select: { name: true } } },
  search: ["name"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true }),
    relation("categoryId", "Category", "work-area-categories", { required: true }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  retire: { column: "archivedAt", by: "timestamp" },
  usage: [
    usedBy("members (primary work area)", "userPrimaryWorkArea", "workAreaId"),
    usedBy("members (other work areas)", "userWorkArea", "workAreaId"),
  ],
});
