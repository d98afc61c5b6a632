/**
 * The merge's demo accounts (issue 37, decision 57): one person with two accounts. The first is
 * certified in good standing; the second, opened later with another email, holds a paid order, a
 * cart line, a CEU, a flag and a saved card. The admin merges the second into the first on the
 * Merge tab (and can undo it for 7 days).
 */
import { addNote } from "~/features/member-records/notes.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { daysAgo } from "~/lib/dates.ts";
import { duplicateAccounts } from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import type { SeedContext } from "./people.ts";

export async function seedDemoMerge(seed: SeedContext, adminId: number) {
  const person = { firstName: "Morgan", lastName: "Whitcombe", passwordHash: seed.passwordHash, password: false } as const;
  const { duplicate } = await duplicateAccounts({
    survivor: { ...person, email: DEMO_EMAIL.duplicate, createdAt: daysAgo(900, seed.now), organization: "Harbor Credit Union" },
    duplicate: { ...person, email: DEMO_EMAIL.duplicateSecond, createdAt: daysAgo(40, seed.now) },
    now: seed.now,
  });
  // made through the Notes tab's service, so the account's History shows the admin's note
  await addNote(
    adminActor(adminId),
    duplicate.id,
    { note: "Opened a second account with a work email. Merge into duplicate@." },
    null,
    seed.now,
  );
}
