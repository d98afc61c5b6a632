import { describe, expect, it } from "vitest";
import { SYSTEM_DATA_KINDS, isSystemDataKind } from "~/features/system-data/kinds.ts";
import { HELP_URL } from "~/lib/paths.ts";
import { ADMIN_NAV, EDIT_PROFILE_TABS, FOOTER_LINKS, MEMBER_NAV, activeNavHref, isNavMenu } from "./nav.ts";

describe("navigation tables", () => {
  it("member menu, in spec order", () => {
    expect(MEMBER_NAV).toEqual([
      { label: "Certification", href: "/certifications-and-training" },
      { label: "Membership", href: "/membership" },
      { label: "Essentials Courses", href: "/certifications-and-training/trainings" },
      { label: "Independent Trainer", href: "/certifications-and-training/independent-trainer" },
    ]);
  });

  it("admin menu: Users, System Data, Pending Approvals with six lists", () => {
    expect(ADMIN_NAV.map((i) => i.label)).toEqual(["Users", "System Data", "Pending Approvals"]);
    const pending = ADMIN_NAV[2];
    expect(pending && isNavMenu(pending) ? pending.children : []).toEqual([
      { label: "Course Registrations", href: "/admin/course-registrations" },
      { label: "Individual CEUs", href: "/admin/ceus/individual" },
      { label: "Group CEUs", href: "/admin/ceus/group" },
      { label: "Experiences", href: "/admin/experiences" },
      { label: "Extensions", href: "/admin/extensions" },
      { label: "Memberships", href: "/admin/memberships" },
    ]);
    const systemData = ADMIN_NAV[1];
    expect(systemData && isNavMenu(systemData) ? systemData.children.length : 0).toBe(SYSTEM_DATA_KINDS.length);
  });

  it("edit-profile tabs in spec order, with the product name", () => {
    expect(EDIT_PROFILE_TABS.map((t) => [t.label, t.href])).toEqual([
      ["Contact Info", "/edit-profile"],
      ["Account Settings", "/edit-profile/account"],
      ["Professional Info", "/edit-profile/professional"],
      ["Payment Info", "/edit-profile/payment"],
      ["AFCPE Settings", "/edit-profile/afcpe"],
      ["Social Details", "/edit-profile/social"],
    ]);
  });

  it("footer links are the five policies, all external https", () => {
    expect(FOOTER_LINKS.map((l) => l.label)).toEqual([
      "Terms of Use",
      "Bylaws",
      "Privacy Policy",
      "Refund Policy",
      "Non-Discrimination Policy",
    ]);
    for (const link of [...FOOTER_LINKS, { label: "Help", href: HELP_URL }]) {
      expect(new URL(link.href).protocol).toBe("https:");
    }
  });

  it("system data kinds: about 30, unique, URL-safe slugs", () => {
    const slugs = SYSTEM_DATA_KINDS.map((k) => k.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(28);
    expect(slugs.length).toBeLessThanOrEqual(32);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(SYSTEM_DATA_KINDS.map((k) => k.label)).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(isSystemDataKind("announcements")).toBe(true);
    expect(isSystemDataKind("nope")).toBe(false);
    expect(isSystemDataKind(undefined)).toBe(false);
  });
});

describe("activeNavHref", () => {
  it("picks the most specific member menu entry", () => {
    expect(activeNavHref(MEMBER_NAV, "/certifications-and-training")).toBe("/certifications-and-training");
    expect(activeNavHref(MEMBER_NAV, "/certifications-and-training/register/2/pathway")).toBe("/certifications-and-training");
    expect(activeNavHref(MEMBER_NAV, "/certifications-and-training/trainings/4")).toBe("/certifications-and-training/trainings");
    expect(activeNavHref(MEMBER_NAV, "/certifications-and-training/independent-trainer/edit")).toBe(
      "/certifications-and-training/independent-trainer",
    );
    expect(activeNavHref(MEMBER_NAV, "/membership/search/3")).toBe("/membership");
    expect(activeNavHref(MEMBER_NAV, "/membershipx")).toBeNull();
    expect(activeNavHref(MEMBER_NAV, "/")).toBeNull();
  });

  it("finds admin review pages under their list", () => {
    expect(activeNavHref(ADMIN_NAV, "/admin/ceus/group/5")).toBe("/admin/ceus/group");
    expect(activeNavHref(ADMIN_NAV, "/admin/users/5/notes")).toBe("/admin/users");
    expect(activeNavHref(ADMIN_NAV, "/admin/system-data/exams")).toBe("/admin/system-data/exams");
  });
});
