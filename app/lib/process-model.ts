/**
 * How many server processes serve the portal (app/server.ts, node:cluster): WEB_CONCURRENCY when
 * set, else one per core. While any outside system is mocked (development, the demo, tests) the
 * default is one: the stand-ins keep their state (e.g. the fake payment page's sessions) in the
 * memory of the process that made it, which another process would not find.
 */
export function processCount(opts: { webConcurrency: number | undefined; cores: number; anyMocked: boolean }): number {
  if (opts.webConcurrency !== undefined) return opts.webConcurrency;
  if (opts.anyMocked) return 1;
  return Math.max(1, opts.cores);
}
