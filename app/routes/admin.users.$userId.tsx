import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { idParam } from "~/lib/params.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { getAdminUserHeader } from "~/features/admin-users/users.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { FlagsBanner } from "~/kit/review/review-parts.tsx";
import { notFound } from "~/lib/http.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const user = await getAdminUserHeader(idParam(params.userId));
  if (!user) throw notFound();
  return { user };
}

export default function AdminUserLayout() {
  const { user } = useLoaderData<typeof loader>();
  const tabs = [
    { label: "Info", href: paths.admin.users.info(user.id), end: true },
    { label: "Registrations", href: paths.admin.users.registrations(user.id), end: true },
    { label: "New registration", href: paths.admin.users.newRegistration(user.id) },
    { label: "Certifications", href: paths.admin.users.certifications(user.id) },
    { label: "Memberships", href: paths.admin.users.memberships(user.id) },
    { label: "Notes", href: paths.admin.users.notes(user.id) },
    { label: "Flags", href: paths.admin.users.flags(user.id) },
    { label: "Payments", href: paths.admin.users.payments(user.id) },
    { label: "Groups", href: paths.admin.users.groups(user.id) },
    { label: "Community", href: paths.admin.users.community(user.id) },
    { label: "History", href: paths.admin.users.history(user.id) },
    { label: "Merge", href: paths.admin.users.merge(user.id) },
  ];
  return (
    <div className="user-layout">
      <div className="user-head">
        <h1>
          {user.firstName} {user.lastName}
        </h1>
        <FlagsBanner reasons={user.flags.map((f) => f.reason)} />
      </div>
      <nav className="side-nav user-tabs" aria-label="User profile">
        <ul>
          {tabs.map((t) => (
            <li key={t.href}>
              <NavLink to={t.href} end={t.end}>
                {t.label}
              </NavLink>
            </li>
          ))}
          <li>
            <a href={paths.impersonate.take(user.id)}>Impersonate</a>
          </li>
        </ul>
      </nav>
      <div className="user-main">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
