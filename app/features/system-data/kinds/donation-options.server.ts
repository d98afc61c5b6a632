/**
 * Donation options: the funds of /donate, the cart's and checkout's donation card. Each sells a
 * donation product (made with the option; the donation's amount is its line's price). The preset
 * amounts are dollars on the form, a JSON list of cents in the column; "Other" is always offered.
 * Archiving clears `active`: the option leaves the donation cards and a donation to it is refused
 * (commerce/cart.server.ts `checkDonation`).
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { MAX_DONATION_CENTS } from "~/features/commerce/donation-options.ts";
import { formatCents } from "~/lib/money.ts";
import { col, defineKind, integer, moneyList, relation, text, usedBy, relatedNameCol } from "../define.server.ts";

export const donationOptions = defineKind({
  slug: "donation-options",
  model: "donationOption",
  entityType: "DonationOption",
  noun: "donation option",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    relatedNameCol("category", "Category"),
    col("amountsCents", "Amounts", {
      sort: false,
      wrap: true,
      value: (r) => (Array.isArray(r.amountsCents) ? r.amountsCents.map((c) => formatCents(Number(c))).join(", ") : ""),
    }),
    col("sortOrder", "Order", { numeric: true }),
  ],
  include: { category: { select: { name: true } } },
  search: ["name"],
  defaultSort: "sortOrder",
  fields: [
    text("name", "Name", { required: true }),
    relation("categoryId", "Category", "event-categories", { help: "The Symposium scholarship category offers its own amounts." }),
    moneyList("amountsCents", "Preset amount", {
      required: true,
      max: MAX_DONATION_CENTS,
      help: "One amount in dollars a row; members may always give another amount.",
    }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  sells: { productKind: PRODUCT_KIND.donation, name: (r) => `Donation: ${String(r.name)}` },
  retire: { column: "active", by: "flag" },
  usage: [usedBy("donations", "donation", "optionId")],
});
