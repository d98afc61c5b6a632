import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listUserRegistrations } from "~/features/course-registrations/user-registrations.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { USER_REGISTRATION_COLUMNS } from "~/features/course-registrations/user-registration-columns.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

export const meta: MetaFunction = () => [{ title: "Registrations | Admin" }];

/** /admin/users/:userId/registrations: the user's registrations, newest first; a row opens the registration review. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listUserRegistrations(idParam(params.userId));
  if (!rows) throw notFound();
  return { rows };
}

export default function AdminUserRegistrations() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="registrations-title">
      <h2 id="registrations-title">Registrations</h2>
      <RecordTable columns={USER_REGISTRATION_COLUMNS} rows={rows} empty="No registrations." />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
