/**
 * Demo data: reference data, the README's demo accounts (prisma/demo-accounts.ts, one per state a
 * reviewer wants to see) and forty filler members that fill every admin review queue, built with
 * the test builders (tests/factories) in the modules of prisma/seed/.
 *
 *   tsx prisma/seed.ts            refuses when the database already has users
 *   tsx prisma/seed.ts --force    deletes every row first (ids restart at 1)
 *
 * On SQLite or PostgreSQL alike (DATABASE_URL), through the dialect seam (app/lib/dialect).
 *
 * Runs under tsx, also in the production image (which copies prisma/, app/ and tests/factories).
 * Every demo sign-in uses DEMO_PASSWORD; the hash is computed once.
 */
import { recordFeeHistory } from "./seed/demo-renewals.ts";
import { pathToFileURL } from "node:url";
import { db } from "../app/lib/db.server.ts";
import { dialect } from "../app/lib/dialect/index.server.ts";
import { hashPassword } from "../app/lib/password.server.ts";
import { useIdLabel } from "../tests/factories/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { seedDemoAccounts } from "./seed/demo.ts";
import { seedFillers } from "./seed/fillers.ts";
import { seedReference } from "./seed/reference.ts";

export { FILLER_ROLES } from "./seed/fillers.ts";

export type SeedSummary = Record<string, number>;

/** Seeds the demo data; refuses when users exist unless `force` (then every row is deleted first). */
export async function seed(opts: { force?: boolean } = {}): Promise<SeedSummary> {
  const started = Date.now();
  const existing = await db.user.count();
  if (existing > 0) {
    if (!opts.force) {
      throw new SeedRefusedError(
        `The database already has ${existing} user(s); not seeding. Run with --force to delete every row and seed again.`,
      );
    }
    await dialect().deleteEveryRow(db);
  }
  // Every date is relative to this moment, so the demo never goes stale.
  const now = new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  useIdLabel("seed");
  // Hundreds of single-row writes: on SQLite, without the fsync after each (a crash mid-seed means re-seeding anyway).
  await dialect().bulkWrites(db, async () => {
    const ref = await seedReference(now);
    const context = { ref, passwordHash, now };
    const demo = await seedDemoAccounts(context);
    await seedFillers(context, demo);
    await recordFeeHistory(context, demo.admin.id);
  });

  return {
    users: await db.user.count(),
    registrations: await db.registration.count(),
    individualCeus: await db.individualCeu.count(),
    groupCeus: await db.groupCeu.count(),
    experiences: await db.experience.count(),
    extensions: await db.extension.count(),
    membershipRequests: await db.membershipRequest.count(),
    lineItems: await db.lineItem.count(),
    transactions: await db.transaction.count(),
    events: await db.event.count(),
    products: await db.product.count(),
    ms: Date.now() - started,
  };
}

export class SeedRefusedError extends Error {
  override name = "SeedRefusedError";
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const force = process.argv.includes("--force");
  seed({ force })
    .then(async (s) => {
      const { ms, ...counts } = s;
      console.log(
        `Seeded in ${ms} ms: ${Object.entries(counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")}.`,
      );
      await db.$disconnect();
    })
    .catch(async (error: unknown) => {
      if (error instanceof SeedRefusedError) console.error(error.message);
      else console.error(error);
      await db.$disconnect();
      process.exit(1);
    });
}
