/**
 * The system-data mechanism on a real database: a kind's checks refuse bad input with messages on
 * the fields, archived rows leave members' choices, a row in use cannot be deleted, every change is
 * an audit event with the values before and after, a price change leaves cart items alone, and every
 * defined kind's list and forms load.
 */
import { parseWithZod } from "@conform-to/zod";
import { beforeEach, describe, expect, it } from "vitest";
import {
  cartLine,
  catalogueProduct,
  createAdmin,
  createMember,
  productLine,
  workArea,
  workAreaCategory,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { formOnce } from "~/kit/forms/once.server.ts";
import { getEmploymentForm, updateEmployment } from "~/features/profile/employment.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { parseListParams } from "~/lib/list-params.ts";
import { CHOICES_SHOWN, kindChoices } from "./choices.server.ts";
import { FIELD_MESSAGES } from "./define.server.ts";
import { SYSTEM_DATA_MESSAGES } from "./fields.ts";
import { recordHistory } from "./history.server.ts";
import { deleteRecord, kindList, loadRecordForm, recordSchema, saveRecord, setArchived } from "./records.server.ts";
import { definedKinds, kindDefinition } from "./registry.server.ts";
import { postedForm } from "../../../tests/setup/forms.ts";
import { kindErrors } from "../../../tests/setup/system-data.ts";

beforeEach(() => resetDatabase());

describe("a kind's checks", () => {
  it("refuses bad input with a message on each field", () => {
    const errors = kindErrors("products", { kind: "nonsense", priceCents: "twelve", memberPriceCents: "-5" });
    expect(errors.kind).toEqual([FIELD_MESSAGES.choice]);
    expect(errors.name).toEqual(["Required"]);
    expect(errors.priceCents).toEqual([FIELD_MESSAGES.money]);
    expect(errors.memberPriceCents).toEqual([FIELD_MESSAGES.money]);
  });

  it("takes dollars and stores cents; a blank optional field is null", () => {
    const submission = parseWithZod(postedForm({ kind: "event", name: " Symposium ", priceCents: "$1,250.50" }), {
      schema: recordSchema(kindDefinition("products"), false),
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ name: "Symposium", priceCents: 125_050, memberPriceCents: null, freeForMembers: false });
  });

  it("checks across fields (an announcement's end before its start)", () => {
    const errors = kindErrors("announcements", {
      title: "T",
      kind: "general",
      body: "<p>x</p>",
      startsAt: "2026-12-10",
      endsAt: "2026-12-01",
    });
    expect(errors.endsAt).toEqual(["End date must be after the start date."]);
  });

  it("sanitises rich text on save: scripts and handlers go, formatting stays", () => {
    const submission = parseWithZod(
      postedForm({ key: "x", name: "X", description: '<p onclick="steal()">Hello <strong>there</strong><script>alert(1)</script></p>' }),
      { schema: recordSchema(kindDefinition("certifications"), false) },
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.description).toBe("<p>Hello <strong>there</strong></p>");
  });

  it("leaves a create-only field out of an edit", () => {
    const errors = kindErrors("products", { name: "Renamed", priceCents: "10" }, true);
    expect(errors).toEqual({});
  });
});

describe("archiving", () => {
  it("takes a row out of the choices, but keeps the one already chosen", async () => {
    const admin = await createAdmin();
    const area = await workArea("Credit counseling", "Nonprofit");
    const category = await db.workAreaCategory.findUniqueOrThrow({ where: { id: area.categoryId } });
    expect((await kindChoices("work-area-categories", null)).map((c) => c.label)).toContain("Nonprofit");
    expect(await setArchived(kindDefinition("work-area-categories"), adminActor(admin.id), category.id, true)).toEqual({
      ok: true,
      message: SYSTEM_DATA_MESSAGES.archived,
    });
    expect((await kindChoices("work-area-categories", null)).map((c) => c.label)).not.toContain("Nonprofit");
    expect((await kindChoices("work-area-categories", category.id)).map((c) => c.label)).toContain("Nonprofit (archived)");
    // Twice is once: one audit event.
    await setArchived(kindDefinition("work-area-categories"), adminActor(admin.id), category.id, true);
    expect(await db.auditEvent.count({ where: { entityType: "WorkAreaCategory", action: "workAreaCategory.archive" } })).toBe(1);
  });

  it("an archived work area leaves the professional form, except for members who chose it", async () => {
    const admin = await createAdmin();
    const kept = await workArea("Budget coaching", "Nonprofit");
    const archived = await workArea("Debt management", "Nonprofit");
    const holder = await createMember();
    const other = await createMember();
    const input = {
      organization: "Org",
      jobTitle: "Counselor",
      yearsOfService: "3-5" as const,
      primaryWorkAreaCategoryId: kept.categoryId,
      primaryWorkAreas: [archived.id],
      workAreaCategories: [],
      workAreas: [],
      militaryInstallationId: null,
      workAreaOther: false,
      areasOfWorkOther: null,
      areasOfExpertise: null,
      provideCounselingServices: false,
      agreeDemographicSearch: false,
      offerVirtualCounseling: false,
      offerLocalCounseling: false,
      offerGroupWorkshops: false,
    };
    expect(await updateEmployment(memberActor(holder.id), input)).toBeNull();
    await setArchived(kindDefinition("work-areas"), adminActor(admin.id), archived.id, true);

    const areasFor = async (userId: number) =>
      (await getEmploymentForm(userId))!.options.categories.flatMap((c) => c.workAreas.map((a) => a.name));
    expect(await areasFor(other.id)).toEqual(["Budget coaching"]);
    expect(await areasFor(holder.id)).toEqual(expect.arrayContaining(["Budget coaching", "Debt management"]));
    // The holder can save again with it; another member cannot newly choose it.
    expect(await updateEmployment(memberActor(holder.id), input)).toBeNull();
    expect(await updateEmployment(memberActor(other.id), input)).toMatchObject({ kind: "invalid" });
  });
});

describe("relations", () => {
  it("refuse a row that does not exist or is archived, unless it was already chosen", async () => {
    const admin = await createAdmin();
    const area = await workArea("Housing", "Nonprofit");
    const archivedCategory = await db.workAreaCategory.create({ data: { name: "Old", archivedAt: new Date() } });
    const def = kindDefinition("work-areas");
    const actor = adminActor(admin.id);
    const refused = { kind: "invalid", errors: { categoryId: [FIELD_MESSAGES.choice] } };
    expect(await saveRecord(def, actor, area.id, { name: "Housing", categoryId: 99_999, sortOrder: 0 })).toEqual(refused);
    expect(await saveRecord(def, actor, area.id, { name: "Housing", categoryId: archivedCategory.id, sortOrder: 0 })).toEqual(refused);
    await db.workArea.update({ where: { id: area.id }, data: { categoryId: archivedCategory.id } });
    expect(await saveRecord(def, actor, area.id, { name: "Housing 2", categoryId: archivedCategory.id, sortOrder: 0 })).toEqual({
      kind: "saved",
      id: area.id,
    });
  });

  it("take a row past the first rows the select shows, and show it once chosen", async () => {
    const admin = await createAdmin();
    for (let i = 0; i < CHOICES_SHOWN; i++) await workAreaCategory(`Area ${String(i).padStart(4, "0")}`);
    const last = await workAreaCategory("Zoning and tenancy");
    expect((await kindChoices("work-area-categories", null)).map((c) => c.label)).not.toContain("Zoning and tenancy");
    const def = kindDefinition("work-areas");
    const saved = await saveRecord(def, adminActor(admin.id), null, { name: "Leases", categoryId: last.id, sortOrder: 0 });
    expect(saved).toMatchObject({ kind: "saved" });
    expect((await kindChoices("work-area-categories", last.id)).map((c) => c.label)).toContain("Zoning and tenancy");
  });
});

describe("deleting", () => {
  it("refuses a row in use and deletes one nothing uses", async () => {
    const admin = await createAdmin();
    const used = await workArea("Used area");
    const unused = await workArea("Unused area");
    const member = await createMember();
    await db.userWorkArea.create({ data: { userId: member.id, workAreaId: used.id } });
    const def = kindDefinition("work-areas");
    expect(await deleteRecord(def, adminActor(admin.id), used.id)).toEqual({ ok: false, message: SYSTEM_DATA_MESSAGES.inUse });
    expect(await db.workArea.count({ where: { id: used.id } })).toBe(1);
    expect((await loadRecordForm(def, used.id))!.usage).toEqual([
      { label: "members (primary work area)", count: 0 },
      { label: "members (other work areas)", count: 1 },
    ]);
    expect(await deleteRecord(def, adminActor(admin.id), unused.id)).toEqual({ ok: true, message: SYSTEM_DATA_MESSAGES.deleted });
    expect(await db.workArea.count({ where: { id: unused.id } })).toBe(0);
    expect(await db.auditEvent.count({ where: { entityType: "WorkArea", entityId: unused.id, action: "workArea.delete" } })).toBe(1);
  });
});

describe("saving", () => {
  it("records the values before and after, and lists them in the row's history", async () => {
    const admin = await createAdmin({ firstName: "Ada", lastName: "Admin" });
    const product = await catalogueProduct({ name: "Symposium seat", priceCents: 10_000 });
    const def = kindDefinition("products");
    const outcome = await saveRecord(def, adminActor(admin.id), product.id, {
      name: "Symposium seat",
      description: null,
      priceCents: 12_500,
      memberPriceCents: null,
      retakePriceCents: null,
      freeForMembers: false,
      withExams: false,
    });
    expect(outcome).toEqual({ kind: "saved", id: product.id });
    const history = await recordHistory(def, product.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      by: "Ada Admin",
      action: "Changed",
      changes: [{ field: "Price", before: "$100.00", after: "$125.00" }],
    });
  });

  it("a price change leaves items already in a cart at their price", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const product = await catalogueProduct({ priceCents: 10_000 });
    const item = await cartLine(member.id, productLine(product));
    await saveRecord(kindDefinition("products"), adminActor(admin.id), product.id, {
      name: product.name,
      description: null,
      priceCents: 20_000,
      memberPriceCents: null,
      retakePriceCents: null,
      freeForMembers: false,
      withExams: false,
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).priceCents).toBe(20_000);
    expect(await db.lineItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({ priceCents: 10_000, finalPriceCents: 10_000 });
  });

  it("a create posted twice with its form's key makes one row", async () => {
    const admin = await createAdmin();
    const def = kindDefinition("work-area-categories");
    const key = formOnce();
    const [first, second] = await Promise.all([
      saveRecord(def, adminActor(admin.id), null, { name: "Twice", sortOrder: 0 }, key),
      saveRecord(def, adminActor(admin.id), null, { name: "Twice", sortOrder: 0 }, key),
    ]);
    expect(first).toEqual(second);
    expect(await db.workAreaCategory.count({ where: { name: "Twice" } })).toBe(1);
    expect(await db.auditEvent.count({ where: { action: "workAreaCategory.create" } })).toBe(1);
    // Another page's key is another form: a second row (here refused as a duplicate name).
    expect(await saveRecord(def, adminActor(admin.id), null, { name: "Twice", sortOrder: 0 }, formOnce())).toMatchObject({
      kind: "invalid",
    });
  });

  it("names the field when a unique value is taken", async () => {
    const admin = await createAdmin();
    await workArea("Taken", "Nonprofit");
    const def = kindDefinition("work-area-categories");
    expect(await saveRecord(def, adminActor(admin.id), null, { name: "Nonprofit", sortOrder: 0 })).toEqual({
      kind: "invalid",
      errors: { name: ["Another work area category already has this value."] },
    });
  });
});

describe("a row that sells a product", () => {
  it("makes its product with it, prices it from the form, and audits the price under the row", async () => {
    const admin = await createAdmin();
    const def = kindDefinition("events");
    const submission = parseWithZod(
      postedForm({ name: "Winter webinar", type: "webinar", date: "2027-01-20", priceCents: "30", memberPriceCents: "15" }),
      { schema: recordSchema(def, false) },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const saved = await saveRecord(def, adminActor(admin.id), null, submission.value);
    if (!saved || saved.kind !== "saved") throw new Error("not saved");
    const event = await db.event.findUniqueOrThrow({ where: { id: saved.id }, include: { product: true } });
    expect(event.product).toMatchObject({ kind: "event", name: "Winter webinar", priceCents: 3_000, memberPriceCents: 1_500 });

    await saveRecord(def, adminActor(admin.id), saved.id, { ...submission.value, name: "Winter webinar (repeat)", priceCents: 4_000 });
    expect(await db.product.findUniqueOrThrow({ where: { id: event.productId! } })).toMatchObject({
      name: "Winter webinar (repeat)",
      priceCents: 4_000,
    });
    const [change] = await recordHistory(def, saved.id);
    expect(change!.changes).toEqual([
      { field: "Name", before: "Winter webinar", after: "Winter webinar (repeat)" },
      { field: "Price", before: "$30.00", after: "$40.00" },
    ]);
    expect((await loadRecordForm(def, saved.id))!.values).toMatchObject({ priceCents: "40.00", memberPriceCents: "15.00" });
  });
});

describe("rows fields", () => {
  it("keep survey questions as rows: blank rows dropped, options one per line, a half-filled row refused", async () => {
    const def = kindDefinition("practice-exams");
    const base = { name: "Bundle", priceCents: "99" };
    const refused = parseWithZod(
      postedForm({ ...base, "surveyQuestions[0].id": "q1", "surveyQuestions[0].question": "", "surveyQuestions[0].options": "A" }),
      {
        schema: recordSchema(def, false),
      },
    );
    expect(refused.status === "error" ? refused.error?.["surveyQuestions[0].question"] : "accepted").toEqual(["Required"]);

    const ok = parseWithZod(
      postedForm({
        ...base,
        "surveyQuestions[0].id": "confidence",
        "surveyQuestions[0].question": "How confident are you?",
        "surveyQuestions[0].options": "Not at all\r\n Somewhat \n\nVery",
        "surveyQuestions[1].id": "",
        "surveyQuestions[1].question": "",
        "surveyQuestions[1].options": "",
      }),
      { schema: recordSchema(def, false) },
    );
    expect(ok.status).toBe("success");
    if (ok.status !== "success") return;
    expect(ok.value.surveyQuestions).toEqual([
      { id: "confidence", question: "How confident are you?", options: ["Not at all", "Somewhat", "Very"] },
    ]);
    const admin = await createAdmin();
    const saved = await saveRecord(def, adminActor(admin.id), null, ok.value);
    if (!saved || saved.kind !== "saved") throw new Error("not saved");
    const loaded = await loadRecordForm(def, saved.id);
    // The saved row, then two blank ones to add more.
    expect(loaded!.values.surveyQuestions).toEqual([
      { id: "confidence", question: "How confident are you?", options: "Not at all\nSomewhat\nVery" },
      {},
      {},
    ]);
  });
});

describe("every defined kind", () => {
  it("lists, filters and opens its forms", async () => {
    await catalogueProduct({ name: "Alpha fee" });
    await catalogueProduct({ name: "Beta fee" });
    for (const def of definedKinds()) {
      const list = kindList(def);
      const params = parseListParams(new URLSearchParams(), {
        sortKeys: list.sortKeys,
        defaultSort: list.defaultSort,
        defaultPageSize: 25,
      });
      const page = await list.source.page({ ...params, filters: { archive: "current" } });
      expect(
        page.rows.every((r) => r.cells.length === def.columns.length),
        def.slug,
      ).toBe(true);
      expect((await loadRecordForm(def, null))?.fields.length, def.slug).toBe(def.fields.length);
    }
    const products = kindList(kindDefinition("products"));
    const params = parseListParams(new URLSearchParams("q=beta"), {
      sortKeys: products.sortKeys,
      defaultSort: "name",
      defaultPageSize: 25,
    });
    const page = await products.source.page({ ...params, filters: { archive: "current" } });
    expect(page.rows.map((r) => r.cells[0])).toEqual(["Beta fee"]);
  });
});
