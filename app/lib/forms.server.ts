/**
 * Conform's zod parser for actions. Route modules import it from here, never from "@conform-to/zod"
 * directly: Remix empties `.server` modules in the browser build, while a direct import survives the
 * removal of the action as a bare import and ships zod and Conform's zod adapter (about 25 KB gzip)
 * to the page. For the same reason every capability keeps its zod schemas in `schemas.server.ts`
 * files (features/<capability>/), which routes import directly.
 */
export { parseWithZod } from "@conform-to/zod";
