/**
 * Course materials: what the registration wizard's Course Materials step offers (the pathway's
 * active materials with a live product). The price is the material's product's (the cart sells the
 * product); a price change applies to new orders only. Which pathways offer a material is the
 * pathway's (PathwayCourseMaterial), not edited here.
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { formatCents } from "~/lib/money.ts";
import { checkbox, col, defineKind, integer, productPrices, text, textarea, usedBy } from "../define.server.ts";

export const courseMaterials = defineKind({
  slug: "course-materials",
  model: "courseMaterial",
  entityType: "CourseMaterial",
  noun: "course material",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    col("price", "Price", {
      sort: false,
      numeric: true,
      value: (r) => {
        const product = r.product as { priceCents?: number } | null;
        return typeof product?.priceCents === "number" ? formatCents(product.priceCents) : "";
      },
    }),
    col("requiresShipping", "Ships", { value: (r) => (r.requiresShipping ? "Yes" : "No") }),
    col("sortOrder", "Order", { numeric: true }),
  ],
  search: ["name", "hcCourseId", "brightspaceCourseId"],
  defaultSort: "sortOrder",
  fields: [
    text("name", "Name", { required: true }),
    textarea("description", "Description", { max: 2000 }),
    ...productPrices(),
    checkbox("requiresShipping", "Physical materials (the registration asks for a shipping address)"),
    text("hcCourseId", "Holmes course id", { max: 100 }),
    text("brightspaceCourseId", "Brightspace course id", { max: 100 }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  sells: { productKind: PRODUCT_KIND.courseMaterial },
  retire: { column: "active", by: "flag" },
  usage: [
    usedBy("registrations", "registrationCourseMaterial", "courseMaterialId"),
    usedBy("pathways", "pathwayCourseMaterial", "courseMaterialId"),
  ],
});
