/**
 * A self-signed X.509 certificate for the portal's own SAML signing key (decision 54): SAML metadata
 * and signed answers name the signer by certificate, and Node can make keys and signatures but not
 * certificates. This writes the certificate's DER structure (RFC 5280: version 3, a random serial,
 * sha256WithRSAEncryption, one common name as issuer and subject, the validity, the public key from
 * Node) and signs it with node:crypto; the SAML signing itself is samlify's.
 */
import { createPublicKey, randomBytes, sign, type KeyObject } from "node:crypto";

function der(tag: number, body: Buffer): Buffer {
  const n = body.length;
  let length: Buffer;
  if (n < 0x80) length = Buffer.from([n]);
  else {
    const bytes: number[] = [];
    for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
    length = Buffer.from([0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
const NULL = Buffer.from([0x05, 0x00]);

function integer(bytes: Buffer): Buffer {
  return der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split(".").map(Number);
  const out = [a! * 40 + b!];
  for (const value of rest) {
    const groups: number[] = [];
    for (let v = value; ; v = Math.floor(v / 128)) {
      groups.unshift(v % 128);
      if (v < 128) break;
    }
    out.push(...groups.map((g, i) => (i < groups.length - 1 ? g | 0x80 : g)));
  }
  return der(0x06, Buffer.from(out));
}

/** UTCTime until 2049, GeneralizedTime from 2050 (RFC 5280 4.1.2.5). */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, "").slice(0, 14) + "Z";
  return date.getUTCFullYear() < 2050 ? der(0x17, Buffer.from(iso.slice(2))) : der(0x18, Buffer.from(iso));
}

const SHA256_WITH_RSA = sequence(oid("1.2.840.113549.1.1.11"), NULL);

/** A PEM certificate for `privateKey` (RSA), named `commonName`, valid from now for `days`. */
export function selfSignedCertificate(privateKey: KeyObject, commonName: string, days: number, now = new Date()): string {
  const name = sequence(set(sequence(oid("2.5.4.3"), der(0x0c, Buffer.from(commonName, "utf8")))));
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f || 0x01;
  const notAfter = new Date(now.getTime() + days * 86_400_000);
  const spki = createPublicKey(privateKey).export({ type: "spki", format: "der" });
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    SHA256_WITH_RSA,
    name,
    sequence(time(new Date(now.getTime() - 60_000)), time(notAfter)),
    name,
    spki,
  );
  const signature = sign("sha256", tbs, privateKey);
  const certificate = sequence(tbs, SHA256_WITH_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const base64 = certificate.toString("base64").replace(/(.{64})/g, "$1\n");
  return `-----BEGIN CERTIFICATE-----\n${base64.trim()}\n-----END CERTIFICATE-----\n`;
}
