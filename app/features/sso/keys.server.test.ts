import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IDP_KEY_FILE, keysInDirectory } from "./keys.server.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("the portal's signing key without settings", () => {
  it("is made once in the data directory and read back the same", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sso-keys-"));
    dirs.push(dir);
    const made = keysInDirectory(dir, "portal.example.org");
    const cert = new X509Certificate(made.certificate);
    expect(cert.subject).toBe("CN=portal.example.org");
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(made.fingerprint).toBe(cert.fingerprint256);
    expect(fs.statSync(path.join(dir, IDP_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(keysInDirectory(dir, "other")).toEqual(made);
  });

  it("refuses a kept file that is not a key and its certificate", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sso-keys-"));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, IDP_KEY_FILE), "nonsense");
    expect(() => keysInDirectory(dir, "x")).toThrow(/private key and a certificate/);
  });
});
