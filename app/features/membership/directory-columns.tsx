/** The member directory's results (/membership/search): Name (with the avatar) and City sort. */
import { Link } from "@remix-run/react";
import { Avatar } from "~/features/profile/ui/avatar.tsx";
import { paths, type Query } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import type { DirectoryRow } from "./directory.server.ts";

/** `search`: the search and page the profile link carries, so the profile's back link returns to the same results. */
export function directoryColumns(search: Query): ReadonlyArray<Column<DirectoryRow>> {
  return [
    {
      key: "name",
      header: "Name",
      sortKey: "name",
      cell: (r) => (
        <span className="directory-name">
          <span aria-hidden="true">
            <Avatar src={r.avatarSrc} name={r.name} size={40} />
          </span>
          <Link to={paths.membership.member(r.id, search)}>{r.name}</Link>
        </span>
      ),
    },
    {
      key: "organization",
      header: "Organization",
      cell: (r) => (
        <>
          {r.organization ?? ""}
          {r.jobTitle ? <div className="muted">{r.jobTitle}</div> : null}
        </>
      ),
    },
    { key: "city", header: "City", sortKey: "city", value: (r) => r.city ?? "" },
    { key: "state", header: "State", value: (r) => r.state ?? "" },
    { key: "services", header: "Services Offered", value: (r) => r.services.join(", ") },
  ];
}
