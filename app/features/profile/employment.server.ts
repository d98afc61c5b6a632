/** Professional info (employment fields and work areas) of the signed-in member. */
import {
  INVALID_CHOICE,
  isMilitaryCategory,
  WORK_AREA_CATEGORY_MISMATCH,
  type CounsellingInput,
  type EmploymentInput,
  type EmploymentOptions,
  type ProfessionalInput,
} from "~/features/profile/employment-schema.server.ts";
import type { YearsOfService } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { invalid, isInvalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import type { Prisma } from "~/generated/prisma/client.ts";

/** The saved values, shaped like the form (id lists for the checkbox groups). */
export type EmploymentValues = {
  organization: string | null;
  jobTitle: string | null;
  yearsOfService: YearsOfService | null;
  primaryWorkAreaCategoryId: number | null;
  primaryWorkAreas: number[];
  workAreaCategories: number[];
  workAreas: number[];
  militaryInstallationId: number | null;
  workAreaOther: boolean;
  areasOfWorkOther: string | null;
  areasOfExpertise: string | null;
  provideCounselingServices: boolean;
  agreeDemographicSearch: boolean;
  offerVirtualCounseling: boolean;
  offerLocalCounseling: boolean;
  offerGroupWorkshops: boolean;
};

export type EmploymentForm = {
  values: EmploymentValues;
  options: EmploymentOptions;
  /** MM/DD/YYYY (New York) of the last profile save, or null. */
  profileLastUpdated: string | null;
};

export type EmploymentFieldErrors = Partial<Record<keyof EmploymentInput, string[]>>;
/** Saved (null), or the choices that do not fit, under their fields. */
export type EmploymentUpdateResult = Invalid<keyof EmploymentInput> | null;

const sorted = [{ sortOrder: "asc" as const }, { name: "asc" as const }, { id: "asc" as const }];

const employmentSelect = {
  organization: true,
  jobTitle: true,
  yearsOfService: true,
  primaryWorkAreaCategoryId: true,
  militaryInstallationId: true,
  workAreaOther: true,
  areasOfWorkOther: true,
  areasOfExpertise: true,
  provideCounselingServices: true,
  agreeDemographicSearch: true,
  offerVirtualCounseling: true,
  offerLocalCounseling: true,
  offerGroupWorkshops: true,
  primaryWorkAreas: { select: { workAreaId: true }, orderBy: { workAreaId: "asc" } },
  workAreas: { select: { workAreaId: true }, orderBy: { workAreaId: "asc" } },
  workAreaCategories: { select: { categoryId: true }, orderBy: { categoryId: "asc" } },
} satisfies Prisma.UserSelect;

function toEmploymentValues(user: Prisma.UserGetPayload<{ select: typeof employmentSelect }>) {
  const { primaryWorkAreas, workAreas, workAreaCategories, yearsOfService, ...fields } = user;
  return {
    ...fields,
    yearsOfService: yearsOfService as YearsOfService | null,
    primaryWorkAreas: primaryWorkAreas.map((r) => r.workAreaId),
    workAreaCategories: workAreaCategories.map((r) => r.categoryId),
    workAreas: workAreas.map((r) => r.workAreaId),
  };
}

/** The member's saved employment values, in the form's shape (what an audited change overwrites). */
export async function employmentValues(tx: Tx, userId: number) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: employmentSelect });
  return user ? toEmploymentValues(user) : null;
}

/**
 * The member's employment values and the form's options, in three queries; null for an unknown
 * user. Archived categories, work areas and installations (system data) are not offered, except those the member
 * already chose, which stay shown and ticked.
 */
export async function getEmploymentForm(userId: number): Promise<EmploymentForm | null> {
  const [user, categories, installations] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { ...employmentSelect, profileLastUpdated: true } }),
    db.workAreaCategory.findMany({
      orderBy: sorted,
      select: {
        id: true,
        name: true,
        archivedAt: true,
        workAreas: { orderBy: sorted, select: { id: true, name: true, archivedAt: true } },
      },
    }),
    db.militaryInstallation.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, archivedAt: true } }),
  ]);
  if (!user) return null;
  const { profileLastUpdated, ...saved } = user;
  const values = toEmploymentValues(saved);
  const held = heldChoices(values);
  return {
    values,
    options: {
      categories: categories
        .filter((c) => c.archivedAt === null || held.categories.has(c.id))
        .map(({ archivedAt: _, workAreas, ...c }) => ({
          ...c,
          workAreas: workAreas.filter((a) => a.archivedAt === null || held.areas.has(a.id)).map(({ archivedAt: __, ...a }) => a),
          military: isMilitaryCategory(c.name),
        })),
      installations: installations.filter((i) => i.archivedAt === null || i.id === held.installation).map(({ archivedAt: _, ...i }) => i),
    },
    profileLastUpdated: profileLastUpdated ? formatDate(profileLastUpdated) : null,
  };
}

/** The categories, work areas and installation a member has chosen (an archived one stays choosable for them). */
function heldChoices(
  values: Pick<
    EmploymentValues,
    "primaryWorkAreaCategoryId" | "workAreaCategories" | "primaryWorkAreas" | "workAreas" | "militaryInstallationId"
  >,
) {
  return {
    installation: values.militaryInstallationId,
    categories: new Set([...(values.primaryWorkAreaCategoryId ? [values.primaryWorkAreaCategoryId] : []), ...values.workAreaCategories]),
    areas: new Set([...values.primaryWorkAreas, ...values.workAreas]),
  };
}

/**
 * Saves the employment form for one member in one transaction. Primary work areas must belong to
 * the primary category and secondary areas to the chosen secondary categories (otherwise nothing
 * is saved and field errors come back). The installation is kept only for a military primary
 * category, the other-area text only while Other is ticked; the work-area rows are replaced. A
 * saved change is audited in the same transaction.
 */
export async function updateEmployment(actor: Actor, input: EmploymentInput, now = new Date()): Promise<EmploymentUpdateResult> {
  const userId = actor.userId;
  return db.$transaction(async (tx) => {
    const saved = await saveEmployment(tx, userId, input, { profileLastUpdated: now });
    if (isInvalid(saved)) return saved;
    await auditChange(tx, actor, {
      action: "profile.professional.update",
      entityType: "User",
      entityId: userId,
      before: saved.before,
      after: input,
    });
    return null;
  });
}

/**
 * What an employment save is given: the whole form, or (the admin's Info tab) the form without the
 * counselling boxes, which are then left as they are.
 */
export type EmploymentSave = ProfessionalInput & Partial<CounsellingInput>;

/**
 * The employment rules and write, inside the caller's transaction: checks the choices (see
 * `updateEmployment`), then writes the fields (with `extra` columns of the User) and replaces the
 * work-area rows. Answers the field errors (nothing written), or the values it overwrote, in the
 * form's shape.
 */
export async function saveEmployment(
  tx: Tx,
  userId: number,
  input: EmploymentSave,
  extra: Prisma.UserUncheckedUpdateInput = {},
): Promise<Invalid<keyof EmploymentInput> | { before: EmploymentValues | null }> {
  const categoryIds = [
    ...new Set([...(input.primaryWorkAreaCategoryId ? [input.primaryWorkAreaCategoryId] : []), ...input.workAreaCategories]),
  ];
  const areaIds = [...new Set([...input.primaryWorkAreas, ...input.workAreas])];
  const before = await employmentValues(tx, userId);
  const held = before ? heldChoices(before) : { categories: new Set<number>(), areas: new Set<number>(), installation: null };
  const [categories, areas] = await Promise.all([
    categoryIds.length
      ? tx.workAreaCategory.findMany({ where: { id: { in: categoryIds } }, select: { id: true, name: true, archivedAt: true } })
      : [],
    areaIds.length
      ? tx.workArea.findMany({ where: { id: { in: areaIds } }, select: { id: true, categoryId: true, archivedAt: true } })
      : [],
  ]);
  // An archived row is a choice only for a member who already had it.
  const categoryName = new Map(categories.filter((c) => c.archivedAt === null || held.categories.has(c.id)).map((c) => [c.id, c.name]));
  const areaCategory = new Map(areas.filter((a) => a.archivedAt === null || held.areas.has(a.id)).map((a) => [a.id, a.categoryId]));
  const fieldErrors: EmploymentFieldErrors = {};

  const primaryId = input.primaryWorkAreaCategoryId;
  if (primaryId !== null && !categoryName.has(primaryId)) fieldErrors.primaryWorkAreaCategoryId = [INVALID_CHOICE];
  if (input.primaryWorkAreas.some((id) => primaryId === null || areaCategory.get(id) !== primaryId)) {
    fieldErrors.primaryWorkAreas = [WORK_AREA_CATEGORY_MISMATCH];
  }
  const secondary = new Set(input.workAreaCategories);
  if (input.workAreaCategories.some((id) => !categoryName.has(id))) fieldErrors.workAreaCategories = [INVALID_CHOICE];
  if (input.workAreas.some((id) => !secondary.has(areaCategory.get(id) ?? -1))) fieldErrors.workAreas = [WORK_AREA_CATEGORY_MISMATCH];

  const military = primaryId !== null && isMilitaryCategory(categoryName.get(primaryId));
  const installationId = military ? input.militaryInstallationId : null;
  if (installationId !== null) {
    const installation = await tx.militaryInstallation.findUnique({ where: { id: installationId }, select: { archivedAt: true } });
    if (!installation || (installation.archivedAt !== null && installationId !== held.installation)) {
      fieldErrors.militaryInstallationId = [INVALID_CHOICE];
    }
  }
  if (Object.keys(fieldErrors).length) return invalid(fieldErrors);

  await tx.user.update({
    where: { id: userId },
    data: {
      organization: input.organization,
      jobTitle: input.jobTitle,
      yearsOfService: input.yearsOfService,
      primaryWorkAreaCategoryId: primaryId,
      militaryInstallationId: installationId,
      workAreaOther: input.workAreaOther,
      areasOfWorkOther: input.workAreaOther ? input.areasOfWorkOther : null,
      areasOfExpertise: input.areasOfExpertise,
      // Left out of the admin's Professional group (undefined: Prisma leaves the column alone).
      provideCounselingServices: input.provideCounselingServices,
      agreeDemographicSearch: input.agreeDemographicSearch,
      offerVirtualCounseling: input.offerVirtualCounseling,
      offerLocalCounseling: input.offerLocalCounseling,
      offerGroupWorkshops: input.offerGroupWorkshops,
      ...extra,
    },
  });
  await tx.userPrimaryWorkArea.deleteMany({ where: { userId } });
  await tx.userWorkArea.deleteMany({ where: { userId } });
  await tx.userWorkAreaCategory.deleteMany({ where: { userId } });
  if (input.primaryWorkAreas.length)
    await tx.userPrimaryWorkArea.createMany({ data: input.primaryWorkAreas.map((workAreaId) => ({ userId, workAreaId })) });
  if (input.workAreas.length) await tx.userWorkArea.createMany({ data: input.workAreas.map((workAreaId) => ({ userId, workAreaId })) });
  if (input.workAreaCategories.length)
    await tx.userWorkAreaCategory.createMany({ data: input.workAreaCategories.map((categoryId) => ({ userId, categoryId })) });
  return { before };
}
