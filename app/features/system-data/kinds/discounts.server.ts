/**
 * Discount codes: promo codes (Discounts) and trainer license codes (License Discounts) are both
 * Discount rows, told apart by `kind` (each kind's `scope`). Codes are stored upper-case, as the cart
 * looks them up. Archiving sets `active` false: the cart and checkout refuse an inactive code
 * (commerce/pricing.ts `discountProblem`). `usage` is counted by checkouts and read-only here.
 */
import { z } from "zod";
import { DISCOUNT_KIND } from "~/domain/constants.ts";
import { REQUIRED, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { centsToDollarInput, dollarsToCents, formatCents } from "~/lib/money.ts";
import { checkbox, col, date, defineKind, integer, text, usedBy, type FieldDef, type Usage } from "../define.server.ts";

export const DISCOUNT_FIELD_MESSAGES = {
  code: "Use letters, digits, - and _ only",
  percent: "Enter a whole percentage from 1 to 100",
} as const;

/** The code members type: letters, digits, - and _, stored upper-case. */
function code(): FieldDef {
  const base = text("code", "Code", { required: true, max: 40, help: "Members type it at checkout; stored in capitals." });
  return {
    ...base,
    schema: z
      .string({ required_error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(40, TOO_MANY)
      .regex(/^[A-Za-z0-9_-]+$/, DISCOUNT_FIELD_MESSAGES.code)
      .transform((v) => v.toUpperCase()),
  };
}

/** The amount as typed: a percentage or dollars, as the percentage box says (`finish` stores it). */
function amount(): FieldDef {
  const base = text("amount", "Amount", { required: true, max: 20, help: "A percentage (1 to 100) when ticked above, else dollars." });
  return {
    ...base,
    toInput: (v, row) => (typeof v !== "number" ? "" : row && !row.percentage ? centsToDollarInput(v) : String(v)),
  };
}

const percentOf = (v: unknown) => (typeof v === "string" && /^\d{1,3}$/.test(v.trim()) ? Number(v) : null);

const amountShown = (r: Record<string, unknown>) =>
  typeof r.amount !== "number" ? "" : r.percentage ? `${r.amount}%` : formatCents(r.amount);

const usageShown = (r: Record<string, unknown>) => `${String(r.usage ?? 0)}${r.usageLimit === null ? "" : ` of ${String(r.usageLimit)}`}`;

/** The checkouts that counted a use of the code (read-only: checkouts keep it). */
const counted: Usage = {
  label: "checkouts counted (usage)",
  count: async (id) => (await db.discount.findUnique({ where: { id }, select: { usage: true } }))?.usage ?? 0,
};

const discountUsage: Usage[] = [
  counted,
  usedBy("cart and order items", "lineItem", "discountId"),
  usedBy("payments", "transaction", "discountId"),
];

export const discounts = defineKind({
  slug: "discounts",
  model: "discount",
  entityType: "Discount",
  scope: { kind: DISCOUNT_KIND.promo },
  noun: "discount",
  title: (r) => String(r.code),
  choiceLabel: "code",
  columns: [
    col("code", "Code"),
    col("amount", "Amount", { numeric: true, value: amountShown }),
    col("startsAt", "Starts", { value: (r) => formatDate(r.startsAt as Date | null) }),
    col("endsAt", "Ends", { value: (r) => formatDate(r.endsAt as Date | null) }),
    col("usage", "Usage", { numeric: true, value: usageShown }),
  ],
  search: ["code"],
  defaultSort: "code",
  fields: [
    code(),
    checkbox("percentage", "Percentage off (else an amount in dollars)"),
    amount(),
    date("startsAt", "Valid from", { help: "Blank: from now." }),
    date("endsAt", "Valid until", { help: "Blank: no end." }),
    integer("usageLimit", "Usage limit", { min: 1, max: 1_000_000, help: "Blank: unlimited." }),
  ],
  refine: (v) => {
    const problems: Record<string, string> = {};
    if (v.percentage) {
      const p = percentOf(v.amount);
      if (p === null || p < 1 || p > 100) problems.amount = DISCOUNT_FIELD_MESSAGES.percent;
    } else {
      const cents = typeof v.amount === "string" ? dollarsToCents(v.amount) : null;
      if (cents === null || cents <= 0) problems.amount = "Enter an amount in dollars, such as 25 or 25.50";
    }
    if (v.startsAt instanceof Date && v.endsAt instanceof Date && v.endsAt < v.startsAt)
      problems.endsAt = "End date must be after the start date.";
    return Object.keys(problems).length ? problems : null;
  },
  finish: (v) => ({ ...v, amount: v.percentage ? percentOf(v.amount) : dollarsToCents(String(v.amount)) }),
  retire: { column: "active", by: "flag" },
  usage: discountUsage,
});

/** Trainer license codes (spec "License discount record: code, usageLimit, usage"): 100% off a trainer's trainings and course materials. */
export const licenseDiscounts = defineKind({
  slug: "license-discounts",
  model: "discount",
  entityType: "Discount",
  scope: { kind: DISCOUNT_KIND.trainerLicense },
  defaults: { percentage: true, amount: 100 },
  noun: "license discount",
  title: (r) => String(r.code),
  choiceLabel: "code",
  columns: [
    col("code", "Code"),
    col("owner", "Trainer", {
      sort: false,
      value: (r) => {
        const o = r.owner as { firstName?: string; lastName?: string } | null;
        return o ? `${o.firstName ?? ""} ${o.lastName ?? ""}`.trim() : "";
      },
    }),
    col("usage", "Usage", { numeric: true, value: usageShown }),
  ],
  include: { owner: { select: { firstName: true, lastName: true } } },
  search: ["code"],
  defaultSort: "code",
  fields: [code(), integer("usageLimit", "Usage limit", { min: 1, max: 1_000_000, help: "Blank: unlimited." })],
  retire: { column: "active", by: "flag" },
  usage: [...discountUsage, usedBy("trainer registrations", "registration", "trainerDiscountId")],
});
