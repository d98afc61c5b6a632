/** Community groups (Mobilize, decision 56): the admin's messages and the search's limits. Browser-safe. */
export const COMMUNITY_MESSAGES = {
  /** spec, admin-back-office section 8 */
  enrolFailed: "There was a problem enrolling in Mobilize",
  /** spec, admin-back-office section 8: the admin's success toast */
  success: "Success",
  /** the Community tab while Mobilize cannot answer (the page still shows) */
  unavailable: "The community groups could not be read from Mobilize just now. Try again later.",
  /** the search while Mobilize cannot answer */
  searchUnavailable: "Mobilize could not be searched just now. Try again later.",
  notInAny: "Not in any community group.",
  noMatches: "No community group matches.",
  userGone: "This user no longer exists.",
} as const;

/** The longest search the form sends on (a group's name is shorter). */
export const SEARCH_MAX = 100;
