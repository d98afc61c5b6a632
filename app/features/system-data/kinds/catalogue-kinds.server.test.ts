/**
 * The catalogue kinds of System Data (course materials, discounts, license discounts, donation
 * options, membership types, membership resources, event categories) on a real database: their
 * checks, what members are offered once a row is archived, and where rows are used.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  cartLine,
  catalogueProduct,
  createAdmin,
  createMember,
  discountCode,
  membershipInCart,
  membershipType,
  productLine,
} from "../../../../tests/factories/index.ts";
import { MEMBERSHIP_KEY } from "~/domain/constants.ts";
import { getMembershipPage } from "~/features/membership/purchase.server.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { addDonationToCart, applyDiscount, CART_MESSAGES, checkDonation, listDonationOptions } from "~/features/commerce/cart.server.ts";
import { DISCOUNT_MESSAGES } from "~/features/commerce/pricing.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { FIELD_MESSAGES } from "../define.server.ts";
import { deleteRecord, kindList, loadRecordForm, saveRecord, setArchived } from "../records.server.ts";
import { SYSTEM_DATA_MESSAGES } from "../fields.ts";
import { DISCOUNT_FIELD_MESSAGES } from "./discounts.server.ts";
import { parseListParams } from "~/lib/list-params.ts";
import { kindDefinition } from "../registry.server.ts";
import type { SystemDataKindSlug } from "../kinds.ts";
import { kindErrors, kindValue } from "../../../../tests/setup/system-data.ts";

beforeEach(() => resetDatabase());

async function admin() {
  return adminActor((await createAdmin()).id);
}

describe("course materials", () => {
  it("refuse a price that is not dollars and a missing name", () => {
    const errors = kindErrors("course-materials", { priceCents: "lots", sortOrder: "1.5" });
    expect(errors.name).toEqual(["Required"]);
    expect(errors.priceCents).toEqual([FIELD_MESSAGES.money]);
    expect(errors.sortOrder).toEqual([FIELD_MESSAGES.wholeNumber]);
  });

  it("are sold as a course-material product priced in cents, renamed with the material", async () => {
    const actor = await admin();
    const def = kindDefinition("course-materials");
    const value = kindValue("course-materials", { name: "Workbook", priceCents: "49.50", sortOrder: "3", requiresShipping: "on" });
    const saved = await saveRecord(def, actor, null, value);
    expect(saved).toMatchObject({ kind: "saved" });
    if (saved?.kind !== "saved") return;
    const row = await db.courseMaterial.findUniqueOrThrow({ where: { id: saved.id }, include: { product: true } });
    expect(row).toMatchObject({ name: "Workbook", requiresShipping: true, active: true, sortOrder: 3 });
    expect(row.product).toMatchObject({ kind: "course_material", name: "Workbook", priceCents: 4950 });
    await saveRecord(def, actor, saved.id, { ...value, name: "Workbook (2nd ed.)" });
    expect((await db.product.findUniqueOrThrow({ where: { id: row.productId! } })).name).toBe("Workbook (2nd ed.)");
    expect((await loadRecordForm(def, saved.id))!.values).toMatchObject({ priceCents: "49.50" });
  });
});

describe("discounts", () => {
  it("refuse a code with spaces, a percentage over 100 and an amount that is not dollars", () => {
    expect(kindErrors("discounts", { code: "10 OFF", amount: "5" })).toMatchObject({ code: [DISCOUNT_FIELD_MESSAGES.code] });
    expect(kindErrors("discounts", { code: "TEN", percentage: "on", amount: "150" })).toMatchObject({
      amount: [DISCOUNT_FIELD_MESSAGES.percent],
    });
    expect(kindErrors("discounts", { code: "TEN", amount: "ten dollars" })).toMatchObject({ amount: [FIELD_MESSAGES.money] });
  });

  it("store the code in capitals and a dollar amount in cents, a percentage as typed", () => {
    expect(kindValue("discounts", { code: "spring-25", amount: "$25.50" })).toMatchObject({
      code: "SPRING-25",
      percentage: false,
      amount: 2550,
    });
    expect(kindValue("discounts", { code: "TEN", percentage: "on", amount: "10" })).toMatchObject({ percentage: true, amount: 10 });
  });

  it("a promo code archived here is refused at checkout's code entry", async () => {
    const actor = await admin();
    const member = await createMember();
    await cartLine(member.id, productLine(await catalogueProduct()));
    const promo = await discountCode({ code: "SPRING10" });
    await setArchived(kindDefinition("discounts"), actor, promo.id, true);
    expect(await applyDiscount(memberActor(member.id), "spring10")).toEqual({
      kind: "invalid",
      errors: { code: [DISCOUNT_MESSAGES.invalid] },
    });
    await setArchived(kindDefinition("discounts"), actor, promo.id, false);
    expect(await applyDiscount(memberActor(member.id), "spring10")).toMatchObject({ ok: true });
  });

  it("promo and license codes are two kinds of one table: each lists, edits and makes its own", async () => {
    const actor = await admin();
    const promo = await discountCode({ code: "PROMO1" });
    const license = await discountCode({
      code: "TRAINER-ANN",
      kind: "trainer_license",
      percentage: true,
      amount: 100,
      usage: 3,
      usageLimit: 10,
    });
    const listed = async (slug: SystemDataKindSlug) => {
      const list = kindList(kindDefinition(slug));
      const params = parseListParams(new URLSearchParams(), {
        sortKeys: list.sortKeys,
        defaultSort: list.defaultSort,
        defaultPageSize: 25,
      });
      const page = await list.source.page({ ...params, filters: { archive: "current" } });
      return page.rows.map((r) => r.cells[0]);
    };
    expect(await listed("discounts")).toEqual(["PROMO1"]);
    expect(await listed("license-discounts")).toEqual(["TRAINER-ANN"]);
    expect(await loadRecordForm(kindDefinition("discounts"), license.id)).toBeNull();
    expect(await saveRecord(kindDefinition("license-discounts"), actor, promo.id, { code: "X", usageLimit: null })).toBeNull();

    const made = await saveRecord(kindDefinition("license-discounts"), actor, null, kindValue("license-discounts", { code: "trainer-bo" }));
    if (made?.kind !== "saved") throw new Error("not saved");
    expect(await db.discount.findUniqueOrThrow({ where: { id: made.id } })).toMatchObject({
      code: "TRAINER-BO",
      kind: "trainer_license",
      percentage: true,
      amount: 100,
      usage: 0,
    });
    // Usage is read-only: shown as a use, and a used code cannot be deleted.
    expect((await loadRecordForm(kindDefinition("license-discounts"), license.id))!.usage[0]).toEqual({
      label: "checkouts counted (usage)",
      count: 3,
    });
    expect(await deleteRecord(kindDefinition("license-discounts"), actor, license.id)).toEqual({
      ok: false,
      message: SYSTEM_DATA_MESSAGES.inUse,
    });
    expect(await saveRecord(kindDefinition("discounts"), actor, null, kindValue("discounts", { code: "promo1", amount: "5" }))).toEqual({
      kind: "invalid",
      errors: { code: ["Another discount already has this value."] },
    });
  });
});

describe("donation options", () => {
  it("take the preset amounts as rows of dollars and store cents; a bad amount is refused on its row", () => {
    expect(
      kindValue("donation-options", { name: "Fund", sortOrder: "0", "amountsCents[0].amount": "$25", "amountsCents[2].amount": "1,000" }),
    ).toMatchObject({
      amountsCents: [2500, 100_000],
    });
    expect(kindErrors("donation-options", { name: "Fund", sortOrder: "0" })).toMatchObject({ amountsCents: ["Required"] });
    expect(kindErrors("donation-options", { name: "Fund", sortOrder: "0", "amountsCents[0].amount": "lots" })).toMatchObject({
      "amountsCents[0].amount": [FIELD_MESSAGES.money],
    });
  });

  it("a new option sells a donation product and works on the donation card; archived, it leaves it and a donation is refused", async () => {
    const actor = await admin();
    const member = await createMember();
    const def = kindDefinition("donation-options");
    const made = await saveRecord(
      def,
      actor,
      null,
      kindValue("donation-options", { name: "Library fund", sortOrder: "1", "amountsCents[0].amount": "15" }),
    );
    if (made?.kind !== "saved") throw new Error("not saved");
    const option = await db.donationOption.findUniqueOrThrow({ where: { id: made.id }, include: { product: true } });
    expect(option.product).toMatchObject({ kind: "donation", name: "Donation: Library fund" });
    expect(await listDonationOptions()).toEqual([{ id: made.id, name: "Library fund", amountsCents: [1500] }]);
    expect((await loadRecordForm(def, made.id))!.values.amountsCents).toEqual([{ amount: "15.00" }, {}, {}]);

    const donation = { optionId: made.id, amountCents: 1500, anonymous: false };
    expect(await addDonationToCart(memberActor(member.id), donation)).toMatchObject({ ok: true });

    await setArchived(def, actor, made.id, true);
    expect(await listDonationOptions()).toEqual([]);
    expect(await checkDonation(donation)).toEqual({ kind: "invalid", errors: { donationOptionId: [CART_MESSAGES.donationOption] } });
  });
});

describe("event categories", () => {
  it("are the product categories: donation options choose among them, and a used one cannot be deleted", async () => {
    const actor = await admin();
    const made = await saveRecord(
      kindDefinition("event-categories"),
      actor,
      null,
      kindValue("event-categories", { name: "Webinars", key: "webinars", sortOrder: "2" }),
    );
    if (made?.kind !== "saved") throw new Error("not saved");
    expect(await db.productCategory.findUniqueOrThrow({ where: { id: made.id } })).toMatchObject({ name: "Webinars", key: "webinars" });
    const form = await loadRecordForm(kindDefinition("donation-options"), null);
    expect(form!.fields.find((f) => f.name === "categoryId")!.options).toEqual([{ value: String(made.id), label: "Webinars" }]);
    await catalogueProduct({ categoryId: made.id });
    expect(await deleteRecord(kindDefinition("event-categories"), actor, made.id)).toEqual({
      ok: false,
      message: SYSTEM_DATA_MESSAGES.inUse,
    });
  });
});

describe("membership types", () => {
  it("a price change shows on the membership page and leaves a membership already in a cart at its price", async () => {
    const actor = await admin();
    const member = await createMember();
    const type = await membershipType(MEMBERSHIP_KEY.professional, 15_000);
    const inCart = await membershipInCart(member.id);
    const def = kindDefinition("membership-types");
    const values = (await loadRecordForm(def, type.id))!.values as Record<string, string>;
    expect(values).toMatchObject({ key: "professional", priceCents: "150.00" });
    // The key is set when the type is made: an edit does not take it.
    const edited = kindValue("membership-types", { ...values, key: "student", name: "Professional Plus", priceCents: "175" }, true);
    expect(edited).not.toHaveProperty("key");
    expect(await saveRecord(def, actor, type.id, edited)).toEqual({ kind: "saved", id: type.id });

    const page = await getMembershipPage(member.id);
    expect(page.options.find((o) => o.key === "professional")).toMatchObject({ name: "Professional Plus", price: "$175.00" });
    expect(await db.membershipType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ key: "professional" });
    expect(await db.lineItem.findUniqueOrThrow({ where: { id: inCart.id } })).toMatchObject({ priceCents: 15_000 });
  });
});

describe("membership resources", () => {
  it("choose their category among the existing ones and show to valid members", async () => {
    const actor = await admin();
    const member = await createMember();
    await activeMembership(member.id);
    const category = await db.membershipResourceCategory.create({ data: { name: "Practice tools" } });
    const def = kindDefinition("membership-resources");
    const input = { title: "Budget worksheet", url: "https://example.org/budget", sortOrder: "0" };
    expect(await saveRecord(def, actor, null, kindValue("membership-resources", { ...input, categoryId: "99999" }))).toEqual({
      kind: "invalid",
      errors: { categoryId: [FIELD_MESSAGES.choice] },
    });
    expect(kindErrors("membership-resources", { ...input, url: "example.org" })).toMatchObject({
      url: [FIELD_MESSAGES.url],
      categoryId: ["Required"],
    });
    const made = await saveRecord(def, actor, null, kindValue("membership-resources", { ...input, categoryId: String(category.id) }));
    expect(made).toMatchObject({ kind: "saved" });
    const page = await getMembershipPage(member.id);
    expect(page.resourceCategories).toEqual([
      {
        id: category.id,
        name: "Practice tools",
        resources: [expect.objectContaining({ title: "Budget worksheet", url: "https://example.org/budget" })],
      },
    ]);
  });
});
