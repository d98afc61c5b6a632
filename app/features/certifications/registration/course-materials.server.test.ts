import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { action } from "~/routes/_app.certifications-and-training.register.$certificationId.course_materials.tsx";
import { db } from "~/lib/db.server.ts";
import { courseMaterialOptions, loadCourseMaterialsStep } from "./course-materials.server.ts";
import { setArchived } from "~/features/system-data/records.server.ts";
import { kindDefinition } from "~/features/system-data/registry.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { createAdmin } from "../../../../tests/factories/index.ts";
import { COURSE_MATERIALS_MESSAGES } from "./schemas.server.ts";
import { NO_COURSE_MATERIALS } from "./rules.ts";

beforeEach(() => resetDatabase());

async function setup(pathwayKey: string) {
  const member = await createMember();
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({ data: { key: pathwayKey, name: pathwayKey, deadlineMonths: 24, certificationId: afc.id } });
  const material = async (name: string, priceCents: number, data: Record<string, unknown> = {}) => {
    const product = await db.product.create({ data: { kind: "course_material", name, priceCents } });
    return db.courseMaterial.create({
      data: { name, productId: product.id, pathways: { create: { pathwayTypeId: pathway.id } }, ...data },
    });
  };
  const books = await material("AFC Textbook Set", 29_900, { requiresShipping: true, sortOrder: 1 });
  const online = await material("AFC Online Course", 39_900, { sortOrder: 2 });
  const retired = await material("Old Workbook", 5_000, { active: false });
  const registration = await createRegistration(member.id, {
    certificationId: afc.id,
    pathwayTypeId: pathway.id,
    step: "course_materials",
  });
  const post = (choice: string) => postForm(action, member.id, { certificationId: String(afc.id) }, { choice });
  return { member, pathway, books, online, retired, registration, post };
}

const chosen = (registrationId: number) =>
  db.registrationCourseMaterial
    .findMany({ where: { registrationId }, select: { courseMaterialId: true } })
    .then((r) => r.map((x) => x.courseMaterialId));

describe("course materials step", () => {
  it("offers the pathway's active materials with prices, and 'No Course Materials' on education", async () => {
    const { pathway } = await setup("education");
    const { options, offersNone } = await courseMaterialOptions(pathway);
    expect(options.map((o) => [o.name, o.priceCents, o.requiresShipping])).toEqual([
      ["AFC Textbook Set", 29_900, true],
      ["AFC Online Course", 39_900, false],
    ]);
    expect(offersNone).toBe(true);
  });

  it("keeps the chosen material, replacing an earlier unpaid choice", async () => {
    const { books, online, registration, post } = await setup("education");
    expect(await post(String(books.id))).toMatchObject({ status: 302 });
    expect(await chosen(registration.id)).toEqual([books.id]);
    expect(await post(String(online.id))).toMatchObject({ status: 302 });
    expect(await chosen(registration.id)).toEqual([online.id]);
    expect(await post(NO_COURSE_MATERIALS)).toMatchObject({ status: 302 });
    expect(await chosen(registration.id)).toEqual([]);
  });

  it("a designation candidate must choose; no 'none' there, and a retired material is refused", async () => {
    const { retired, registration, post } = await setup("designation");
    for (const choice of ["", NO_COURSE_MATERIALS, String(retired.id), "abc"]) {
      expect(await post(choice)).toMatchObject({ status: 400, errors: { choice: [COURSE_MATERIALS_MESSAGES.required] } });
    }
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("course_materials");
  });

  it("a university candidate may go on without a choice", async () => {
    const { post } = await setup("university");
    expect(await post("")).toMatchObject({ status: 302 });
  });

  it("a material archived in System Data leaves the choices, except for the registration already holding it", async () => {
    const { pathway, books, online, registration, post } = await setup("education");
    expect(await post(String(books.id))).toMatchObject({ status: 302 });
    const admin = await createAdmin();
    expect(await setArchived(kindDefinition("course-materials"), adminActor(admin.id), books.id, true)).toMatchObject({ ok: true });

    expect((await courseMaterialOptions(pathway)).options.map((o) => o.name)).toEqual(["AFC Online Course"]);
    const step = await loadCourseMaterialsStep(registration.id);
    expect(step.options.map((o) => o.name)).toEqual(["AFC Textbook Set", "AFC Online Course"]);
    expect(step.choice).toBe(String(books.id));
    expect(await post(String(books.id))).toMatchObject({ status: 302 });

    // Once the member moves to another material, the archived one is gone for good.
    expect(await post(String(online.id))).toMatchObject({ status: 302 });
    expect(await post(String(books.id))).toMatchObject({ status: 400, errors: { choice: [COURSE_MATERIALS_MESSAGES.required] } });
    expect(await chosen(registration.id)).toEqual([online.id]);
  });
});
