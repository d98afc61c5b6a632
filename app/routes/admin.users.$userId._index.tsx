import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { idParam } from "~/lib/params.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { getAdminUserHeader } from "~/features/admin-users/users.server.ts";
import { notFound } from "~/lib/http.ts";
import { Breakable } from "~/ui/breakable.tsx";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const user = await getAdminUserHeader(idParam(params.userId));
  if (!user) throw notFound();
  return { user: { ...user, createdAt: formatDate(user.createdAt) } };
}

export default function AdminUserInfo() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <section className="card" aria-labelledby="info-title">
      <h2 id="info-title">Info</h2>
      <dl className="details">
        <dt>Email</dt>
        <dd>
          <Breakable text={user.email} />
        </dd>
        <dt>Role</dt>
        <dd>{user.role}</dd>
        <dt>Organization</dt>
        <dd>{user.organization ?? "—"}</dd>
        <dt>Job Title</dt>
        <dd>{user.jobTitle ?? "—"}</dd>
        <dt>Cell Phone</dt>
        <dd>{user.cellPhone ?? "—"}</dd>
        <dt>Work Phone</dt>
        <dd>{user.workPhone ?? "—"}</dd>
        <dt>SECU ID</dt>
        <dd>{user.secuId ?? "—"}</dd>
        <dt>Member Since</dt>
        <dd>{user.createdAt}</dd>
      </dl>
    </section>
  );
}
