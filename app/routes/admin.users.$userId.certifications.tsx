import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { listUserCertifications } from "~/features/certifications/user-certifications.server.ts";
import { USER_CERTIFICATION_COLUMNS } from "~/features/certifications/user-certification-columns.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Certifications | Admin" }];

/** /admin/users/:userId/certifications: the user's certifications; each row opens the certification view. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listUserCertifications(idParam(params.userId));
  if (!rows) throw notFound();
  return { rows };
}

export default function AdminUserCertifications() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="certifications-title">
      <h2 id="certifications-title">Certifications</h2>
      <RecordTable columns={USER_CERTIFICATION_COLUMNS} rows={rows} empty="No certifications." />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
