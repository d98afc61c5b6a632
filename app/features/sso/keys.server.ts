/**
 * The portal's SAML signing key and certificate (decision 54): the settings SSO_IDP_PRIVATE_KEY and
 * SSO_IDP_CERTIFICATE when set; otherwise one pair made the first time it is needed and kept in the
 * data directory (`sso-idp.pem`, like the session secret), in every environment, so partners keep
 * trusting the same certificate across restarts. A new pair logs its certificate's fingerprint.
 */
import { createPrivateKey, generateKeyPairSync, X509Certificate } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";
import { selfSignedCertificate } from "./certificate.server.ts";

export type IdpKeys = {
  /** PEM (PKCS#8) */
  privateKey: string;
  /** PEM */
  certificate: string;
  /** SHA-256 fingerprint of the certificate, as partners' admin screens show it */
  fingerprint: string;
};

export const IDP_KEY_FILE = "sso-idp.pem";
const CERTIFICATE_DAYS = 3650;

/** A setting's PEM with literal "\n" read as line breaks (a one-line environment variable). */
function pem(value: string): string {
  return value.includes("\\n") ? value.replace(/\\n/g, "\n") : value;
}

function checked(privateKey: string, certificate: string): IdpKeys {
  const cert = new X509Certificate(certificate);
  const key = createPrivateKey(privateKey);
  if (!cert.checkPrivateKey(key)) throw new Error("single sign-on: the signing certificate is not the private key's");
  return { privateKey, certificate, fingerprint: cert.fingerprint256 };
}

/** The pair kept in `dir`, made (once, by the first process to get there) when missing. */
export function keysInDirectory(dir: string, commonName: string): IdpKeys {
  const file = path.join(dir, IDP_KEY_FILE);
  const read = () => {
    const text = fs.readFileSync(file, "utf8");
    const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----\n?/.exec(text)?.[0];
    const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/.exec(text)?.[0];
    if (!key || !cert) throw new Error(`single sign-on: ${file} must hold a private key and a certificate (PEM)`);
    return checked(key, cert);
  };
  if (fs.existsSync(file)) return read();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const certificate = selfSignedCertificate(privateKey, commonName, CERTIFICATE_DAYS);
  fs.mkdirSync(dir, { recursive: true });
  try {
    // "wx": a process that loses the race reads the winner's, so every process signs alike.
    fs.writeFileSync(file, keyPem + certificate, { mode: 0o600, flag: "wx" });
  } catch {
    return read();
  }
  const keys = checked(keyPem, certificate);
  log.info("single sign-on: made the portal's signing key; give partners its metadata or this certificate fingerprint", {
    file,
    fingerprint: keys.fingerprint,
  });
  return keys;
}

let cached: { source: string; keys: IdpKeys } | undefined;

/** The signing key and certificate the identity provider uses. */
export function idpKeys(): IdpKeys {
  const env = getEnv();
  const source = env.SSO_IDP_PRIVATE_KEY ? `env:${env.SSO_IDP_CERTIFICATE}` : `dir:${env.dataDir}`;
  if (cached?.source === source) return cached.keys;
  const keys =
    env.SSO_IDP_PRIVATE_KEY && env.SSO_IDP_CERTIFICATE
      ? checked(pem(env.SSO_IDP_PRIVATE_KEY), pem(env.SSO_IDP_CERTIFICATE))
      : keysInDirectory(env.dataDir, new URL(env.APP_URL).host);
  cached = { source, keys };
  return keys;
}
