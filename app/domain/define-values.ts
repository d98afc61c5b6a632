/**
 * One declaration per group of stored values: each value with its label (and, for statuses shown
 * as badges, its tone), from which the value object, the label map and the tone map are read.
 *
 *   export const REVIEW_STATUS = defineValues({
 *     pending: ["pending", "Pending"],
 *     approved: ["approved", "Approved"],
 *   });
 *   export type ReviewStatus = ValueOf<typeof REVIEW_STATUS>; // "pending" | "approved"
 *   export const REVIEW_STATUS_LABEL = labelsOf(REVIEW_STATUS); // Record<ReviewStatus, string>
 *
 * The value object holds only the values (`REVIEW_STATUS.approved === "approved"`, literal types
 * kept), so `Object.values`, `valuesOf` and `z.enum` see what they always saw. The labels and tones
 * are kept aside in a WeakMap keyed by the value object, and read by `labelsOf`/`tonesOf`: one call
 * returning values and labels together could not be dropped piece by piece by the bundler.
 *
 * In constants.ts every such call carries a `@__PURE__` mark: it lets the browser bundle drop a group,
 * label map or tone map that no browser code reads, as it drops an unused object literal (esbuild
 * 0.17 has no other way to learn that a call is free of side effects).
 *
 * Pure TypeScript: safe to import from the browser, the server, zod schemas and the seed.
 */

/** Union of the values of a constant object. */
export type ValueOf<T> = T[keyof T];

/** Colour of a status badge. */
export const BADGE_TONE = {
  primary: "primary",
  success: "success",
  warning: "warning",
  danger: "danger",
} as const;
export type BadgeTone = ValueOf<typeof BADGE_TONE>;

/** `[stored value, label]`, or `[stored value, label, badge tone]`. */
type Entry = readonly [value: string | number, label: string, tone?: BadgeTone];

const entriesOf = new WeakMap<object, Record<string, Entry>>();

/** The value object of a group declared as `{ key: [value, label, tone?] }`. */
export function defineValues<const D extends Record<string, Entry>>(entries: D): { readonly [K in keyof D]: D[K][0] } {
  const values: Record<string, string | number> = {};
  for (const key in entries) values[key] = entries[key][0];
  entriesOf.set(values, entries);
  return values as { readonly [K in keyof D]: D[K][0] };
}

function column(values: object, index: 1 | 2): Record<string, string | undefined> {
  // Object.values throws on undefined: `values` is not a group declared with defineValues.
  return Object.fromEntries(Object.values(entriesOf.get(values)!).map((entry) => [entry[0], entry[index]]));
}

/** Label of every value of a group from `defineValues`, in declaration order. */
export function labelsOf<T extends Record<string, string | number>>(values: T): Record<ValueOf<T>, string> {
  return column(values, 1) as Record<ValueOf<T>, string>;
}

/** Badge tone of every value of a group from `defineValues` (throws if a value has none). */
export function tonesOf<T extends Record<string, string | number>>(values: T): Record<ValueOf<T>, BadgeTone> {
  const tones = column(values, 2);
  for (const value in tones) if (!tones[value]) throw new Error(`defineValues: no tone for ${value}`);
  return tones as Record<ValueOf<T>, BadgeTone>;
}

/** The values of a constant object as a non-empty tuple (what `z.enum` wants). */
export function valuesOf<T extends Record<string, string>>(obj: T): [ValueOf<T>, ...ValueOf<T>[]] {
  return Object.values(obj) as [ValueOf<T>, ...ValueOf<T>[]];
}

/** `{ value, label }` list for a select or radio group, in the label map's order. */
export function optionsOf<V extends string>(labels: Record<V, string>): ReadonlyArray<{ value: V; label: string }> {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}
