/**
 * What the certification's two wizards (registration, final steps) share about their record: the
 * certification in the URL is the scope, the member's latest registration for it is the record,
 * and a move is written on condition the registration is as it was read.
 */
import type { Tx } from "~/lib/db.server.ts";
import { idParam } from "~/lib/params.ts";
import type { Client, RouteParams } from "~/kit/wizard/engine.server.ts";

export type CertificationScope = { certificationId: number };

export const certificationScope = (params: RouteParams): CertificationScope => ({ certificationId: idParam(params.certificationId) });

/** The member's latest registration for the certification (its id, status and step), or null. */
export function latestRegistration(client: Client, userId: number, { certificationId }: CertificationScope) {
  return client.registration.findFirst({
    where: { userId, certificationId },
    orderBy: { id: "desc" },
    select: { id: true, status: true, step: true },
  });
}

/** Writes a move when the registration is still at the status and step read (a second tab's move changes nothing). */
export async function claimRegistration<R extends { id: number; status: string; step: string }>(
  tx: Tx,
  r: R,
  data: Record<string, unknown>,
): Promise<boolean> {
  return (await tx.registration.updateMany({ where: { id: r.id, status: r.status, step: r.step }, data })).count === 1;
}
