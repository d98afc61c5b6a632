/** Choice lists of the profile forms (no zod here: components import this). */

/** Race/ethnicity choices (the spec names the field, not its options). */
export const ETHNICITY_OPTIONS = [
  "American Indian or Alaska Native",
  "Asian",
  "Black or African American",
  "Hispanic or Latino",
  "Middle Eastern or North African",
  "Native Hawaiian or Other Pacific Islander",
  "White",
  "Two or more races",
  "Other",
  "Prefer not to answer",
] as const;
