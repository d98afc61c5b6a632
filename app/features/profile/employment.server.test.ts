import { beforeEach, describe, expect, it } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { EmploymentSchema, type EmploymentInput } from "~/features/profile/employment-schema.server.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { getEmploymentForm, updateEmployment } from "./employment.server.ts";

beforeEach(() => resetDatabase());

/** Two categories (one military) out of sort order by name, and two installations. */
async function reference() {
  const nonprofit = await db.workAreaCategory.create({
    data: {
      name: "Nonprofit Counseling",
      sortOrder: 1,
      workAreas: {
        create: [
          { name: "Housing counseling", sortOrder: 1 },
          { name: "Credit counseling", sortOrder: 0 },
        ],
      },
    },
    include: { workAreas: true },
  });
  const military = await db.workAreaCategory.create({
    data: {
      name: "Military and Veterans Services",
      sortOrder: 0,
      workAreas: { create: [{ name: "Family Readiness" }, { name: "Transition Assistance" }] },
    },
    include: { workAreas: true },
  });
  const area = (c: typeof military, name: string) => c.workAreas.find((a) => a.name === name)!.id;
  const norfolk = await db.militaryInstallation.create({ data: { name: "Naval Station Norfolk" } });
  const liberty = await db.militaryInstallation.create({ data: { name: "Fort Liberty" } });
  return {
    nonprofit: nonprofit.id,
    military: military.id,
    credit: area(nonprofit, "Credit counseling"),
    housing: area(nonprofit, "Housing counseling"),
    readiness: area(military, "Family Readiness"),
    transition: area(military, "Transition Assistance"),
    norfolk: norfolk.id,
    liberty: liberty.id,
  };
}

const member = () => createMember({ firstName: "Mo" });

/** A valid edit-profile input: the blank form with the given fields. */
function input(fields: Partial<EmploymentInput>): EmploymentInput {
  return { ...EmploymentSchema.parse({}), ...fields };
}

describe("getEmploymentForm", () => {
  it("offers categories with their areas and installations in display order, and blank values for a new member", async () => {
    const ref = await reference();
    const user = await member();
    const form = await getEmploymentForm(user.id);
    expect(form?.options.categories).toEqual([
      {
        id: ref.military,
        name: "Military and Veterans Services",
        military: true,
        workAreas: [
          { id: ref.readiness, name: "Family Readiness" },
          { id: ref.transition, name: "Transition Assistance" },
        ],
      },
      {
        id: ref.nonprofit,
        name: "Nonprofit Counseling",
        military: false,
        workAreas: [
          { id: ref.credit, name: "Credit counseling" },
          { id: ref.housing, name: "Housing counseling" },
        ],
      },
    ]);
    expect(form?.options.installations.map((i) => i.name)).toEqual(["Fort Liberty", "Naval Station Norfolk"]);
    expect(form?.values).toMatchObject({
      organization: null,
      primaryWorkAreaCategoryId: null,
      primaryWorkAreas: [],
      workAreas: [],
      workAreaCategories: [],
      offerLocalCounseling: false,
    });
    expect(form?.profileLastUpdated).toBeNull();
  });

  it("is null for an unknown member", async () => {
    expect(await getEmploymentForm(999)).toBeNull();
  });
});

describe("updateEmployment", () => {
  it("saves every field and reads it back the same, with the save date", async () => {
    const ref = await reference();
    const user = await member();
    const saved = {
      organization: "Military Family Readiness Center",
      jobTitle: "Personal Financial Manager",
      yearsOfService: "11-15" as const,
      primaryWorkAreaCategoryId: ref.military,
      primaryWorkAreas: [ref.readiness, ref.transition],
      workAreaCategories: [ref.nonprofit],
      workAreas: [ref.housing],
      militaryInstallationId: ref.norfolk,
      workAreaOther: true,
      areasOfWorkOther: "Tax preparation",
      areasOfExpertise: "Budgeting and spending plans",
      provideCounselingServices: true,
      agreeDemographicSearch: true,
      offerVirtualCounseling: false,
      offerLocalCounseling: true,
      offerGroupWorkshops: true,
    };
    expect(await updateEmployment(memberActor(user.id), saved, new Date("2026-03-10T15:00:00Z"))).toBeNull();
    const form = await getEmploymentForm(user.id);
    expect(form?.values).toEqual(saved);
    expect(form?.profileLastUpdated).toBe("03/10/2026");
  });

  it("replaces the work areas on the next save and clears emptied fields", async () => {
    const ref = await reference();
    const user = await member();
    await updateEmployment(
      memberActor(user.id),
      input({
        organization: "Old",
        primaryWorkAreaCategoryId: ref.nonprofit,
        primaryWorkAreas: [ref.credit, ref.housing],
        workAreaCategories: [ref.military],
        workAreas: [ref.readiness],
      }),
    );
    await updateEmployment(memberActor(user.id), input({ primaryWorkAreaCategoryId: ref.nonprofit, primaryWorkAreas: [ref.housing] }));
    const values = (await getEmploymentForm(user.id))?.values;
    expect(values).toMatchObject({ organization: null, primaryWorkAreas: [ref.housing], workAreaCategories: [], workAreas: [] });
  });

  it("keeps the installation only for a military primary category", async () => {
    const ref = await reference();
    const user = await member();
    await updateEmployment(memberActor(user.id), input({ primaryWorkAreaCategoryId: ref.military, militaryInstallationId: ref.liberty }));
    expect((await getEmploymentForm(user.id))?.values.militaryInstallationId).toBe(ref.liberty);
    await updateEmployment(memberActor(user.id), input({ primaryWorkAreaCategoryId: ref.nonprofit, militaryInstallationId: ref.liberty }));
    expect((await getEmploymentForm(user.id))?.values.militaryInstallationId).toBeNull();
    await updateEmployment(memberActor(user.id), input({ militaryInstallationId: ref.norfolk }));
    expect((await getEmploymentForm(user.id))?.values.militaryInstallationId).toBeNull();
  });

  it("forgets the other-area text once Other is unticked", async () => {
    await reference();
    const user = await member();
    await updateEmployment(memberActor(user.id), input({ workAreaOther: false, areasOfWorkOther: "Tax preparation" }));
    expect((await getEmploymentForm(user.id))?.values).toMatchObject({ workAreaOther: false, areasOfWorkOther: null });
  });

  it("refuses primary areas of another category, and saves nothing", async () => {
    const ref = await reference();
    const user = await member();
    await updateEmployment(
      memberActor(user.id),
      input({ organization: "Kept", primaryWorkAreaCategoryId: ref.nonprofit, primaryWorkAreas: [ref.credit] }),
    );
    const result = await updateEmployment(
      memberActor(user.id),
      input({ organization: "Changed", primaryWorkAreaCategoryId: ref.nonprofit, primaryWorkAreas: [ref.credit, ref.readiness] }),
    );
    expect(result).toEqual({ kind: "invalid", errors: { primaryWorkAreas: ["Please choose work areas of the selected category."] } });
    expect((await getEmploymentForm(user.id))?.values).toMatchObject({ organization: "Kept", primaryWorkAreas: [ref.credit] });
  });

  it("refuses primary areas without a primary category, and unknown areas", async () => {
    const ref = await reference();
    const user = await member();
    expect(await updateEmployment(memberActor(user.id), input({ primaryWorkAreas: [ref.credit] }))).toEqual({
      kind: "invalid",
      errors: { primaryWorkAreas: ["Please choose work areas of the selected category."] },
    });
    expect(
      await updateEmployment(memberActor(user.id), input({ primaryWorkAreaCategoryId: ref.nonprofit, primaryWorkAreas: [9999] })),
    ).toMatchObject({
      kind: "invalid",
      errors: { primaryWorkAreas: expect.any(Array) },
    });
  });

  it("refuses secondary areas outside the chosen secondary categories", async () => {
    const ref = await reference();
    const user = await member();
    const result = await updateEmployment(
      memberActor(user.id),
      input({ workAreaCategories: [ref.nonprofit], workAreas: [ref.housing, ref.transition] }),
    );
    expect(result).toEqual({ kind: "invalid", errors: { workAreas: ["Please choose work areas of the selected category."] } });
    expect((await getEmploymentForm(user.id))?.values.workAreas).toEqual([]);
  });

  it("refuses unknown categories and installations with a message on the field", async () => {
    const ref = await reference();
    const user = await member();
    const result = await updateEmployment(memberActor(user.id), input({ primaryWorkAreaCategoryId: 9999, workAreaCategories: [9998] }));
    expect(result).toEqual({
      kind: "invalid",
      errors: {
        primaryWorkAreaCategoryId: ["Please choose one of the options."],
        workAreaCategories: ["Please choose one of the options."],
      },
    });
    expect(
      await updateEmployment(memberActor(user.id), input({ primaryWorkAreaCategoryId: ref.military, militaryInstallationId: 9999 })),
    ).toEqual({
      kind: "invalid",
      errors: { militaryInstallationId: ["Please choose one of the options."] },
    });
  });

  it("never touches another member's values or work areas", async () => {
    const ref = await reference();
    const alice = await member();
    const bob = await member();
    await updateEmployment(
      memberActor(bob.id),
      input({
        organization: "Bob's org",
        primaryWorkAreaCategoryId: ref.military,
        primaryWorkAreas: [ref.readiness],
        workAreaCategories: [ref.nonprofit],
        workAreas: [ref.credit],
        militaryInstallationId: ref.norfolk,
      }),
    );
    const before = await getEmploymentForm(bob.id);
    await updateEmployment(
      memberActor(alice.id),
      input({ organization: "Alice's org", primaryWorkAreaCategoryId: ref.military, primaryWorkAreas: [ref.transition] }),
    );
    await updateEmployment(memberActor(alice.id), input({}));
    expect(await getEmploymentForm(bob.id)).toEqual(before);
    expect(await db.userPrimaryWorkArea.count({ where: { userId: bob.id } })).toBe(1);
  });
});

describe("auditing the save", () => {
  it("records an impersonating admin's save once with what was saved, and nothing for a refused or a member's own save", async () => {
    const ref = await reference();
    const [user, admin] = [await member(), await member()];
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false };
    const saved = input({ organization: "Helped", primaryWorkAreaCategoryId: ref.nonprofit, primaryWorkAreas: [ref.credit] });
    expect(await updateEmployment(asAdmin, saved)).toBeNull();
    expect(await updateEmployment(asAdmin, input({ primaryWorkAreas: [ref.credit] }))).toMatchObject({ kind: "invalid" });
    await updateEmployment(memberActor(user.id), input({ organization: "Mine" }));
    expect(
      await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true, entityId: true, after: true } }),
    ).toEqual([{ actorId: admin.id, actingAsUserId: user.id, action: "profile.professional.update", entityId: user.id, after: saved }]);
    // what the admin overwrote: the member's values before the save, in the form's shape
    const [event] = await db.auditEvent.findMany();
    expect(event?.before).toMatchObject({ organization: null, primaryWorkAreas: [], workAreas: [] });
    await updateEmployment(asAdmin, input({ organization: "Helped again" }));
    const second = await db.auditEvent.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(second.before).toMatchObject({ organization: "Mine" });
  });
});
