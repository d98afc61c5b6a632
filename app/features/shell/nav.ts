/**
 * The navigation tables of the shell: the member menu, the admin menu (with the system-data kinds),
 * the footer links, the edit-profile tabs, and which entry a pathname highlights.
 */
import { SYSTEM_DATA_KINDS } from "~/features/system-data/kinds.ts";
import { ASSOCIATION_SITE_URL, isAtOrUnder, normalizePathname, paths, PRODUCT_NAME } from "~/lib/paths.ts";

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

/** A menu entry with children; `href` is absent when the entry only opens a menu. */
export interface NavMenu {
  readonly label: string;
  readonly href?: string;
  readonly children: readonly NavLink[];
}

export type NavItem = NavLink | NavMenu;

export function isNavMenu(item: NavItem): item is NavMenu {
  return "children" in item;
}

export const MEMBER_NAV: readonly NavLink[] = [
  { label: "Certification", href: paths.certifications.root() },
  { label: "Membership", href: paths.membership.root() },
  { label: "Essentials Courses", href: paths.trainings.root() },
  { label: "Independent Trainer", href: paths.trainings.independent.root() },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { label: "Users", href: paths.admin.users.root() },
  {
    label: "System Data",
    href: paths.admin.systemData.root(),
    children: SYSTEM_DATA_KINDS.map((k) => ({ label: k.label, href: paths.admin.systemData.kind(k.slug) })),
  },
  {
    label: "Pending Approvals",
    children: [
      { label: "Course Registrations", href: paths.admin.courseRegistrations.root() },
      { label: "Individual CEUs", href: paths.admin.individualCeus.root() },
      { label: "Group CEUs", href: paths.admin.groupCeus.root() },
      { label: "Experiences", href: paths.admin.experiences.root() },
      { label: "Extensions", href: paths.admin.extensions.root() },
      { label: "Memberships", href: paths.admin.memberships.root() },
    ],
  },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: "Terms of Use", href: `${ASSOCIATION_SITE_URL}/terms-of-use` },
  { label: "Bylaws", href: `${ASSOCIATION_SITE_URL}/bylaws` },
  { label: "Privacy Policy", href: `${ASSOCIATION_SITE_URL}/privacy-policy` },
  { label: "Refund Policy", href: `${ASSOCIATION_SITE_URL}/refund-policy` },
  { label: "Non-Discrimination Policy", href: `${ASSOCIATION_SITE_URL}/non-discrimination-policy` },
];

export type EditProfileTabKey = "contact" | "account" | "professional" | "payment" | "product" | "social";

export interface EditProfileTab extends NavLink {
  /** Stable key, e.g. for the per-tab completion check mark. */
  readonly key: EditProfileTabKey;
}

export const EDIT_PROFILE_TABS: readonly EditProfileTab[] = [
  { key: "contact", label: "Contact Info", href: paths.editProfile.root() },
  { key: "account", label: "Account Settings", href: paths.editProfile.account() },
  { key: "professional", label: "Professional Info", href: paths.editProfile.professional() },
  { key: "payment", label: "Payment Info", href: paths.editProfile.payment() },
  { key: "product", label: `${PRODUCT_NAME} Settings`, href: paths.editProfile.product() },
  { key: "social", label: "Social Details", href: paths.editProfile.social() },
];

// ---------------------------------------------------------------------------
// Path predicates
// ---------------------------------------------------------------------------

/**
 * The href of the nav entry that should be highlighted for `pathname`: the
 * longest href that equals the pathname or is a segment prefix of it, so
 * `/certifications-and-training/trainings/3` picks Essentials Courses, not
 * Certification. Only the root "/" requires an exact match. Null when none.
 */
export function activeNavHref(items: readonly NavItem[], pathname: string): string | null {
  const p = normalizePathname(pathname);
  const hrefs: string[] = [];
  for (const item of items) {
    if (item.href !== undefined) hrefs.push(item.href);
    if (isNavMenu(item)) hrefs.push(...item.children.map((c) => c.href));
  }
  let best: string | null = null;
  for (const href of hrefs) {
    const h = normalizePathname(href);
    const matches = h === "/" ? p === "/" : isAtOrUnder(p, h);
    if (matches && (best === null || h.length > normalizePathname(best).length)) best = href;
  }
  return best;
}
