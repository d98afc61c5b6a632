/**
 * Another portal process for the browser tests that need one beside the test server (stopping
 * cleanly, several servers on one database): the production build's server on its own port, with
 * the stand-ins, on the browser tests' database and data folder (the config's DATABASE_URL and
 * E2E_DATA_DIR, so the session secret generated there is shared), no scheduled jobs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_DATA_DIR } from "../playwright.config.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function spawnPortal(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "app/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      OUTSIDE_SYSTEMS: "mock",
      WEB_CONCURRENCY: "1",
      SCHEDULED_JOBS: "false",
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: E2E_DATA_DIR,
      COOKIE_SECURE: "false",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Resolves with the first log line (JSON) whose message is `msg`; fails if the process ends first. */
export function logLine(child: ChildProcess, msg: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`the portal exited (${code}) before logging "${msg}": ${errors}`)));
    let buffered = "";
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      for (const line of buffered.split("\n").slice(0, -1)) {
        const parsed = JSON.parse(line) as Record<string, unknown>;
        if (parsed.msg === msg) {
          child.stdout?.off("data", onData);
          resolve(parsed);
        }
      }
      buffered = buffered.slice(buffered.lastIndexOf("\n") + 1);
    };
    child.stdout?.on("data", onData);
  });
}
