/**
 * The fields of a merge: each is one or more User columns kept together (a name, a saved card),
 * shown side by side in the preview. The survivor's value is kept unless it is empty and the other
 * account's is not; the admin may pick the other value for any field that differs. What is not a
 * pick is derived: the earlier "member since", student eligibility and terms if either had them,
 * the trainer flag from the trainer record kept, the membership summary recomputed.
 */
import type { User } from "~/generated/prisma/client.ts";

export type UserSnapshot = User;
export type Side = "target" | "source";

export type MergeField = {
  key: string;
  label: string;
  /** the User columns the pick carries */
  columns: ReadonlyArray<keyof User>;
  /** the areas-of-work rows go with this pick */
  workAreas?: true;
};

const f = (key: string, label: string, ...columns: Array<keyof User>): MergeField => ({ key, label, columns });

export const MERGE_FIELDS: readonly MergeField[] = [
  f("name", "Name", "firstName", "middleName", "lastName", "suffix"),
  f("email", "Email", "email"),
  f("password", "Password", "passwordHash"),
  f("homePhone", "Home Phone", "homePhone"),
  f("workPhone", "Work Phone", "workPhone"),
  f("cellPhone", "Cell Phone", "cellPhone"),
  f("willText", "Text messages", "willText"),
  f("contactMethod", "Preferred contact method", "contactMethod"),
  f("website", "Website", "website"),
  f("dateOfBirth", "Date of birth", "dateOfBirth"),
  f("gender", "Gender", "gender"),
  f("ethnicity", "Ethnicity", "ethnicity"),
  f("referral", "How they heard of us", "referral"),
  f("address", "Primary address", "primaryAddressId"),
  f("avatar", "Photo", "avatarId"),
  f("organization", "Organization", "organization"),
  f("jobTitle", "Job Title", "jobTitle"),
  f("yearsOfService", "Years of service", "yearsOfService"),
  f("militaryInstallation", "Military installation", "militaryInstallationId"),
  { ...f("workAreas", "Areas of work", "primaryWorkAreaCategoryId", "workAreaOther", "areasOfWorkOther"), workAreas: true },
  f("areasOfExpertise", "Areas of expertise", "areasOfExpertise"),
  f("publicBio", "Public bio", "publicBio"),
  f("memberBio", "Member bio", "memberBio"),
  f("social", "Social profiles", "twitterHandle", "instagramProfile", "linkedinProfile", "facebookProfile"),
  f("mediaResource", "Media resource", "mediaResource"),
  f(
    "counselling",
    "Counselling services",
    "provideCounselingServices",
    "agreeDemographicSearch",
    "offerVirtualCounseling",
    "offerLocalCounseling",
    "offerGroupWorkshops",
  ),
  f("mentorConnect", "Mentor Connect", "mentorConnect"),
  f("card", "Saved card", "pmType", "pmLastFour", "stripeCustomerId", "stripePaymentMethodId"),
  f("secuId", "SECU ID", "secuId"),
  f("brightspaceId", "Learning system ID", "brightspaceId"),
];

/** Columns whose value is unique across users: the account giving one up is cleared first. */
export const UNIQUE_COLUMNS: ReadonlyArray<keyof User> = ["email", "stripeCustomerId", "primaryAddressId", "avatarId"];

const isEmpty = (v: unknown) => v === null || v === undefined || v === "";

/** Extra emptiness a column cannot show: the member's areas-of-work rows. */
export type SideExtras = { workAreaCount: number };

export function fieldEmpty(field: MergeField, user: UserSnapshot, extras: SideExtras): boolean {
  if (field.workAreas && extras.workAreaCount > 0) return false;
  return field.columns.every((c) => isEmpty(user[c]) || user[c] === false);
}

export function sameValue(field: MergeField, a: UserSnapshot, b: UserSnapshot): boolean {
  if (field.key === "password") return false; // never equal as far as anyone can tell: always a choice
  return field.columns.every((c) => JSON.stringify(a[c]) === JSON.stringify(b[c]));
}

/** The value kept when the admin does not pick: the survivor's, unless only the other account has one. */
export function defaultPick(field: MergeField, target: UserSnapshot, source: UserSnapshot, extras: Record<Side, SideExtras>): Side {
  return fieldEmpty(field, target, extras.target) && !fieldEmpty(field, source, extras.source) ? "source" : "target";
}

/** The picks of a posted form (`pick.<field>` = target | source), over the defaults. */
export function picksFrom(
  posted: Record<string, unknown>,
  target: UserSnapshot,
  source: UserSnapshot,
  extras: Record<Side, SideExtras>,
): Record<string, Side> {
  const picks: Record<string, Side> = {};
  for (const field of MERGE_FIELDS) {
    const value = posted[`pick.${field.key}`];
    picks[field.key] = value === "source" || value === "target" ? value : defaultPick(field, target, source, extras);
  }
  return picks;
}

/** The survivor's columns after the merge: each field from the side picked, plus what is derived. */
export function mergedColumns(target: UserSnapshot, source: UserSnapshot, picks: Record<string, Side>): Partial<User> {
  const out: Partial<User> = {};
  for (const field of MERGE_FIELDS) {
    const from = picks[field.key] === "source" ? source : target;
    for (const c of field.columns) (out as Record<string, unknown>)[c] = from[c];
  }
  out.createdAt = source.createdAt < target.createdAt ? source.createdAt : target.createdAt;
  out.isEligibleForStudentMembership = target.isEligibleForStudentMembership || source.isEligibleForStudentMembership;
  out.agreeTos = target.agreeTos || source.agreeTos;
  return out;
}
