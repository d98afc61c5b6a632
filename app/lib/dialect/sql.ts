/** Small pieces both dialects build their SQL with. */
import { Prisma } from "~/generated/prisma/client.ts";
import type { Sql } from "./types.ts";

/** A quoted identifier (a table, column or index name from the code, never from input). */
export function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The `'name', value, ...` arguments of a JSON object function. */
export function jsonFields(fields: Record<string, Sql>): Sql {
  return Prisma.join(
    Object.entries(fields).map(([name, value]) => {
      if (!/^\w+$/.test(name)) throw new Error(`JSON field name ${name}: letters, digits and _ only`);
      return Prisma.sql`${Prisma.raw(`'${name}'`)}, ${value}`;
    }),
  );
}
