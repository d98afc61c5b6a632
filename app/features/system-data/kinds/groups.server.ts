/**
 * Groups: member groups the admin assigns (a fellowship cohort, the board). A group's experience
 * fields are extra questions its members' experience form asks (features/experience/rules.ts
 * `customFieldsOf`): each a key (the answer is kept under it in Experience.extra), a label and a type,
 * text or number. A group with members cannot be deleted.
 */
import { col, defineKind, rows, text, usedBy, type FieldDef } from "../define.server.ts";

export const GROUP_FIELD_MESSAGES = {
  key: "Use a lower-case letter, then lower-case letters, digits or _ (at most 40)",
  type: "Enter text or number",
  duplicateKey: "Another field of this group has this key",
} as const;

const KEY = /^[a-z][a-z0-9_]{0,39}$/;

/** The experience fields as rows, each row's key, label and type checked (the form reads only well-formed ones). */
function experienceFields(): FieldDef {
  const base = rows("experienceFields", "Experience form field", [
    { name: "key", label: "Key", kind: "text", required: true, max: 40 },
    { name: "label", label: "Label", kind: "text", required: true, max: 200 },
    { name: "type", label: "Type (text or number)", kind: "text", required: true, max: 10 },
  ]);
  const schema = base.schema
    .superRefine((list: Record<string, string>[], ctx) => {
      const seen = new Set<string>();
      list.forEach((r, i) => {
        if (r.key && !KEY.test(r.key)) ctx.addIssue({ code: "custom", path: [i, "key"], message: GROUP_FIELD_MESSAGES.key });
        else if (r.key && seen.has(r.key)) ctx.addIssue({ code: "custom", path: [i, "key"], message: GROUP_FIELD_MESSAGES.duplicateKey });
        if (r.key) seen.add(r.key);
        const type = (r.type ?? "").toLowerCase();
        if (r.type && type !== "text" && type !== "number")
          ctx.addIssue({ code: "custom", path: [i, "type"], message: GROUP_FIELD_MESSAGES.type });
      });
    })
    .transform((list: Record<string, string>[]) => list.map((r) => ({ key: r.key, label: r.label, type: (r.type ?? "").toLowerCase() })));
  return {
    ...base,
    view: {
      ...base.view,
      help: "Extra questions on the experience form of this group's members. A changed key no longer shows answers given under the old one.",
    },
    schema,
  };
}

export const groups = defineKind({
  slug: "groups",
  model: "group",
  entityType: "Group",
  noun: "group",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name"),
    col("experienceFields", "Experience form fields", {
      sort: false,
      numeric: true,
      value: (r) => String(Array.isArray(r.experienceFields) ? r.experienceFields.length : 0),
    }),
    col("updatedAt", "Last changed", { value: (r) => (r.updatedAt instanceof Date ? r.updatedAt.toISOString().slice(0, 10) : "") }),
  ],
  search: ["name"],
  defaultSort: "name",
  fields: [text("name", "Name", { required: true, max: 120 }), experienceFields()],
  usage: [usedBy("members", "userGroup", "groupId")],
});
