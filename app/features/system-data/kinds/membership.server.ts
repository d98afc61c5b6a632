/**
 * Membership types and membership resources.
 *
 * Membership types: the options of the membership purchase page and the registration wizard's
 * Membership step. The key is one of the portal's (professional, student, emeritus) and decides
 * what buying it does, so it is set when the type is made; the name, description and prices are
 * edited here. The prices are the type's product's: a change applies to new orders only.
 *
 * Membership resources: the links valid members see on the membership page, grouped by their
 * category (MembershipResourceCategory). The menu has no entry for the categories, so a resource's
 * category is chosen among the existing ones.
 */
import { z } from "zod";
import { MEMBERSHIP_KEY, PRODUCT_KIND } from "~/domain/constants.ts";
import { REQUIRED } from "~/kit/forms/fields.server.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import {
  checkbox,
  choice,
  col,
  defineKind,
  FIELD_MESSAGES,
  integer,
  productPrices,
  text,
  textarea,
  url,
  usedBy,
  type FieldDef,
  relatedNameCol,
} from "../define.server.ts";

const KEY_LABEL: Record<string, string> = {
  [MEMBERSHIP_KEY.professional]: "Professional",
  [MEMBERSHIP_KEY.student]: "Student",
  [MEMBERSHIP_KEY.emeritus]: "Emeritus",
};

export const membershipTypes = defineKind({
  slug: "membership-types",
  model: "membershipType",
  entityType: "MembershipType",
  noun: "membership type",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name"),
    col("key", "Key", { value: (r) => KEY_LABEL[String(r.key)] ?? String(r.key) }),
    col("price", "Price", {
      sort: false,
      numeric: true,
      value: (r) => {
        const product = r.product as { priceCents?: number } | null;
        return typeof product?.priceCents === "number" ? formatCents(product.priceCents) : "";
      },
    }),
  ],
  search: ["name", "key"],
  defaultSort: "name",
  fields: [
    choice("key", "Key", KEY_LABEL, { required: true, createOnly: true, help: "Decides what buying it does; it cannot change later." }),
    text("name", "Name", { required: true }),
    textarea("description", "Description", { max: 2000, help: "Shown with the option on the membership page." }),
    ...productPrices(),
    checkbox("requiresReview", "Needs review before it starts"),
  ],
  sells: { productKind: PRODUCT_KIND.membership },
  usage: [
    usedBy("memberships", "userMembership", "membershipTypeId"),
    usedBy("membership requests", "membershipRequest", "membershipTypeId"),
    usedBy("registrations", "registration", "membershipTypeId"),
  ],
});

/** The resource's category, chosen among the existing ones (they have no System Data page of their own). */
function resourceCategory(): FieldDef {
  return {
    view: { name: "categoryId", label: "Category", kind: "select", required: true },
    column: "categoryId",
    createOnly: false,
    schema: z.number({ required_error: REQUIRED, invalid_type_error: FIELD_MESSAGES.choice }).int().positive(FIELD_MESSAGES.choice),
    toInput: (v) => (v === null || v === undefined ? "" : String(v)),
    options: async () =>
      (
        await db.membershipResourceCategory.findMany({
          orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
          select: { id: true, name: true },
          take: 1000,
        })
      ).map((c) => ({ value: String(c.id), label: c.name })),
  };
}

export const membershipResources = defineKind({
  slug: "membership-resources",
  model: "membershipResource",
  entityType: "MembershipResource",
  noun: "membership resource",
  title: (r) => String(r.title),
  choiceLabel: "title",
  columns: [col("title", "Title", { wrap: true }), relatedNameCol("category", "Category"), col("sortOrder", "Order", { numeric: true })],
  include: { category: { select: { name: true } } },
  search: ["title", "url"],
  defaultSort: "title",
  fields: [
    text("title", "Title", { required: true }),
    resourceCategory(),
    url("url", "Link", { required: true }),
    textarea("description", "Description", { max: 1000 }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  usage: [],
});
