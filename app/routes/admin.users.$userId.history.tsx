import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { historySubjects, loadHistoryTab } from "~/features/member-records/history.server.ts";
import { HistoryTab } from "~/features/member-records/ui/history.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "History | Admin" }];

/** /admin/users/:userId/history: every audit event about the member, newest first, paged (`?format=csv` goes to the CSV). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const data = await loadHistoryTab(request, await historySubjects(idParam(params.userId)));
  if (!data) throw notFound();
  return data;
}

export default function AdminUserHistory() {
  const data = useLoaderData<typeof loader>();
  return <HistoryTab data={data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
