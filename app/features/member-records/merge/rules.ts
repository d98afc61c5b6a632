/** The merge's rules a page shows too (browser-safe; decision 57). */

/** How long a merge can be undone. */
export const UNDO_DAYS = 7;
