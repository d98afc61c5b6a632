import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MERGE_MESSAGES, mergeUsers } from "~/features/member-records/merge/merge.server.ts";
import { loadMergeTab } from "~/features/member-records/merge/tab.server.ts";
import { UNDO_MESSAGES, undoMerge } from "~/features/member-records/merge/undo.server.ts";
import { MergeTabView, type MergeReply } from "~/features/member-records/ui/merge.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { badRequest, notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Merge | Admin" }];

/**
 * /admin/users/:userId/merge: find the other account (?q), preview the merge (?other, ?keep = this |
 * other: which survives), Merge accounts, and Undo. One action: `intent` merge or undo.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tab = await loadMergeTab(idParam(params.userId), new URL(request.url).searchParams);
  if (!tab) throw notFound();
  return { tab };
}

const positiveId = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const form = await readForm(request);
  if (form.get("intent") === "undo") {
    const mergeId = positiveId(form.get("mergeId"));
    if (!mergeId) throw badRequest();
    const undone = await undoMerge(admin.actor, mergeId, userId);
    if (undone.kind === "missing") throw notFound(UNDO_MESSAGES.missing);
    if (undone.kind === "refused") return redirectWithToast(paths.admin.users.merge(userId), { kind: "error", message: undone.reason });
    return redirectWithToast(paths.admin.users.info(undone.targetId), { kind: "success", message: UNDO_MESSAGES.undone });
  }
  const targetId = positiveId(form.get("targetId"));
  const sourceId = positiveId(form.get("sourceId"));
  const fingerprint = form.get("fingerprint");
  // the merge is made from one of the two accounts' tabs
  if (!targetId || !sourceId || typeof fingerprint !== "string" || (targetId !== userId && sourceId !== userId)) throw badRequest();
  const merged = await mergeUsers({ actor: admin.actor, targetId, sourceId, fingerprint, posted: Object.fromEntries(form) });
  switch (merged.kind) {
    case "merged":
      return redirectWithToast(paths.admin.users.info(targetId), { kind: "success", message: MERGE_MESSAGES.merged });
    case "missing":
      throw notFound(MERGE_MESSAGES.missing);
    case "blocked":
      return { blockers: merged.blockers } satisfies MergeReply;
    case "stale":
      return { stale: MERGE_MESSAGES.stale } satisfies MergeReply;
  }
}

export default function AdminUserMerge() {
  const { tab } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <MergeTabView tab={tab} reply={reply} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
