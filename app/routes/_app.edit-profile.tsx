import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { ContactInfoSchema } from "~/features/profile/schemas.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getProfileSidebar, updateContactInfo } from "~/features/profile/profile.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { ProfileSidebar } from "~/features/profile/ui/profile-sidebar.tsx";

export const meta: MetaFunction = () => [{ title: "My Account | Member Portal" }];

/** Edit-profile frame: the profile sidebar with the six tabs and their check marks, and the open tab. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { sidebar: await getProfileSidebar(user.id) };
}

/**
 * The Contact Info save. It lives here because a POST to /edit-profile is handled by the deepest
 * route that adds to the path: this one (the Contact Info layout `_contact` is pathless and its
 * `_index` needs `?index`). The result reaches the Contact Info form through the outlet context.
 */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: ContactInfoSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await updateContactInfo(viewer.actor, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.editProfile.root(), { kind: "success", message: "Contact info saved." });
}

export type EditProfileOutletContext = { contactReply: ReturnType<typeof useActionData<typeof action>> };

export default function EditProfileLayout() {
  const { sidebar } = useLoaderData<typeof loader>();
  const contactReply = useActionData<typeof action>();
  return (
    <div className="profile-layout">
      <ProfileSidebar data={sidebar} variant="edit-profile" />
      <div className="profile-main">
        <Outlet context={{ contactReply } satisfies EditProfileOutletContext} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
