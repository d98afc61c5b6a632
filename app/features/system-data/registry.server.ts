/**
 * Every system-data kind's definition by its slug (kinds.ts lists the menu). A kind of the menu
 * without a definition yet answers 404 until it has one.
 */
import type { KindDefinition } from "./define.server.ts";
import { isSystemDataKind, type SystemDataKindSlug } from "./kinds.ts";
import { announcements } from "./kinds/announcements.server.ts";
import { certifications } from "./kinds/certifications.server.ts";
import { courseMaterials } from "./kinds/course-materials.server.ts";
import { creditTypes } from "./kinds/credit-types.server.ts";
import { discounts, licenseDiscounts } from "./kinds/discounts.server.ts";
import { donationOptions } from "./kinds/donation-options.server.ts";
import { eventCategories } from "./kinds/event-categories.server.ts";
import { events } from "./kinds/events.server.ts";
import { exams } from "./kinds/exams.server.ts";
import { fellowshipServiceTypes } from "./kinds/fellowship-service-types.server.ts";
import { groups } from "./kinds/groups.server.ts";
import { htmlCards } from "./kinds/html-cards.server.ts";
import { membershipResources, membershipTypes } from "./kinds/membership.server.ts";
import { messageTemplates } from "./kinds/message-templates.server.ts";
import { militaryInstallations } from "./kinds/military-installations.server.ts";
import { notifications } from "./kinds/notifications.server.ts";
import { pathwayTypes } from "./kinds/pathway-types.server.ts";
import { practiceExams } from "./kinds/practice-exams.server.ts";
import { products } from "./kinds/products.server.ts";
import { referrerContexts } from "./kinds/referrer-contexts.server.ts";
import { reportingPeriods } from "./kinds/reporting-periods.server.ts";
import { roles } from "./kinds/roles.server.ts";
import { ssoPartners } from "./kinds/sso-partners.server.ts";
import { trainingCategories, trainings } from "./kinds/trainings.server.ts";
import { universities, universityPrograms } from "./kinds/universities.server.ts";
import { workAreaCategories, workAreas } from "./kinds/work-areas.server.ts";

const DEFINITIONS: readonly KindDefinition[] = [
  announcements,
  certifications,
  courseMaterials,
  creditTypes,
  discounts,
  donationOptions,
  eventCategories,
  events,
  exams,
  fellowshipServiceTypes,
  groups,
  htmlCards,
  licenseDiscounts,
  membershipResources,
  membershipTypes,
  messageTemplates,
  militaryInstallations,
  notifications,
  pathwayTypes,
  practiceExams,
  products,
  referrerContexts,
  reportingPeriods,
  roles,
  ssoPartners,
  trainingCategories,
  trainings,
  universities,
  universityPrograms,
  workAreaCategories,
  workAreas,
];

const BY_SLUG = new Map<string, KindDefinition>(DEFINITIONS.map((d) => [d.slug, d]));

/** The definition of a kind, or null (unknown slug, or not defined yet). */
export function findKind(slug: string | undefined): KindDefinition | null {
  return isSystemDataKind(slug) ? (BY_SLUG.get(slug) ?? null) : null;
}

/** The definition of a kind the code names (a relation's target): it must exist. */
export function kindDefinition(slug: SystemDataKindSlug): KindDefinition {
  const def = BY_SLUG.get(slug);
  if (!def) throw new Error(`system data: no definition for ${slug}`);
  return def;
}

export function definedKinds(): readonly KindDefinition[] {
  return DEFINITIONS;
}
