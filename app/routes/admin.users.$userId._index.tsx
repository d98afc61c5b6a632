import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useOutletContext } from "@remix-run/react";
import { loadMemberInfo } from "~/features/member-records/info.server.ts";
import { InfoTab } from "~/features/member-records/ui/info.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import type { AdminUserOutletContext } from "./admin.users.$userId.tsx";

export const meta: MetaFunction = () => [{ title: "Info | Admin" }];

/**
 * /admin/users/:userId: the Info tab, every detail of the person by group (contact, address,
 * professional, counselling services, learning system and identifiers), each group its own form.
 * The forms post to /admin/users/:userId, whose action is the user layout's (a post without
 * `?index` reaches the layout, not this index route); its reply comes down as `infoReply`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const info = await loadMemberInfo(userId);
  if (!info) throw notFound();
  return { info, postTo: paths.admin.users.info(userId) };
}

export default function AdminUserInfo() {
  const { info, postTo } = useLoaderData<typeof loader>();
  const { infoReply } = useOutletContext<AdminUserOutletContext>();
  return <InfoTab info={info} postTo={postTo} reply={infoReply?.result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
