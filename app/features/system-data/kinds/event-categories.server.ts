/**
 * Event Categories (the System Data menu's name): the product categories (ProductCategory). The spec
 * gives events their category through their product, and donation options hang off a category too
 * (the Symposium scholarship's); the cart groups products by it. A category's key is one code relies
 * on (e.g. `symposium_scholarship`), set when it is made.
 */
import { col, defineKind, integer, text, usedBy } from "../define.server.ts";

export const eventCategories = defineKind({
  slug: "event-categories",
  model: "productCategory",
  entityType: "ProductCategory",
  noun: "event category",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [col("name", "Name"), col("key", "Key"), col("sortOrder", "Order", { numeric: true })],
  search: ["name", "key"],
  defaultSort: "sortOrder",
  fields: [
    text("name", "Name", { required: true }),
    text("key", "Key", { max: 60, createOnly: true, help: "A short code the portal may rely on; it cannot change later. Blank: none." }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  usage: [usedBy("products and events", "product", "categoryId"), usedBy("donation options", "donationOption", "categoryId")],
});
