import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, NavLink, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { idParam } from "~/lib/params.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { getAdminUserHeader } from "~/features/admin-users/users.server.ts";
import { UNDO_DAYS } from "~/features/member-records/merge/rules.ts";
import { isInfoGroup } from "~/features/member-records/info-groups.ts";
import { infoForm, infoProblem } from "~/features/member-records/info-saves.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { FlagsBanner } from "~/kit/review/review-parts.tsx";
import { badRequest, notFound } from "~/lib/http.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const user = await getAdminUserHeader(idParam(params.userId));
  if (!user) throw notFound();
  return { user };
}

/**
 * The Info tab's saves (its forms post to /admin/users/:userId, which reaches this layout: the Info
 * tab is its index route). `intent` names the group; 'Success', or 'There was a problem updating
 * the user' with the fields' messages, handed to the Info tab through the outlet as `infoReply`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const formData = await readForm(request);
  const group = formData.get("intent");
  if (!isInfoGroup(group)) throw badRequest();
  const form = infoForm(group);
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") return replyTo(submission, { invalid: infoProblem() });
  const outcome = await form.save(admin.actor, userId, submission.value);
  if (outcome === null) throw notFound();
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.users.info(userId), { kind: "success", message: "Success" });
}

export type AdminUserOutletContext = { infoReply: ReturnType<typeof useActionData<typeof action>> };

export default function AdminUserLayout() {
  const { user } = useLoaderData<typeof loader>();
  const infoReply = useActionData<typeof action>();
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
        {user.mergedInto ? (
          <p className="alert alert-warning" role="note">
            A retired account: merged into{" "}
            <Link to={paths.admin.users.info(user.mergedInto.id)}>
              {user.mergedInto.firstName} {user.mergedInto.lastName}
            </Link>
            . It cannot sign in; the Merge tab can undo the merge for {UNDO_DAYS} days.
          </p>
        ) : null}
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
        <Outlet context={{ infoReply } satisfies AdminUserOutletContext} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
