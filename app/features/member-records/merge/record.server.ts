/**
 * What a merge writes down for its undo (UserMerge.record, and the audit event's before-state), and
 * the row access the merge and the undo share: Prisma delegates by model name, for the columns listed
 * in merge/handling.ts.
 */
import type { Tx } from "~/lib/db.server.ts";
import type { Side } from "./fields.ts";

export type MergeRecord = {
  version: 1;
  /** when the moves were done: a moved row stamped later has changed since */
  doneAt: string;
  /** both accounts' columns before the merge (dates as ISO strings) */
  target: Record<string, unknown>;
  source: Record<string, unknown>;
  picks: Record<string, Side>;
  /** the survivor's columns as the merge wrote them (the undo refuses if they changed since) */
  written: Record<string, unknown>;
  /** the retired account's columns the merge changed besides its retirement */
  sourceWritten: Record<string, unknown>;
  moved: Array<{ model: string; field: string; ids: number[] }>;
  /** areas-of-work rows when the source's were picked: keys moved, and the survivor's removed */
  sets: Array<{ model: string; key: string; moved: number[]; removedFromTarget: number[] }>;
  groups: { movedGroupIds: number[]; removed: Array<{ groupId: number; createdAt: string }> };
  sessionsEnded: number;
};

/** The areas-of-work rows (one pick, "Areas of work"), by model and the column besides userId. */
export const WORK_AREA_SETS = [
  { model: "UserWorkAreaCategory", key: "categoryId" },
  { model: "UserPrimaryWorkArea", key: "workAreaId" },
  { model: "UserWorkArea", key: "workAreaId" },
] as const;

/** The User columns that hold dates (a record keeps them as ISO strings). */
export const USER_DATE_COLUMNS = new Set([
  "dateOfBirth",
  "announcementHiddenAt",
  "profileLastUpdated",
  "profileUpdateModalShown",
  "deletedAt",
  "createdAt",
  "updatedAt",
]);

type Row = Record<string, unknown>;
export type RowDelegate = {
  findMany(args: { where: Row; select: Record<string, true> }): Promise<Row[]>;
  updateMany(args: { where: Row; data: Row }): Promise<{ count: number }>;
  deleteMany(args: { where: Row }): Promise<{ count: number }>;
  create(args: { data: Row }): Promise<Row>;
};

/** The Prisma delegate of a model named in merge/handling.ts (e.g. "IndividualCeu" -> tx.individualCeu). */
export function delegate(tx: Tx, model: string): RowDelegate {
  const found = (tx as unknown as Record<string, RowDelegate | undefined>)[model.charAt(0).toLowerCase() + model.slice(1)];
  if (!found) throw new Error(`no Prisma model ${model}`);
  return found;
}
