/**
 * Stopping cleanly (issue 31): a second portal process on its own port, on the browser tests'
 * database, gets SIGTERM while a sign-in post is still arriving; the post is answered, new
 * connections are refused meanwhile, and the process closes the database and exits 0. Runs once, in
 * the JavaScript-off project (no browser: plain HTTP).
 */
import net from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_DB_FILE, E2E_PORT } from "../playwright.config.ts";
import { logLine, spawnPortal } from "./portal-process.ts";

const PORT = E2E_PORT + 57;

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

test("SIGTERM lets a request in flight finish, then the process closes the database and exits", async () => {
  test.skip(test.info().project.name !== "js-off", "once, without a browser");
  const child = spawnPortal(PORT, { DATABASE_URL: `file:${E2E_DB_FILE}` });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await logLine(child, "portal listening");

    // A sign-in post whose body has only half arrived: the request is in flight.
    const body = "email=nobody%40example.com&password=not-the-password";
    const socket = await connect();
    let answer = "";
    socket.on("data", (c: Buffer) => (answer += c.toString()));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    // "Expect: 100-continue": the server answers "100 Continue" as it hands the request to the app,
    // so once that arrives the request is surely in flight (no race with the signal).
    const continued = new Promise<void>((resolve) => {
      const onData = () => {
        if (answer.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) {
          socket.off("data", onData);
          resolve();
        }
      };
      socket.on("data", onData);
    });
    socket.write(
      `POST /login HTTP/1.1\r\nHost: localhost:${PORT}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await continued;
    socket.write(body.slice(0, 10));

    const stopping = logLine(child, "stopping: finishing requests in flight");
    child.kill("SIGTERM");
    expect((await stopping).inFlight).toBe(1);
    // While it finishes, the process takes no new connections. The listening socket closes on the
    // event loop's next turn, so a connection made in that instant may still reach the kernel's
    // backlog (and is reset unserved): ask until the port refuses.
    await expect
      .poll(() =>
        connect().then(
          (socket) => (socket.destroy(), "accepted"),
          (error: NodeJS.ErrnoException) => error.code,
        ),
      )
      .toBe("ECONNREFUSED");

    const stopped = logLine(child, "portal stopped");
    socket.write(body.slice(10));
    await closed;
    const final = answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(final)?.[1]);
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    // The sign-in form's answer to a wrong password, from the app itself; the client is told not to reuse the connection.
    expect(final).toContain("Invalid email or password.");
    expect(final).toMatch(/^Connection: close\r$/im);
    await stopped;
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
});
