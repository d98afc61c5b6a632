/** Certificate Name: the name printed on the certificate ('Required'), as the member types it. */
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { CERTIFICATE_NAME_MAX, type CertificateNameInput } from "./schemas.server.ts";
import { finalStepsWizard, type FinalStepCall } from "./wizard.server.ts";

/** What the step shows: the stored name, else the member's own. */
export async function loadCertificateNameStep(registrationId: number, person: { firstName: string; lastName: string }) {
  const r = await db.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { certificateName: true } });
  return { certificateName: r.certificateName ?? `${person.firstName} ${person.lastName}`.trim(), maxLength: CERTIFICATE_NAME_MAX };
}

export function saveCertificateName(call: FinalStepCall, input: CertificateNameInput): Promise<Moved> {
  return finalStepsWizard.move(call, "continue", async (tx, r) => {
    await tx.registration.update({ where: { id: r.id }, data: { certificateName: input.certificateName } });
  });
}
