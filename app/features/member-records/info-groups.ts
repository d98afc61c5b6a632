/**
 * The admin user profile's Info tab: its groups as staff read them, each its own form that posts
 * its name as `intent` (browser-safe: the page and the action both read it).
 */
export const INFO_GROUPS = ["contact", "address", "professional", "counselling", "identifiers"] as const;
export type InfoGroup = (typeof INFO_GROUPS)[number];

export function isInfoGroup(value: unknown): value is InfoGroup {
  return typeof value === "string" && (INFO_GROUPS as readonly string[]).includes(value);
}
