/**
 * Products and fees: everything the cart sells. A price change applies to new cart items only; a
 * line item keeps the name and prices it was added with (LineItem's snapshot columns).
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { formatCents } from "~/lib/money.ts";
import { checkbox, choice, col, defineKind, money, relation, text, textarea, usedBy } from "../define.server.ts";

const KIND_LABEL: Record<string, string> = Object.fromEntries(
  Object.values(PRODUCT_KIND).map((k) => [k, k.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase())]),
);

const cents = (v: unknown) => (typeof v === "number" ? formatCents(v) : "");

export const products = defineKind({
  slug: "products",
  model: "product",
  entityType: "Product",
  noun: "product",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    col("kind", "Kind", { value: (r) => KIND_LABEL[String(r.kind)] ?? String(r.kind) }),
    col("priceCents", "Price", { numeric: true, value: (r) => cents(r.priceCents) }),
    col("memberPriceCents", "Member Price", { numeric: true, value: (r) => cents(r.memberPriceCents) }),
  ],
  search: ["name", "kind"],
  defaultSort: "name",
  fields: [
    choice("kind", "Kind", KIND_LABEL, { required: true, createOnly: true, help: "Decides what buying it does; it cannot change later." }),
    text("name", "Name", { required: true }),
    relation("certificationId", "Certification", "certifications", {
      help: "Exam, annual fee (renewal), late fee and extension products belong to a certification: its members pay them.",
    }),
    textarea("description", "Description", { max: 2000 }),
    money("priceCents", "Price", { required: true, help: "New cart items only: items already in a cart or paid keep their price." }),
    money("memberPriceCents", "Member price", { help: "Blank: members pay the price." }),
    money("retakePriceCents", "Retake price (exams)"),
    checkbox("freeForMembers", "Free for members"),
    checkbox("withExams", "Shipping fee that applies when exam materials ship"),
  ],
  retire: { column: "deletedAt", by: "timestamp" },
  usage: [usedBy("cart and order items", "lineItem", "productId")],
});
