/**
 * The portal's server entry: Express in front of the Remix build.
 * Adds request ids and structured request logs, security headers with a CSP nonce, a cross-site
 * post refusal, a coarse flood guard on posts per address (lib/rate-limit.server.ts: high enough for
 * a room of 200 members signing in within a minute; the exact limits on what attackers do are in
 * the database, features/auth/limits.server.ts), static assets, the msw stand-ins for outside
 * systems chosen to be mocked (OUTSIDE_SYSTEMS), and a clean stop on SIGTERM (lib/graceful-stop.server.ts).
 */
// First: the route-match cache must be in place before anything loads Remix's router.
import { routeMatchCacheState } from "./lib/route-match-cache.server.ts";
import cluster from "node:cluster";
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { getBrand } from "./lib/brand.server.ts";
import { closeDatabase } from "./lib/db-handle.server.ts";
import { getEnv, EnvError, redactDatabaseUrl } from "./lib/env.server.ts";
import { DEFAULT_GRACE_MS, gracefulStop, stopOnSignals } from "./lib/graceful-stop.server.ts";
import { log } from "./lib/logger.server.ts";
import { QUERY_COUNT_HEADER, withQueryCount } from "./lib/query-count.server.ts";
import { AUTH_LIMIT, MUTATION_LIMIT, RateLimiter, floodRefusal } from "./lib/rate-limit.server.ts";
import { processCount } from "./lib/process-model.ts";
import { acceptsCrossSitePosts, limitFor, refuseBody } from "./lib/request-policy.server.ts";
import { CLIENT_IP_HEADER, isCrossSiteMutation, securityHeaders } from "./lib/security.server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(error.message + "\n");
      process.exit(1);
    }
    throw error;
  }

  // Every core: the first process forks the servers and restarts one that dies; they share the port
  // and the one SQLite database (WAL, busy timeout: lib/db.server.ts). getEnv() ran above, so the
  // session secret file exists before any worker reads it.
  const processes = processCount({
    webConcurrency: env.WEB_CONCURRENCY,
    cores: os.availableParallelism(),
    anyMocked: Object.values(env.mocked).some(Boolean),
  });
  // Every process that calls outside systems (servers, and the primary's scheduled jobs).
  const mockedSystems = Object.entries(env.mocked)
    .filter(([, mocked]) => mocked)
    .map(([name]) => name);
  if (mockedSystems.length > 0) {
    const { startMockServer } = await import("../tests/mocks/node.ts");
    startMockServer(mockedSystems);
    // Chosen on purpose (OUTSIDE_SYSTEMS, or no keys outside production): said once at start.
    (env.isProduction ? log.warn : log.info)("outside systems answered by stand-ins", { systems: mockedSystems });
  }

  // The scheduled jobs tick in one process: the primary (a process of its own with several
  // servers, else the only one). Their database claims keep each period to one run regardless.
  if (cluster.isPrimary && env.SCHEDULED_JOBS) {
    const { startScheduler } = await import("./features/scheduled-jobs/scheduler.server.ts");
    const scheduler = startScheduler();
    process.once("SIGTERM", scheduler.stop);
    process.once("SIGINT", scheduler.stop);
  }
  if (cluster.isPrimary && processes > 1) {
    superviseWorkers(processes);
    return;
  }

  const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
  if (routeMatchCacheState() !== "patched") log.warn("route matching is not cached", { state: routeMatchCacheState() });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());

  // Static files first, with only what a file needs (cache, type, nosniff): the page headers and a
  // CSP nonce on each of a page's ~20 script requests were about 1.2 KB apiece for nothing. Anything
  // that is not a file falls through to the pages below.
  const nosniff = (res: express.Response) => res.set("X-Content-Type-Options", "nosniff");
  app.use("/build", express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y", setHeaders: nosniff }));
  app.use(express.static(path.join(root, "public"), { maxAge: "1h", setHeaders: nosniff }));

  // Request id, security headers and one structured log line per request.
  app.use((req, res, next) => {
    const requestId = (req.get("x-request-id") ?? randomUUID()).slice(0, 64);
    const nonce = randomBytes(16).toString("base64");
    res.locals.requestId = requestId;
    // The app reads the client address from this header only; a client cannot set it.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
    res.locals.cspNonce = nonce;
    res.set("X-Request-Id", requestId);
    // Nothing the app answers may be kept by a shared cache or the browser's history cache unless
    // the route says so itself (signed-in pages, receipts, per-route data); static files above
    // set their own caching and never come here.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.headersSent && !res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
      // A route that sends its own policy (the single sign-on answer, whose form posts to a partner)
      // replaces the default one rather than adding a second that would also apply.
      const csp = res.getHeader("Content-Security-Policy");
      if (!res.headersSent && Array.isArray(csp) && csp.length > 1) res.setHeader("Content-Security-Policy", csp[csp.length - 1]!);
      return writeHead(...args);
    }) as typeof res.writeHead;
    for (const [k, v] of Object.entries(securityHeaders(nonce, { dev: !env.isProduction, https: env.APP_URL.startsWith("https:") }))) {
      res.set(k, v);
    }
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (req.path === "/resources/healthcheck") return;
      log.info("request", {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 100_000n) / 10,
        ip: req.ip,
      });
    });
    next();
  });

  // Benchmark only: the number of database queries each request ran, in a response header.
  if (env.QUERY_COUNT) {
    app.use((_req, res, next) => {
      let counter: { read: () => number } | null = null;
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
      res.writeHead = ((...args: unknown[]) => {
        if (counter && !res.headersSent) res.setHeader(QUERY_COUNT_HEADER, String(counter.read()));
        return writeHead(...args);
      }) as typeof res.writeHead;
      counter = withQueryCount(() => next());
    });
  }

  // Refuse posts from other sites, then shed floods of posts per address: 429 with Retry-After and
  // a page (or, for a JavaScript submission, the 429 the route's error boundary shows).
  const limiter = new RateLimiter(env.RATE_LIMIT_RELAXED ? 1000 : 1);
  app.use((req, res, next) => {
    if (isCrossSiteMutation(req.method, req.get("origin"), req.get("host")) && !acceptsCrossSitePosts(req.path)) {
      res.status(403).type("text/plain").send("Cross-site form posts are not accepted.");
      return;
    }
    // OPTIONS: no route takes it; answered here, quietly, with what the app does take.
    if (req.method === "OPTIONS") {
      res.status(204).set("Allow", "GET, HEAD, POST").end();
      return;
    }
    const limit = limitFor(req.method, req.path);
    if (!limit) return next();
    const ip = req.ip ?? "unknown";
    const wait = limit === "auth" ? limiter.hit(`auth:${ip}`, AUTH_LIMIT) : limiter.hit(`mutation:${ip}`, MUTATION_LIMIT);
    if (wait > 0) {
      const refusal = floodRefusal(wait, { path: req.path, referer: req.get("referer"), host: req.get("host") }, getBrand());
      res.status(refusal.status).set(refusal.headers).send(refusal.body);
      return;
    }
    // One body-parsing rule for every action: a change comes as a web form, or not at all.
    const hasBody = req.get("transfer-encoding") !== undefined || Number(req.get("content-length") ?? 0) > 0;
    const refused = refuseBody(req.method, req.path, req.get("content-type"), hasBody);
    if (refused) {
      res.status(refused.status).type("text/plain").send(refused.message);
      return;
    }
    if (!req.get("content-type")) req.headers["content-type"] = "application/x-www-form-urlencoded";
    next();
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce), requestId: String(res.locals.requestId) }),
    }),
  );

  const server = app.listen(env.PORT, () => {
    const database = env.databaseFile ?? redactDatabaseUrl(env.databaseUrl);
    log.info("portal listening", { url: `http://localhost:${env.PORT}`, mode: env.NODE_ENV, database });
    if (env.databaseDialect === "postgresql" && !process.env.SESSION_SECRET && cluster.isPrimary) {
      // Decision 58: servers on other hosts would each make their own secret and refuse each other's sessions.
      log.warn("SESSION_SECRET is not set: set the same one on every server that shares this database");
    }
  });
  // SIGTERM: requests in flight finish (bounded), then the database is closed.
  const { stop } = gracefulStop(server, {
    graceMs: DEFAULT_GRACE_MS,
    onClosed: async () => {
      await closeDatabase();
      log.info("portal stopped", { pid: process.pid });
    },
    say: (message, details) => log.info(message, details),
  });
  stopOnSignals(stop);
}

/** The first process of a multi-process server: forks `count` workers, replaces one that exits, stops them on SIGTERM/SIGINT. */
function superviseWorkers(count: number) {
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  for (let i = 0; i < count; i++) fork();
  log.info("portal processes", { count, primary: process.pid });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error("portal process exited", { pid: worker.process.pid, code, signal, livedMs: lived });
    // A process that dies while starting (bad settings, a missing build) would die again: stop instead of looping.
    if (lived < 5000) {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill();
      process.exitCode = 1;
      return;
    }
    fork();
  });
  for (const sig of ["SIGTERM", "SIGINT"] as const) {
    process.on(sig, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(sig);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
}

void main();
