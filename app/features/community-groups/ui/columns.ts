/** The Community tab's table: the Mobilize groups a member is in. Browser-safe. */
import type { Column } from "~/ui/columns.ts";
import type { CommunityGroupRow } from "../groups.server.ts";

export const communityGroupColumns: ReadonlyArray<Column<CommunityGroupRow>> = [
  { key: "name", header: "Group", rowHeader: true, value: (g) => g.name },
  { key: "description", header: "Description", wrap: true, value: (g) => g.description ?? "" },
  { key: "members", header: "Members", numeric: true, value: (g) => (g.membersCount === null ? "" : String(g.membersCount)) },
];
