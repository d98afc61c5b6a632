/** Admin user records: the paged user list and the profile header. */
import type { Prisma } from "~/generated/prisma/client.ts";
import { db } from "~/lib/db.server.ts";
import { pageWindow, type ListParams, type Page } from "~/lib/list-params.ts";

export const USER_SORT_KEYS = ["lastName", "firstName", "email", "createdAt"] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export const USER_PAGE_SIZE = 50;

export type UserRow = { id: number; firstName: string; lastName: string; email: string };

/**
 * Each sort key's full order, ending at the unique email so pages never overlap. The columns and
 * their order are those of the User indexes on (deletedAt, ...), so SQLite pages through an index
 * in order, and checks the text filter in it, instead of sorting the table.
 */
const USER_ORDER: Record<UserSortKey, ReadonlyArray<"lastName" | "firstName" | "email" | "createdAt">> = {
  lastName: ["lastName", "firstName", "email"],
  firstName: ["firstName", "lastName", "email"],
  email: ["email"],
  createdAt: ["createdAt", "email"],
};

export async function listUsers(params: ListParams<UserSortKey>): Promise<Page<UserRow>> {
  const where: Prisma.UserWhereInput = { deletedAt: null };
  const terms = params.q.split(/\s+/).filter(Boolean).slice(0, 4);
  if (terms.length) {
    where.AND = terms.map((t) => ({ OR: [{ firstName: { contains: t } }, { lastName: { contains: t } }, { email: { contains: t } }] }));
  }
  const total = await db.user.count({ where });
  const w = pageWindow(params.page, params.pageSize, total);
  const orderBy = USER_ORDER[params.sort].map((key) => ({ [key]: params.dir }) as Prisma.UserOrderByWithRelationInput);
  const rows = await db.user.findMany({
    where,
    orderBy,
    skip: w.skip,
    take: w.take,
    select: { id: true, firstName: true, lastName: true, email: true },
  });
  return { rows, total, page: w.page, lastPage: w.lastPage, pageSize: params.pageSize };
}

export async function getAdminUserHeader(userId: number) {
  return db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      role: true,
      createdAt: true,
      cellPhone: true,
      workPhone: true,
      homePhone: true,
      organization: true,
      jobTitle: true,
      secuId: true,
      deletedAt: true,
      flags: { where: { active: true }, select: { id: true, reason: true } },
    },
  });
}
