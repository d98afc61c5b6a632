/**
 * Pathway approval (Registration Approval at the Pathway Review step): the admin picks the course
 * materials among the pathway's active ones and the candidate continues the registration at Course
 * Materials.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import type { ApprovalHandler } from "./types.ts";

/** The course materials a pathway approval may pick: the pathway's active ones. */
export async function approvableCourseMaterials(pathwayTypeId: number) {
  return db.courseMaterial.findMany({
    where: { active: true, pathways: { some: { pathwayTypeId } } },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
  });
}

export const pathwayApproval: ApprovalHandler = {
  mode: "pathway",
  approved: { status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.courseMaterials },
  question: (r) =>
    `Approve ${r.user.firstName}'s pathway? They continue the registration at Course Materials with the materials chosen here.`,

  /** The chosen materials the pathway offers replace the unpaid ones chosen before. */
  async apply(tx, r, { choices }) {
    if (!r.pathway) return {};
    const offered = await tx.courseMaterial.findMany({
      where: { id: { in: [...choices] }, active: true, pathways: { some: { pathwayTypeId: r.pathway.id } } },
      select: { id: true },
    });
    const materials = offered.map((m) => m.id);
    await tx.registrationCourseMaterial.deleteMany({
      where: { registrationId: r.id, transactionId: null, courseMaterialId: { notIn: materials } },
    });
    for (const courseMaterialId of materials) {
      await tx.registrationCourseMaterial.upsert({
        where: { registrationId_courseMaterialId: { registrationId: r.id, courseMaterialId } },
        create: { registrationId: r.id, courseMaterialId },
        update: {},
      });
    }
    return { courseMaterialIds: materials };
  },

  notice: (r) => ({
    title: "Your pathway was approved",
    text: "Your pathway was approved. Continue your registration to choose your course materials and pay.",
    url: r.certificationId ? paths.certifications.register(r.certificationId) : undefined,
  }),

  /** The pathway's materials, those the candidate chose already checked. */
  async preview(r) {
    if (!r.pathway) return { materials: [] };
    const [materials, chosen] = await Promise.all([
      approvableCourseMaterials(r.pathway.id),
      db.registrationCourseMaterial.findMany({ where: { registrationId: r.id }, select: { courseMaterialId: true } }),
    ]);
    return { materials: materials.map((m) => ({ ...m, chosen: chosen.some((c) => c.courseMaterialId === m.id) })) };
  },
};
