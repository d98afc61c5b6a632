/** A per-process counter for unique emails, keys and names. */
let n = 0;
export function next(): number {
  n += 1;
  return n;
}
