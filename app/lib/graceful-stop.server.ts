/**
 * Stopping a server process cleanly (app/server.ts): on SIGTERM or SIGINT it stops taking new
 * connections, lets the requests already in flight finish (at most `graceMs`; then their
 * connections are cut), runs `onClosed` (closing the database) and exits. A deploy, `docker stop`
 * or the supervisor of a multi-process server sends SIGTERM; a member mid-payment or mid-upload
 * gets their answer instead of a dropped connection. Idle keep-alive connections are closed at
 * once, and a connection whose request finishes during the wait is closed after its response.
 */
import type { Server, ServerResponse } from "node:http";

export type GracefulStopOptions = {
  /** The longest wait for requests in flight. Docker gives a container 10 s between SIGTERM and SIGKILL. */
  graceMs: number;
  /** Runs once the server is closed (or the wait ran out): close the database here. */
  onClosed: () => Promise<void>;
  /** What the process says as it stops. */
  say: (message: string, details?: Record<string, unknown>) => void;
};

export const DEFAULT_GRACE_MS = 8_000;

/**
 * Returns `stop()`: closes the server as above and resolves once `onClosed` has run. Calling it again
 * returns the same promise. `inFlight()` counts the requests not yet answered.
 */
export function gracefulStop(server: Server, opts: GracefulStopOptions) {
  const answering = new Set<ServerResponse>();
  let stopping: Promise<{ cut: number }> | null = null;
  // Once stopping, every answer tells its client not to reuse the connection.
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  server.on("request", (_req, res: ServerResponse) => {
    answering.add(res);
    if (stopping) closeAfter(res);
    res.on("close", () => {
      answering.delete(res);
      // A keep-alive connection whose request just finished would otherwise hold the server open.
      if (stopping) server.closeIdleConnections();
    });
  });

  function stop(): Promise<{ cut: number }> {
    stopping ??= new Promise((resolve) => {
      opts.say("stopping: finishing requests in flight", { inFlight: answering.size, graceMs: opts.graceMs });
      answering.forEach(closeAfter);
      let cut = 0;
      const timer = setTimeout(() => {
        cut = answering.size;
        opts.say("stopping: requests still running after the wait were cut", { cut });
        server.closeAllConnections();
      }, opts.graceMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        void opts.onClosed().finally(() => resolve({ cut }));
      });
      server.closeIdleConnections();
    });
    return stopping;
  }

  return { stop, inFlight: () => answering.size };
}

/**
 * Wires `stop` to SIGTERM and SIGINT: the process exits 0 once it has stopped (1 if requests had to
 * be cut). A second signal changes nothing (Ctrl-C reaches a multi-process server's workers both
 * from the terminal and from their supervisor); SIGKILL ends a process at once.
 */
export function stopOnSignals(stop: () => Promise<{ cut: number }>) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      void stop().then(({ cut }) => process.exit(cut > 0 ? 1 : 0));
    });
  }
}
