/**
 * The Course Materials step: the pathway's active course materials with their prices, one of which
 * must be chosen ('You must choose one of the options'); "No Course Materials" is offered on the
 * university, independent trainer and education pathways, and the university pathway may leave the
 * step without a choice. The choice is kept as the registration's course material (replacing an
 * unpaid earlier choice); its line item is made when the registration is finished.
 */
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { courseMaterialsRequired, NO_COURSE_MATERIALS, offersNoCourseMaterials } from "./registration-rules.ts";
import { moveRegistrationStep, readOwnRegistration, type StepMove } from "./registration-progress.server.ts";

export const COURSE_MATERIALS_MESSAGES = { required: "You must choose one of the options" } as const;

export type CourseMaterialOption = { id: number; name: string; description: string | null; priceCents: number; requiresShipping: boolean };

/** What the step offers for a pathway: its materials (active, with a live product) and whether "No Course Materials" is one. */
export async function courseMaterialOptions(pathway: {
  id: number;
  key: string;
}): Promise<{ options: CourseMaterialOption[]; offersNone: boolean }> {
  const rows = await db.courseMaterial.findMany({
    where: { active: true, pathways: { some: { pathwayTypeId: pathway.id } }, product: { deletedAt: null } },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, name: true, description: true, requiresShipping: true, product: { select: { priceCents: true } } },
  });
  return {
    options: rows.map(({ product, ...r }) => ({ ...r, priceCents: product?.priceCents ?? 0 })),
    offersNone: offersNoCourseMaterials(pathway.key),
  };
}

export type CourseMaterialChoice = StepMove | { kind: "invalid"; message: string };

export async function chooseCourseMaterial(
  actor: Actor,
  registrationId: number,
  input: { intent: "back" | "continue"; choice: string },
): Promise<CourseMaterialChoice> {
  if (input.intent === "back") return moveRegistrationStep(actor, registrationId, "course_materials", "back");
  const registration = await readOwnRegistration(actor.userId, registrationId);
  if (!registration?.pathwayType) return { kind: "notFound" };
  const { options, offersNone } = await courseMaterialOptions(registration.pathwayType);
  const none = input.choice === NO_COURSE_MATERIALS && offersNone;
  const chosen = options.find((o) => String(o.id) === input.choice) ?? null;
  const blank = input.choice === "" && !courseMaterialsRequired(registration.pathwayType.key);
  if (!chosen && !none && !blank) return { kind: "invalid", message: COURSE_MATERIALS_MESSAGES.required };
  return moveRegistrationStep(actor, registrationId, "course_materials", "continue", async (tx) => {
    // An earlier, unpaid choice gives way to this one; a paid one stays.
    await tx.registrationCourseMaterial.deleteMany({
      where: { registrationId, transactionId: null, courseMaterialId: { not: chosen?.id ?? -1 } },
    });
    if (chosen) {
      await tx.registrationCourseMaterial.upsert({
        where: { registrationId_courseMaterialId: { registrationId, courseMaterialId: chosen.id } },
        create: { registrationId, courseMaterialId: chosen.id },
        update: {},
      });
    }
  });
}
