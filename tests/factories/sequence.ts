/** A per-process counter for unique emails, keys and names. */
let n = 0;
export function next(): number {
  n += 1;
  return n;
}

let label = "test";
/** The word in the made-up Stripe ids and idempotency keys of paid orders ("seed" for the demo data). */
export function idLabel(): string {
  return label;
}
export function useIdLabel(value: string): void {
  label = value;
}

/**
 * A name no other process of the run makes ("Workshop seat e2e1234k9x-3"): browser tests share one
 * database across workers and projects, whose counters each start at 1.
 */
export function uniqueName(prefix: string): string {
  return `${prefix} ${label}-${next()}`;
}
