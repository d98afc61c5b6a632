import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "My Account | Member Portal" }];

/** Edit-profile frame: the profile sidebar with the six tabs, and the open tab. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function EditProfileLayout() {
  return (
    <div className="profile-layout">
      <div className="profile-main">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
