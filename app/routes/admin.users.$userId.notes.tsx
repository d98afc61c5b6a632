import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { addNote, listNotes, NoteSchema } from "~/features/member-records/notes.server.ts";
import { NotesTab } from "~/features/member-records/ui/notes.tsx";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { formOnce, postedOnce } from "~/kit/forms/once.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Notes | Admin" }];

/** /admin/users/:userId/notes: the staff's notes on the member, newest first, and Add Note. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listNotes(idParam(params.userId));
  if (!rows) throw notFound();
  return { rows, once: formOnce() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: NoteSchema });
  if (submission.status !== "success") return replyTo(submission);
  const added = await addNote(admin.actor, userId, submission.value, postedOnce(formData));
  if (!added) throw notFound();
  return redirectWithToast(paths.admin.users.notes(userId), { kind: "success", message: "Success" });
}

export default function AdminUserNotes() {
  const { rows, once } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <NotesTab rows={rows} once={once} lastResult={reply?.result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
