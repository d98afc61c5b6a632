/**
 * What the /admin/system-data routes do, kind by kind: find the kind (404 for one that is unknown or
 * not defined yet), load its list, form and history, and answer a form post (save, archive, restore,
 * delete) with a redirect or the form again.
 */
import { loadList } from "~/kit/admin-list/list.server.ts";
import { formOnce, postedOnce } from "~/kit/forms/once.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import type { KindDefinition } from "./define.server.ts";
import { SYSTEM_DATA_MESSAGES } from "./fields.ts";
import { columnViews, deleteRecord, kindList, loadRecordForm, recordSchema, saveRecord, setArchived } from "./records.server.ts";
import { findKind } from "./registry.server.ts";

export function requireKind(slug: string | undefined): KindDefinition {
  const def = findKind(slug);
  if (!def) throw notFound();
  return def;
}

/** A kind's list page: its rows, columns and the kind's names. */
export async function loadKindList(def: KindDefinition, request: Request) {
  const list = await loadList(kindList(def), request);
  return {
    list,
    columns: columnViews(def),
    kind: { slug: def.slug, noun: def.noun, archivable: Boolean(def.retire), fixedRows: def.fixedRows ?? false },
  };
}

/** The new form, with its one-time key (a second post of the same page makes no second row). */
export async function loadNewForm(def: KindDefinition) {
  if (def.fixedRows) throw notFound();
  return { ...(await loadRecordForm(def, null))!, once: formOnce() };
}

export async function loadEditForm(def: KindDefinition, id: number) {
  const form = await loadRecordForm(def, id);
  if (!form) throw notFound();
  return form;
}

/** The new form's post: saved (to its edit page) or the form again with its errors. */
export async function postNewRecord(def: KindDefinition, actor: Actor, request: Request) {
  if (def.fixedRows) throw notFound();
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: recordSchema(def, false) });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await saveRecord(def, actor, null, submission.value, postedOnce(formData));
  if (!outcome) throw notFound();
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.systemData.edit(def.slug, outcome.id), { kind: "success", message: SYSTEM_DATA_MESSAGES.created });
}

/** The edit page's posts: `save` (the form), `archive`, `restore`, `delete`. */
export async function postEditRecord(def: KindDefinition, actor: Actor, id: number, request: Request) {
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = paths.admin.systemData.edit(def.slug, id);
  if (intent === "archive" || intent === "restore" || intent === "delete") {
    const outcome = intent === "delete" ? await deleteRecord(def, actor, id) : await setArchived(def, actor, id, intent === "archive");
    if (!outcome) throw notFound();
    const to = outcome.ok && intent === "delete" ? paths.admin.systemData.kind(def.slug) : here;
    return redirectWithToast(to, { kind: outcome.ok ? "success" : "error", message: outcome.message });
  }
  const submission = parseWithZod(formData, { schema: recordSchema(def, true) });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await saveRecord(def, actor, id, submission.value);
  if (!outcome) throw notFound();
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(here, { kind: "success", message: SYSTEM_DATA_MESSAGES.saved });
}
