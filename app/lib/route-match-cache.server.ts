/**
 * Route matching without re-ranking the route table on every request (issue 21, measured with
 * `node --cpu-prof`: @remix-run/router was 14-17% of the login page's CPU).
 *
 * `matchRoutes` in @remix-run/router 1.x flattens and ranks the routes it is given on every call,
 * then tries the ranked branches one by one (compiling a RegExp per pattern) until one matches, and
 * Remix calls it several times a request, some of them on route arrays it builds anew per request
 * (the React side's static router). This module replaces `matchRoutesImpl` with one that:
 * - keeps the ranked branches per route array (WeakMap), and per route-tree shape (ids, paths,
 *   index and case flags: all that flattening and ranking read), so a new array of the same routes
 *   reuses them; the matches then get the caller's own route objects back, by id;
 * - remembers, per ranked table, which branch a decoded path matched first (at most 10,000 paths),
 *   so a known path runs one branch instead of every branch ranked before it;
 * - keeps compiled patterns by pattern and flags (at most 5000 each).
 * The router's source has no hook for this: this module changes it as Node loads it (CommonJS
 * `_compile`), and must be imported before anything that loads Remix. When the router's code is
 * not what this expects (another version), nothing is changed and a warning is logged: matching
 * stays correct, only slower.
 */
import Module from "node:module";

const require = Module.createRequire(import.meta.url);

/** The function the cache replaces (renamed, left in place unused). */
export const MATCH_IMPL = "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {";
/** `compilePath` builds a RegExp from a route pattern, for every branch tried on every match. */
export const COMPILE = "function compilePath(path, caseSensitive, end) {";
/** Module-internal helpers the replacement calls: present in the router versions this fits. */
const NEEDED = [
  "function flattenRoutes(",
  "function rankRouteBranches(",
  "function matchRouteBranch(",
  "function decodePath(",
  "function stripBasename(",
];
const HELPER = `
function compilePath(path, caseSensitive, end) {
  const byPath = __compiledPaths[(caseSensitive ? 2 : 0) + (end === false ? 0 : 1)];
  let compiled = byPath.get(path);
  if (!compiled) {
    compiled = __compilePathUncached(path, caseSensitive, end);
    if (byPath.size < 5000) byPath.set(path, compiled);
  }
  return compiled;
}
const __compiledPaths = [new Map(), new Map(), new Map(), new Map()];

function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  let pathname = stripBasename(location.pathname || "/", basename);
  if (pathname == null) return null;
  const ranked = __rankedTable(routes);
  const decoded = decodePath(pathname);
  const key = (allowPartial ? "1" : "0") + decoded;
  let index = ranked.firstMatch.get(key);
  let matches = null;
  if (index === undefined) {
    for (index = 0; index < ranked.branches.length; index++) {
      matches = matchRouteBranch(ranked.branches[index], decoded, allowPartial);
      if (matches != null) break;
    }
    if (matches == null) index = -1;
    if (ranked.firstMatch.size < 10000) ranked.firstMatch.set(key, index);
  } else if (index >= 0) {
    matches = matchRouteBranch(ranked.branches[index], decoded, allowPartial);
  }
  if (matches == null || ranked.routes === routes) return matches;
  const byId = __routesById(routes);
  return matches.map((match) => Object.assign({}, match, { route: byId.get(match.route.id) }));
}

const __tablesByRoutes = new WeakMap();
const __tablesByShape = new Map();
function __rankedTable(routes) {
  let table = __tablesByRoutes.get(routes);
  if (table) return table;
  const shape = __routeShape(routes, []);
  table = shape === null ? undefined : __tablesByShape.get(shape);
  if (!table) {
    const branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    table = { routes, branches, firstMatch: new Map() };
    if (shape !== null && __tablesByShape.size < 50) __tablesByShape.set(shape, table);
  }
  __tablesByRoutes.set(routes, table);
  return table;
}
/** What flattening and ranking read of each route, in tree order; null when a route has no string id. */
function __routeShape(routes, parts) {
  for (const route of routes) {
    if (typeof route.id !== "string") return null;
    parts.push(route.id, route.path == null ? "\u0002" : route.path, route.index === true ? "i" : "", route.caseSensitive === true ? "c" : "");
    if (route.children && route.children.length > 0) {
      parts.push("[");
      if (__routeShape(route.children, parts) === null) return null;
      parts.push("]");
    }
  }
  return parts.join("\u0001");
}
const __idMaps = new WeakMap();
function __routesById(routes) {
  let byId = __idMaps.get(routes);
  if (!byId) {
    byId = new Map();
    const walk = (list) => {
      for (const route of list) {
        byId.set(route.id, route);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    __idMaps.set(routes, byId);
  }
  return byId;
}
`;

/** The router's source with the cache, or null when it does not contain the expected code. */
export function withRankedBranchesCache(source: string): string | null {
  if (!source.includes(MATCH_IMPL) || !source.includes(COMPILE) || NEEDED.some((code) => !source.includes(code))) return null;
  return (
    source
      .replace(MATCH_IMPL, MATCH_IMPL.replace("matchRoutesImpl", "__matchRoutesImplUncached"))
      .replace(COMPILE, COMPILE.replace("compilePath", "__compilePathUncached")) + HELPER
  );
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
