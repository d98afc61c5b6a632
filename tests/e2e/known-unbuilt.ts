/**
 * Paths the portal links to that are not built yet, by pattern, each naming the work that builds it.
 * The link walk (link-walk.spec.ts) and the path-builder check (route-walk.spec.ts) accept a 404 on
 * these and on nothing else. Work that builds a page deletes its entries; an entry that no longer
 * matches any link or path builder fails the walk, so this list only shrinks, and must end empty.
 */
export type Unbuilt = { pattern: RegExp; area: string };

const NOT_SCHEDULED = "not scheduled in an issue yet";

export const KNOWN_UNBUILT: readonly Unbuilt[] = [
  { pattern: /^\/certifications-and-training\/trainings(\/[^/]+)?$/, area: NOT_SCHEDULED },
  { pattern: /^\/certifications-and-training\/independent-trainer(\/edit)?$/, area: NOT_SCHEDULED },
  { pattern: /^\/registration\/[^/]+\/practice-exam(\/.*)?$/, area: NOT_SCHEDULED },
  { pattern: /^\/events(\/upcoming)?$/, area: NOT_SCHEDULED },
  { pattern: /^\/admin\/system-data(\/[^/]+)?$/, area: NOT_SCHEDULED },
  { pattern: /^\/admin\/users\/[^/]+\/(notes|flags|groups|merge)$/, area: NOT_SCHEDULED },
];

/** The entry a path (pathname only) falls under, if it is a known not-yet-built page. */
export function knownUnbuilt(pathname: string): Unbuilt | undefined {
  return KNOWN_UNBUILT.find((entry) => entry.pattern.test(pathname));
}
