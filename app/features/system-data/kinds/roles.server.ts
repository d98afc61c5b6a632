/**
 * Roles: one fixed row per role the code knows (ROLE: admin, member). The key is what the guards
 * check and cannot change; only the name is edited. No new roles and no deletes: a role the code does
 * not know would grant nothing.
 */
import { db } from "~/lib/db.server.ts";
import { col, defineKind, text } from "../define.server.ts";

export const roles = defineKind({
  slug: "roles",
  model: "role",
  entityType: "Role",
  noun: "role",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [col("name", "Name"), col("key", "Key")],
  search: ["name", "key"],
  defaultSort: "name",
  fields: [
    text("key", "Key", { required: true, max: 40, createOnly: true, help: "What the portal's access checks use; it cannot change." }),
    text("name", "Name", { required: true, max: 60 }),
  ],
  usage: [
    {
      label: "users",
      count: async (id) => {
        const role = await db.role.findUnique({ where: { id }, select: { key: true } });
        return role ? db.user.count({ where: { role: role.key } }) : 0;
      },
    },
  ],
  fixedRows: true,
});
