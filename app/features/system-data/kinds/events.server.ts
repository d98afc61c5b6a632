/**
 * Events: what the member's Events pages list. The price, member price and free-for-members are the
 * event's product's (the cart sells the product); an event added here is listed at once.
 */
import { EVENT_TYPE_LABEL, PRODUCT_KIND } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { formatCents } from "~/lib/money.ts";
import { checkbox, choice, col, date, decimal, defineKind, productPrices, text, textarea, url, usedBy } from "../define.server.ts";

export const events = defineKind({
  slug: "events",
  model: "event",
  entityType: "Event",
  noun: "event",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    col("date", "Date", { value: (r) => formatDate(r.date as Date) }),
    col("type", "Type", { value: (r) => EVENT_TYPE_LABEL[String(r.type) as keyof typeof EVENT_TYPE_LABEL] ?? String(r.type) }),
    col("price", "Price", {
      sort: false,
      numeric: true,
      value: (r) => {
        const product = r.product as { priceCents?: number } | null;
        return typeof product?.priceCents === "number" ? formatCents(product.priceCents) : "";
      },
    }),
  ],
  search: ["name"],
  defaultSort: "date",
  defaultDir: "desc",
  fields: [
    text("name", "Name", { required: true }),
    choice("type", "Type", EVENT_TYPE_LABEL, { required: true, help: "FPA and virtual events are for members only." }),
    date("date", "Date", { required: true }),
    date("expirationDate", "Registration closes", { help: "Add to cart is hidden after this day (New York time). Blank: never." }),
    textarea("description", "Description", { max: 5000 }),
    checkbox("approvedForEthics", "Approved for ethics"),
    decimal("ceus", "CEUs", { min: 0, max: 100 }),
    decimal("experienceHours", "Experience hours", { min: 0, max: 1000 }),
    url("imageUrl", "Image address"),
    ...productPrices(),
    url("registrationUrl", "Registration link (shown after registering)"),
    url("recordingUrl", "Recording link"),
    url("resource1Url", "Resource link 1"),
    url("resource2Url", "Resource link 2"),
  ],
  sells: { productKind: PRODUCT_KIND.event },
  usage: [usedBy("registrations", "eventRegistration", "eventId")],
});
