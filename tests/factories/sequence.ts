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
