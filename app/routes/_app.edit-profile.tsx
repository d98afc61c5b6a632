import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { getProfileSidebar } from "~/services/profile.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { ProfileSidebar } from "~/ui/profile-sidebar.tsx";

export const meta: MetaFunction = () => [{ title: "My Account | Member Portal" }];

/** Edit-profile frame: the profile sidebar with the six tabs and their check marks, and the open tab. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { sidebar: await getProfileSidebar(user.id) };
}

export default function EditProfileLayout() {
  const { sidebar } = useLoaderData<typeof loader>();
  return (
    <div className="profile-layout">
      <ProfileSidebar data={sidebar} variant="edit-profile" />
      <div className="profile-main">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
