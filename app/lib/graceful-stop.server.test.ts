/**
 * Stopping a server (lib/graceful-stop.server.ts) against a real HTTP server on a free port: a
 * request in flight when the stop begins is answered, new connections are refused, the database is
 * closed after the last answer, and a request that never ends is cut once the wait runs out.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulStop } from "./graceful-stop.server.ts";

type Fixture = { port: number; stop: () => Promise<{ cut: number }>; events: string[]; started: Promise<void>; release: () => void };

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

/** A server whose `/slow` answers only once `release()` is called; `/fast` answers at once. */
async function serve(graceMs: number): Promise<Fixture> {
  const events: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let markStarted!: () => void;
  const started = new Promise<void>((r) => (markStarted = r));
  const server = http.createServer((req, res) => {
    if (req.url === "/slow") {
      markStarted();
      void released.then(() => {
        events.push("answered");
        res.end("done");
      });
      return;
    }
    res.end("fast");
  });
  servers.push(server);
  const { stop } = gracefulStop(server, {
    graceMs,
    onClosed: async () => {
      events.push("database closed");
    },
    say: (message) => events.push(message),
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { port: (server.address() as AddressInfo).port, stop, events, started, release };
}

function get(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("stopping the server", () => {
  it("answers the request in flight, refuses new connections, then closes the database", async () => {
    const f = await serve(10_000);
    const inFlight = get(f.port, "/slow");
    await f.started;
    const stopped = f.stop();
    await expect(get(f.port, "/fast")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(f.events).not.toContain("database closed");
    f.release();
    expect(await inFlight).toEqual({ status: 200, body: "done" });
    expect(await stopped).toEqual({ cut: 0 });
    expect(f.events.indexOf("answered")).toBeLessThan(f.events.indexOf("database closed"));
  });

  it("is not held open by an idle keep-alive connection", async () => {
    const f = await serve(60_000);
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(f.port, "/fast", agent)).body).toBe("fast");
    // Resolves well before the 60 s wait: the idle connection is closed at once.
    expect(await f.stop()).toEqual({ cut: 0 });
    expect(f.events).toContain("database closed");
    agent.destroy();
  });

  it("cuts a request that outlasts the wait, and still closes the database", async () => {
    const f = await serve(300);
    const inFlight = get(f.port, "/slow");
    await f.started;
    expect(await f.stop()).toEqual({ cut: 1 });
    await expect(inFlight).rejects.toThrow();
    expect(f.events).toContain("stopping: requests still running after the wait were cut");
    expect(f.events.at(-1)).toBe("database closed");
  });

  it("stops once when asked twice", async () => {
    const f = await serve(1_000);
    const [a, b] = [f.stop(), f.stop()];
    expect(a).toBe(b);
    await a;
    expect(f.events.filter((e) => e === "database closed")).toHaveLength(1);
  });
});
