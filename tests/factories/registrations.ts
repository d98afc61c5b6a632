import type { Prisma } from "~/generated/prisma/client.ts";
import { db } from "~/lib/db.server.ts";

/** A certification registration of the user (the schema's defaults: pre-registration at the pathway step) unless given. */
export async function createRegistration(userId: number, over: Partial<Omit<Prisma.RegistrationUncheckedCreateInput, "userId">> = {}) {
  return db.registration.create({ data: { userId, ...over } });
}
