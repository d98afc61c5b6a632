/**
 * Forty filler members (member01@demo.example.org ...): every admin review queue has rows.
 * FILLER_ROLES (filler-roles.ts) says which queue each fills; the queues are in filler-queues.ts,
 * the flags, notes, groups, a cart and some history in filler-extras.ts.
 */
import { MEMBERSHIP_STATUS } from "../../app/domain/constants.ts";
import { daysAgo } from "../../app/lib/dates.ts";
import { activeMembership } from "../../tests/factories/index.ts";
import { fillerEmail } from "../demo-accounts.ts";
import type { Demo } from "./demo.ts";
import { seedFillerExtras } from "./filler-extras.ts";
import {
  seedAwaitingApproval,
  seedCertifiedFillers,
  seedGroupCeus,
  seedPendingExperience,
  seedPendingExtensions,
  seedPendingMembershipRequests,
} from "./filler-queues.ts";
import { fillerDateOfBirth, type Fillers } from "./filler-roles.ts";
import { FIRST_NAMES, LAST_NAMES } from "./names.ts";
import { createPerson, type SeedContext } from "./people.ts";

export { FILLER_ROLES } from "./filler-roles.ts";

/** The forty members; 1-20 but every fourth hold a professional membership. */
async function fillerPeople(seed: SeedContext): Promise<Fillers> {
  const { now } = seed;
  const user: Fillers = {};
  for (let n = 1; n <= 40; n++) {
    const firstName = FIRST_NAMES[(n - 1) % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(n * 7 + 3) % LAST_NAMES.length];
    const inMilitary = n === 21 || n === 22 || n === 38 || n === 40;
    const student = n === 33 || n === 34;
    const member = n <= 20 && n % 4 !== 0;
    const u = await createPerson(seed, {
      email: fillerEmail(n),
      firstName,
      lastName,
      n: n + 20,
      dateOfBirth: fillerDateOfBirth(n, now),
      workCategoryIndex: inMilitary ? 0 : undefined,
      isEligibleForStudentMembership: student,
      membershipStatus: member ? MEMBERSHIP_STATUS.active : MEMBERSHIP_STATUS.notMember,
      createdAt: daysAgo(60 + n * 37, now),
    });
    user[n] = u;
    if (member) await activeMembership(u.id, { start: daysAgo(10 + n * 15, now), now });
  }
  return user;
}

/** The fillers and what they wait for. */
export async function seedFillers(seed: SeedContext, demo: Demo): Promise<void> {
  const user = await fillerPeople(seed);
  const adminId = demo.admin.id;
  const approvedGroup = await seedGroupCeus(seed, user, adminId);
  await seedCertifiedFillers(seed, user, adminId, approvedGroup);
  await seedPendingExperience(seed, user, adminId);
  await seedPendingExtensions(seed, user, adminId);
  await seedPendingMembershipRequests(seed, user);
  await seedAwaitingApproval(seed, user, adminId);
  await seedFillerExtras(seed, user, demo);
}
