/**
 * Single sign-on (decision 54): the partner systems the portal signs members in to, and key pairs
 * for a test's own partner (a service provider that signs its requests) or the portal's settings.
 */
import { generateKeyPairSync } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client.ts";
import { selfSignedCertificate } from "~/features/sso/certificate.server.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { uniqueName } from "./sequence.ts";

export type SsoPartnerOverrides = Partial<Prisma.SsoPartnerUncheckedCreateInput>;

/** An active partner that accepts unsigned requests: "Partner {label}-{n}" at https://partner-{label}-{n}.example.org. */
export async function ssoPartner(over: SsoPartnerOverrides = {}) {
  const name = uniqueName("Partner");
  const host = `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example.org`;
  return db.ssoPartner.create({ data: { name, entityId: `${host}/saml/metadata`, acsUrl: `${host}/saml/acs`, ...over } });
}

/** A partner whose requests must be signed with `certificate` (a PEM, e.g. from `testSigningKeys`). */
export async function signingSsoPartner(certificate: string, over: SsoPartnerOverrides = {}) {
  return ssoPartner({ certificate, ...over });
}

/** An archived partner: its requests are refused. */
export async function inactiveSsoPartner(over: SsoPartnerOverrides = {}) {
  return ssoPartner({ active: false, ...over });
}

/** A fresh RSA key (PKCS#8 PEM) with a self-signed certificate (PEM). */
export function testSigningKeys(commonName = "test partner"): { privateKey: string; certificate: string } {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    certificate: selfSignedCertificate(privateKey, commonName, 30),
  };
}

/** The three partners the spec names, on the hosts of the learning system, the community and the course-materials supplier. */
export async function specSsoPartners() {
  const env = getEnv();
  const partners = [
    { name: "Learning System (Brightspace)", base: env.BRIGHTSPACE_URL },
    { name: "Community (Mobilize)", base: env.MOBILIZE_URL },
    { name: "Course Materials (Holmes)", base: env.HOLMES_URL },
  ];
  const made = [];
  for (const { name, base } of partners) {
    const entityId = new URL("/saml/metadata", base).href;
    made.push(
      await db.ssoPartner.upsert({
        where: { entityId },
        create: { name, entityId, acsUrl: new URL("/saml/acs", base).href },
        update: {},
      }),
    );
  }
  return made;
}
