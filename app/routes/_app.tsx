import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireViewer } from "~/lib/auth.server.ts";
import { getShellData } from "~/features/shell/shell.server.ts";
import { MemberShell } from "~/features/shell/ui/app-shell.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

/** Every signed-in member page lives in this frame. */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  return { shell: await getShellData(viewer, "member") };
}

export default function MemberLayout() {
  const { shell } = useLoaderData<typeof loader>();
  return (
    <MemberShell shell={shell}>
      <Outlet />
    </MemberShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
