/**
 * Route matching without re-ranking the route table on every request (issue 21, measured with
 * `node --cpu-prof`: 14% of the login page's CPU was @remix-run/router flattening and ranking all
 * ~150 routes again for each match, several times a request).
 *
 * `matchRoutes` in @remix-run/router 1.x flattens and ranks the routes it is given each time it is
 * called, and compiles a RegExp for each route pattern it tries. The ranked branches depend only on
 * the route array, which the server builds once, so they are kept in a WeakMap keyed by that array;
 * a compiled pattern (a RegExp without the g flag, and its parameter names) depends only on the
 * pattern and its two flags, so it is kept by those (at most 5000). The router's own source has no hook for this: this
 * module adds one line to it as Node loads it (CommonJS `_compile`), and must be imported before
 * anything that loads Remix. When the router's code is not what this expects (another version),
 * nothing is changed and a warning is logged: matching stays correct, only slower.
 */
import Module from "node:module";

const require = Module.createRequire(import.meta.url);

/** The statement pair the cache replaces, as @remix-run/router 1.x writes it in `matchRoutesImpl`. */
export const RANKING = "let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);";
const CACHED = "let branches = __rankedBranches(routes);";
/** `compilePath` builds a RegExp from a route pattern, for every branch tried on every match. */
export const COMPILE = "function compilePath(path, caseSensitive, end) {";
const HELPER = `
function compilePath(path, caseSensitive, end) {
  const key = path + "\\u0000" + (caseSensitive ? "1" : "0") + (end === false ? "0" : "1");
  let compiled = __compiledPaths.get(key);
  if (!compiled) {
    compiled = __compilePathUncached(path, caseSensitive, end);
    if (__compiledPaths.size < 5000) __compiledPaths.set(key, compiled);
  }
  return compiled;
}
const __compiledPaths = new Map();
const __rankedBranchesCache = new WeakMap();
function __rankedBranches(routes) {
  let branches = __rankedBranchesCache.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    __rankedBranchesCache.set(routes, branches);
  }
  return branches;
}
`;

/** The router's source with the cache, or null when it does not contain the expected code. */
export function withRankedBranchesCache(source: string): string | null {
  if (!source.includes(RANKING) || !source.includes(COMPILE)) return null;
  return source.replace(RANKING, CACHED).replace(COMPILE, COMPILE.replace("compilePath", "__compilePathUncached")) + HELPER;
}

type Compile = (this: Module, content: string, filename: string) => unknown;

let installed: "patched" | "unchanged" | null = null;

/** Installs the load hook once; returns what happened to the router (null until it loads). */
export function installRouteMatchCache(warn: (message: string) => void = (m) => process.emitWarning(m)) {
  if (installed !== null) return installed;
  const target = require.resolve("@remix-run/router");
  const proto = Module.prototype as unknown as { _compile: Compile };
  const original = proto._compile;
  proto._compile = function (content: string, filename: string) {
    if (filename === target) {
      proto._compile = original;
      const patched = withRankedBranchesCache(content);
      installed = patched ? "patched" : "unchanged";
      if (!patched) warn("route-match cache: @remix-run/router is not the expected version; matching is not cached");
      return original.call(this, patched ?? content, filename);
    }
    return original.call(this, content, filename);
  };
  return installed;
}

export function routeMatchCacheState() {
  return installed;
}

installRouteMatchCache();
