/**
 * The Course Materials step: the pathway's active course materials with their prices, one of which
 * must be chosen ('You must choose one of the options'); "No Course Materials" is offered on the
 * university, independent trainer and education pathways, and the university pathway may leave the
 * step without a choice. The choice is kept as the registration's course material (replacing an
 * unpaid earlier choice); its line item is made when the registration is finished.
 */
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { courseMaterialsRequired, NO_COURSE_MATERIALS, offersNoCourseMaterials } from "./rules.ts";
import { COURSE_MATERIALS_MESSAGES, type CourseMaterialsInput } from "./schemas.server.ts";
import { readWizardRegistration, registrationWizard, type RegistrationCall } from "./wizard.server.ts";

export type CourseMaterialOption = { id: number; name: string; description: string | null; priceCents: number; requiresShipping: boolean };

/**
 * What the step offers for a pathway: its materials (active, with a live product) and whether "No
 * Course Materials" is one. `held`: the material the registration already holds stays offered after
 * it is archived (System Data), so the member's choice is not dropped under them.
 */
export async function courseMaterialOptions(
  pathway: { id: number; key: string },
  held: number | null = null,
): Promise<{ options: CourseMaterialOption[]; offersNone: boolean }> {
  const offered = held === null ? { active: true } : { OR: [{ active: true }, { id: held }] };
  const rows = await db.courseMaterial.findMany({
    where: { ...offered, pathways: { some: { pathwayTypeId: pathway.id } }, product: { deletedAt: null } },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, name: true, description: true, requiresShipping: true, product: { select: { priceCents: true } } },
  });
  return {
    options: rows.map(({ product, ...r }) => ({ ...r, priceCents: product?.priceCents ?? 0 })),
    offersNone: offersNoCourseMaterials(pathway.key),
  };
}

/** What the step shows: the pathway's options, whether a choice is required and the stored choice. */
export async function loadCourseMaterialsStep(registrationId: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { step: true, pathwayType: { select: { id: true, key: true } }, courseMaterials: { select: { courseMaterialId: true } } },
  });
  const material = r.courseMaterials[0]?.courseMaterialId;
  const { options, offersNone } = r.pathwayType
    ? await courseMaterialOptions(r.pathwayType, material ?? null)
    : { options: [], offersNone: false };
  // "No Course Materials" shows as chosen once the step was saved without a material (the furthest step is past it).
  const saved = r.step !== REGISTRATION_STEP.courseMaterials;
  return {
    options: options.map((o) => ({ ...o, price: formatCents(o.priceCents) })),
    offersNone,
    choice: material ? String(material) : saved && offersNone ? NO_COURSE_MATERIALS : "",
  };
}

export async function chooseCourseMaterial(call: RegistrationCall, input: CourseMaterialsInput): Promise<Moved | Invalid<"choice">> {
  const registration = await readWizardRegistration(db, call.actor.userId, call.recordId);
  if (!registration?.pathwayType) return registrationWizard.move(call, "continue");
  const held = await db.registrationCourseMaterial.findFirst({
    where: { registrationId: registration.id },
    orderBy: { id: "asc" },
    select: { courseMaterialId: true },
  });
  const { options, offersNone } = await courseMaterialOptions(registration.pathwayType, held?.courseMaterialId ?? null);
  const none = input.choice === NO_COURSE_MATERIALS && offersNone;
  const chosen = options.find((o) => String(o.id) === input.choice) ?? null;
  const blank = input.choice === "" && !courseMaterialsRequired(registration.pathwayType.key);
  if (!chosen && !none && !blank) return invalid({ choice: COURSE_MATERIALS_MESSAGES.required });
  return registrationWizard.move(call, "continue", async (tx, r) => {
    // An earlier, unpaid choice gives way to this one; a paid one stays.
    await tx.registrationCourseMaterial.deleteMany({
      where: { registrationId: r.id, transactionId: null, courseMaterialId: { not: chosen?.id ?? -1 } },
    });
    if (chosen) {
      await tx.registrationCourseMaterial.upsert({
        where: { registrationId_courseMaterialId: { registrationId: r.id, courseMaterialId: chosen.id } },
        create: { registrationId: r.id, courseMaterialId: chosen.id },
        update: {},
      });
    }
  });
}
