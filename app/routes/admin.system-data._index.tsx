import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { SYSTEM_DATA_KINDS } from "~/features/system-data/kinds.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";

export const meta: MetaFunction = () => [{ title: "System Data | Admin" }];

/** /admin/system-data: every kind of the association's catalogue, each opening its list. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function SystemDataIndex() {
  return (
    <>
      <h1>System Data</h1>
      <p>
        <Link to={paths.admin.jobs()}>Scheduled Jobs</Link>: the association&apos;s calendar and housekeeping, their last runs and what the
        next would do.
      </p>
      <ul className="plain-list">
        {SYSTEM_DATA_KINDS.map((k) => (
          <li key={k.slug}>
            <Link to={paths.admin.systemData.kind(k.slug)}>{k.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
