/**
 * Where the process's one database client is kept (lib/db.server.ts makes it): on `globalThis`, so
 * the server entry (app/server.ts, loaded by tsx) reaches the client the Remix build made without
 * importing Prisma a second time, and closes it when the process stops.
 */
type Closable = { $disconnect: () => Promise<void> };

export const dbHandle = globalThis as unknown as { __prisma?: Closable; __prismaUrl?: string };

/** Closes the database client if one was opened (a no-op otherwise); later queries would open a new one. */
export async function closeDatabase(): Promise<void> {
  const client = dbHandle.__prisma;
  if (!client) return;
  dbHandle.__prisma = undefined;
  dbHandle.__prismaUrl = undefined;
  await client.$disconnect();
}
