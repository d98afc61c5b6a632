import { describe, expect, it } from "vitest";
import { badgeTone, profileCompleteness, shouldPromptProfileUpdate, type CompletenessInput } from "./rules.ts";

const complete: CompletenessInput = {
  firstName: "Dee",
  lastName: "Member",
  email: "dee@example.org",
  organization: "GreenPath",
  jobTitle: "Counselor",
  primaryWorkAreaCategoryId: 3,
  yearsOfService: "6-10",
  publicBio: "I help families budget.",
};
const empty: CompletenessInput = {
  firstName: null,
  lastName: null,
  email: null,
  organization: null,
  jobTitle: null,
  primaryWorkAreaCategoryId: null,
  yearsOfService: null,
  publicBio: null,
};

describe("profileCompleteness (spec section 5)", () => {
  it("marks every tab complete for a full profile", () => {
    expect(profileCompleteness(complete)).toEqual({
      contact: true,
      account: true,
      professional: true,
      payment: true,
      product: true,
      social: true,
    });
  });

  it("Payment Info and the product settings are always complete; the rest are not for an empty profile", () => {
    expect(profileCompleteness(empty)).toEqual({
      contact: false,
      account: false,
      professional: false,
      payment: true,
      product: true,
      social: false,
    });
  });

  it("Contact Info needs both first and last name (blank counts as missing)", () => {
    expect(profileCompleteness({ ...complete, firstName: null }).contact).toBe(false);
    expect(profileCompleteness({ ...complete, lastName: "  " }).contact).toBe(false);
    expect(profileCompleteness({ ...complete, firstName: "Dee", lastName: "M" }).contact).toBe(true);
  });

  it("Account Settings needs an email", () => {
    expect(profileCompleteness({ ...complete, email: "" }).account).toBe(false);
  });

  it("Professional Info needs organization, job title, primary work area category and years of service", () => {
    for (const field of ["organization", "jobTitle", "primaryWorkAreaCategoryId", "yearsOfService"] as const) {
      const result = profileCompleteness({ ...complete, [field]: null });
      expect(result.professional, field).toBe(false);
      // Only its own tab loses the mark.
      expect(result).toMatchObject({ contact: true, account: true, social: true });
    }
  });

  it("Social Details needs a public bio; the other social fields do not count", () => {
    expect(profileCompleteness({ ...complete, publicBio: null }).social).toBe(false);
    expect(profileCompleteness({ ...complete, publicBio: " \n " }).social).toBe(false);
    expect(profileCompleteness({ ...empty, publicBio: "Hi" }).social).toBe(true);
  });
});

describe("badgeTone", () => {
  it("is primary for good standing and completed", () => {
    expect(badgeTone("In Good Standing")).toBe("primary");
    expect(badgeTone("Good Standing")).toBe("primary");
    expect(badgeTone("Completed")).toBe("primary");
  });

  it("is warning for everything else", () => {
    for (const label of ["In Progress", "Pending", "Expired", "Lapsed for CEUs", "Lapsed for Payment", "Revoked", "Enrolled"]) {
      expect(badgeTone(label), label).toBe("warning");
    }
  });
});

describe("shouldPromptProfileUpdate (3 months)", () => {
  // Mid-June: three months earlier is mid-March, clear of month-end clamping.
  const now = new Date("2026-06-15T16:00:00Z");
  const threeMonthsAgo = new Date("2026-03-15T16:00:00Z");
  const monthsAgo = (n: number) => new Date(Date.UTC(2026, 5 - n, 15, 16));

  it("prompts a member who never updated the profile and never saw the prompt", () => {
    expect(shouldPromptProfileUpdate({ profileLastUpdated: null, profileUpdateModalShown: null }, now)).toBe(true);
  });

  it("does not prompt after a recent update", () => {
    expect(shouldPromptProfileUpdate({ profileLastUpdated: monthsAgo(2), profileUpdateModalShown: null }, now)).toBe(false);
  });

  it("does not prompt again within 3 months of showing the prompt", () => {
    expect(shouldPromptProfileUpdate({ profileLastUpdated: null, profileUpdateModalShown: monthsAgo(1) }, now)).toBe(false);
    expect(shouldPromptProfileUpdate({ profileLastUpdated: monthsAgo(10), profileUpdateModalShown: monthsAgo(1) }, now)).toBe(false);
  });

  it("prompts when both the update and the last prompt are older than 3 months", () => {
    expect(shouldPromptProfileUpdate({ profileLastUpdated: monthsAgo(4), profileUpdateModalShown: monthsAgo(5) }, now)).toBe(true);
    expect(shouldPromptProfileUpdate({ profileLastUpdated: monthsAgo(12), profileUpdateModalShown: null }, now)).toBe(true);
  });

  it("exactly 3 months still counts as within 3 months; a moment earlier does not", () => {
    expect(shouldPromptProfileUpdate({ profileLastUpdated: threeMonthsAgo, profileUpdateModalShown: threeMonthsAgo }, now)).toBe(false);
    expect(shouldPromptProfileUpdate({ profileLastUpdated: threeMonthsAgo, profileUpdateModalShown: null }, now)).toBe(false);
    const justBefore = new Date(threeMonthsAgo.getTime() - 1);
    expect(shouldPromptProfileUpdate({ profileLastUpdated: justBefore, profileUpdateModalShown: justBefore }, now)).toBe(true);
    expect(shouldPromptProfileUpdate({ profileLastUpdated: justBefore, profileUpdateModalShown: null }, now)).toBe(true);
  });

  it("uses the real clock when no time is given", () => {
    expect(shouldPromptProfileUpdate({ profileLastUpdated: new Date(), profileUpdateModalShown: null })).toBe(false);
    expect(
      shouldPromptProfileUpdate({ profileLastUpdated: new Date(Date.now() - 100 * 24 * 3600 * 1000), profileUpdateModalShown: null }),
    ).toBe(true);
  });
});
