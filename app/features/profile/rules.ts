/** Pure rules of the member home: profile completeness, badge colours, the profile-update prompt. */
import { DateTime } from "luxon";
import type { EditProfileTabKey } from "~/features/shell/nav.ts";

export type CompletenessInput = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  organization: string | null;
  jobTitle: string | null;
  primaryWorkAreaCategoryId: number | null;
  yearsOfService: string | null;
  publicBio: string | null;
};

const filled = (v: string | number | null | undefined) => v !== null && v !== undefined && String(v).trim() !== "";

/** The check mark of each edit-profile tab (spec section 5). */
export function profileCompleteness(u: CompletenessInput): Record<EditProfileTabKey, boolean> {
  return {
    contact: filled(u.firstName) && filled(u.lastName),
    account: filled(u.email),
    professional: filled(u.organization) && filled(u.jobTitle) && filled(u.primaryWorkAreaCategoryId) && filled(u.yearsOfService),
    payment: true,
    product: true,
    social: filled(u.publicBio),
  };
}

/** A My Profile badge is primary when it says good standing or completed, otherwise warning. */
export type ProfileBadge = "In Good Standing" | "Good Standing" | "Completed" | (string & {});
export function badgeTone(label: ProfileBadge): "primary" | "warning" {
  const l = label.toLowerCase();
  return l.includes("good standing") || l === "completed" ? "primary" : "warning";
}

/** Months between profile-update prompts (spec section 9). */
export const PROFILE_PROMPT_INTERVAL_MONTHS = 3;

/**
 * The profile-update prompt shows when the profile was not updated and the prompt was not shown
 * within the last 3 months (never counts as long ago).
 */
export function shouldPromptProfileUpdate(
  u: { profileLastUpdated: Date | null; profileUpdateModalShown: Date | null },
  now = new Date(),
): boolean {
  const cutoff = DateTime.fromJSDate(now).minus({ months: PROFILE_PROMPT_INTERVAL_MONTHS }).toJSDate();
  const stale = (d: Date | null) => d === null || d < cutoff;
  return stale(u.profileLastUpdated) && stale(u.profileUpdateModalShown);
}
