/**
 * Points the app's upload root at a private temporary folder for one test file (per process, so
 * parallel files never share files) and removes it afterwards.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "../../app/lib/env.server.ts";
import { tmpDir } from "./paths.ts";

export function useTemporaryUploadsDir(name: string): string {
  const dir = path.join(tmpDir, `uploads-${name}-${process.pid}`);
  beforeAll(() => {
    process.env.UPLOADS_DIR = dir;
    resetEnvCache();
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    delete process.env.UPLOADS_DIR;
    resetEnvCache();
  });
  return dir;
}
