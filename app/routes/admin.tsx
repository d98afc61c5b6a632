import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireAdmin, requireViewer } from "~/lib/auth.server.ts";
import { getShellData } from "~/features/shell/shell.server.ts";
import { AdminShell } from "~/features/shell/ui/app-shell.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

/** The admin area. Every child loader and action also calls requireAdmin (loaders run in parallel). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const viewer = await requireViewer(request);
  return { shell: await getShellData(viewer, "admin") };
}

export default function AdminLayout() {
  const { shell } = useLoaderData<typeof loader>();
  return (
    <AdminShell shell={shell}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
