/**
 * The outbox's demo account (issue 36, decision 53): a candidate who paid for the textbook while
 * Holmes was down, so the course materials order waits for its retry; the admin sees it under
 * "Outside systems" on the course registration review, and Retry places it.
 */
import { daysAgo } from "~/lib/dates.ts";
import { courseMaterialsOrderFailed } from "../../tests/factories/index.ts";
import { DEMO_EMAIL } from "../demo-accounts.ts";
import { createPerson, type SeedContext } from "./people.ts";

export async function seedDemoOutsideCalls(seed: SeedContext) {
  const person = await createPerson(seed, {
    email: DEMO_EMAIL.orderFailed,
    firstName: "Elena",
    lastName: "Varga",
    n: 70,
    createdAt: daysAgo(20, seed.now),
    jobTitle: "Credit Counselor",
    organization: "Valley Credit Counseling",
    workCategoryIndex: 1,
  });
  await courseMaterialsOrderFailed(person.id, {
    reference: seed.ref.afc,
    createdAt: daysAgo(2, seed.now),
    error: "Holmes did not answer within 10 seconds.",
  });
}
