/** The system-data kinds of the admin's extended-data pages (admin spec, System Data menu). */

export const SYSTEM_DATA_KINDS = [
  { slug: "announcements", label: "Announcements" },
  { slug: "certifications", label: "Certifications" },
  { slug: "course-materials", label: "Course Materials" },
  { slug: "credit-types", label: "Credit Types" },
  { slug: "discounts", label: "Discounts" },
  { slug: "donation-options", label: "Donation Options" },
  { slug: "event-categories", label: "Event Categories" },
  { slug: "events", label: "Events" },
  { slug: "exams", label: "Exams" },
  { slug: "fellowship-service-types", label: "Fellowship Service Types" },
  { slug: "groups", label: "Groups" },
  { slug: "html-cards", label: "HTML Cards" },
  { slug: "license-discounts", label: "License Discounts" },
  { slug: "membership-resources", label: "Membership Resources" },
  { slug: "membership-types", label: "Membership Types" },
  { slug: "message-templates", label: "Message Templates" },
  { slug: "military-installations", label: "Military Installations" },
  { slug: "notifications", label: "Notifications" },
  { slug: "pathway-types", label: "Pathway Types" },
  { slug: "practice-exams", label: "Practice Exams" },
  { slug: "products", label: "Products / Fees" },
  { slug: "referrer-contexts", label: "Referrer Contexts" },
  { slug: "reporting-periods", label: "Reporting Periods" },
  { slug: "roles", label: "Roles" },
  { slug: "sso-partners", label: "SSO Partners" },
  { slug: "training-categories", label: "Training Categories" },
  { slug: "trainings", label: "Trainings" },
  { slug: "universities", label: "Universities" },
  { slug: "university-programs", label: "University Programs" },
  { slug: "work-area-categories", label: "Work Area Categories" },
  { slug: "work-areas", label: "Work Areas" },
] as const satisfies readonly { slug: string; label: string }[];

export type SystemDataKind = (typeof SYSTEM_DATA_KINDS)[number];
export type SystemDataKindSlug = SystemDataKind["slug"];

const SYSTEM_DATA_SLUGS: ReadonlySet<string> = new Set(SYSTEM_DATA_KINDS.map((k) => k.slug));

/** Narrow a URL param to a known system-data kind. */
export function isSystemDataKind(slug: string | null | undefined): slug is SystemDataKindSlug {
  return typeof slug === "string" && SYSTEM_DATA_SLUGS.has(slug);
}
