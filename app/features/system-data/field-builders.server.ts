/**
 * The field builders of the system-data definitions (define.server.ts): each gives a field its zod
 * check (posted text in, the column's value out), how the stored value shows on the form, and its
 * browser-safe view (fields.ts) for the generic form.
 */
import { z } from "zod";
import { REQUIRED, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { endOfDayNY, parseDateInput, toDateInputValue } from "~/lib/dates.ts";
import { centsToDollarInput, dollarsToCents } from "~/lib/money.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import type { SystemDataKindSlug } from "./kinds.ts";
import type { Choice, FieldKind, FieldView } from "./fields.ts";

export const FIELD_MESSAGES = {
  wholeNumber: "Enter a whole number",
  number: "Enter a number",
  money: "Enter an amount in dollars, such as 25 or 25.50",
  date: "Enter a date as YYYY-MM-DD",
  email: "Enter an email address",
  url: "Enter a web address starting with https:// or http://",
  choice: "Choose one of the options",
  tooSmall: (min: number) => `Enter ${min} or more`,
  tooLarge: (max: number) => `Enter ${max} or less`,
} as const;

/** A form field of a kind: its view, its check, and how a stored value shows on the form. */
export type FieldDef = {
  view: Omit<FieldView, "options">;
  /** the column written (the field's name unless a builder says otherwise) */
  column: string;
  /** posted text (Conform drops blanks: `undefined`) to the column's value; null clears it */
  schema: z.ZodTypeAny;
  /** the stored value as the form's text (`row`: the whole row, when the text depends on another column) */
  toInput(value: unknown, row?: Record<string, unknown>): string;
  /** rows fields: the stored list as the form's rows of text */
  toRows?(value: unknown): Record<string, string>[];
  /** select fields: the choices, given the row's current value (an archived current value stays offered) */
  options?(current: unknown): Promise<Choice[]>;
  /** set when the row is made only */
  createOnly: boolean;
  /** a relation: the kind whose rows are the choices (records.server.ts offers them) */
  relationTo?: SystemDataKindSlug;
  /** a column of the row's product (`KindDefinition.sells`) */
  on?: "product";
};

type Common = {
  required?: boolean;
  help?: string;
  column?: string;
  /** set when the row is made, shown but not changed afterwards (a key code relies on) */
  createOnly?: boolean;
  /** a column of the product the row sells (its price), not of the row itself (see `sells`) */
  on?: "product";
};

function view(name: string, label: string, kind: FieldKind, opts: Common): FieldDef["view"] {
  return {
    name,
    label,
    kind,
    required: opts.required ?? false,
    ...(opts.help ? { help: opts.help } : {}),
    ...(opts.createOnly ? { createOnly: true } : {}),
  };
}

/** Optional fields: blank (undefined) is stored as null. */
function orNull<T extends z.ZodTypeAny>(schema: T, required: boolean | undefined) {
  return required ? schema : schema.optional().transform((v: unknown) => (v === undefined ? null : v));
}

/** A stored value as the form's text (blank for none). */
export const asText = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/**
 * A field from its kind and its check of a filled-in value (`base`, with the required message):
 * optional unless `required`, a blank optional field stored as null.
 */
function field(
  name: string,
  label: string,
  kind: FieldKind,
  opts: Common,
  base: z.ZodTypeAny,
  toInput: (v: unknown) => string = asText,
): FieldDef {
  return {
    view: view(name, label, kind, opts),
    column: opts.column ?? name,
    createOnly: opts.createOnly ?? false,
    ...(opts.on ? { on: opts.on } : {}),
    schema: orNull(base, opts.required),
    toInput,
  };
}

const filledText = (max: number) => z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_MANY);

export function text(name: string, label: string, opts: Common & { max?: number } = {}): FieldDef {
  return field(name, label, "text", opts, filledText(opts.max ?? 255));
}

export function textarea(name: string, label: string, opts: Common & { max?: number } = {}): FieldDef {
  return field(name, label, "textarea", opts, filledText(opts.max ?? 5000));
}

/** Rich text: sanitised on save with the portal's sanitiser (and again wherever it is shown). */
export function html(name: string, label: string, opts: Common & { max?: number } = {}): FieldDef {
  const base = z
    .string({ required_error: REQUIRED })
    .max(opts.max ?? 100_000, TOO_MANY)
    .transform((v) => safeHtml(v).trim())
    .refine((v) => v.length > 0, REQUIRED);
  return field(name, label, "html", opts, base);
}

export function email(name: string, label: string, opts: Common = {}): FieldDef {
  return field(name, label, "email", opts, z.string({ required_error: REQUIRED }).trim().max(255, TOO_MANY).email(FIELD_MESSAGES.email));
}

export function url(name: string, label: string, opts: Common = {}): FieldDef {
  const base = z
    .string({ required_error: REQUIRED })
    .trim()
    .max(2000, TOO_MANY)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), FIELD_MESSAGES.url);
  return field(name, label, "url", opts, base);
}

function numberSchema(whole: boolean, opts: { min?: number; max?: number }) {
  let n = z.number({ required_error: REQUIRED, invalid_type_error: whole ? FIELD_MESSAGES.wholeNumber : FIELD_MESSAGES.number });
  if (whole) n = n.int(FIELD_MESSAGES.wholeNumber);
  if (opts.min !== undefined) n = n.min(opts.min, FIELD_MESSAGES.tooSmall(opts.min));
  n = n.max(opts.max ?? 1_000_000_000, FIELD_MESSAGES.tooLarge(opts.max ?? 1_000_000_000));
  return n;
}

export function integer(name: string, label: string, opts: Common & { min?: number; max?: number } = {}): FieldDef {
  return field(name, label, "integer", opts, numberSchema(true, opts));
}

export function decimal(name: string, label: string, opts: Common & { min?: number; max?: number } = {}): FieldDef {
  return field(name, label, "decimal", opts, numberSchema(false, opts));
}

/** Money: dollars on the form ("25", "25.50", "$1,200"), whole cents in the column. */
export function money(name: string, label: string, opts: Common = {}): FieldDef {
  const base = z.string({ required_error: REQUIRED }).transform((v, ctx) => {
    const cents = dollarsToCents(v);
    if (cents === null || cents < 0) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.money });
      return z.NEVER;
    }
    return cents;
  });
  return field(name, label, "money", opts, base, (v) => (typeof v === "number" ? centsToDollarInput(v) : ""));
}

/** A calendar day: the start of that day in New York (its last instant with `endOfDay`: a period's last day). */
export function date(name: string, label: string, opts: Common & { endOfDay?: boolean } = {}): FieldDef {
  const base = z.string({ required_error: REQUIRED }).transform((v, ctx) => {
    const parsed = parseDateInput(v);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.date });
      return z.NEVER;
    }
    return opts.endOfDay ? endOfDayNY(parsed) : parsed;
  });
  return field(name, label, "date", opts, base, (v) => (v instanceof Date || typeof v === "string" ? toDateInputValue(v) : ""));
}

/** A checkbox: ticked is true; never blank, so the check is the whole schema. */
export function checkbox(name: string, label: string, opts: Omit<Common, "required"> = {}): FieldDef {
  const ticked = z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true");
  return {
    ...field(name, label, "checkbox", { ...opts, required: true }, ticked, (v) => (v ? "on" : "")),
    view: view(name, label, "checkbox", opts),
  };
}

/** One of fixed values (a constant's keys), shown by their labels. */
export function choice(name: string, label: string, labels: Readonly<Record<string, string>>, opts: Common = {}): FieldDef {
  const values = Object.keys(labels);
  const base = z.string({ required_error: REQUIRED }).refine((v) => values.includes(v), FIELD_MESSAGES.choice);
  return {
    ...field(name, label, "select", opts, base),
    options: async () => Object.entries(labels).map(([value, l]) => ({ value, label: l })),
  };
}

/**
 * A row of another kind, chosen by name: the foreign key column. The choices are that kind's rows
 * that are not archived, plus the one already chosen (so editing a row never drops its archived
 * link silently); the check refuses an id that does not exist or is archived (unless unchanged).
 */
export function relation(name: string, label: string, target: SystemDataKindSlug, opts: Common = {}): FieldDef {
  const base = z.number({ required_error: REQUIRED, invalid_type_error: FIELD_MESSAGES.choice }).int().positive(FIELD_MESSAGES.choice);
  return { ...field(name, label, "select", opts, base), relationTo: target };
}

/** The price fields of a row that sells a product (`sells`): kept on its Product, so the cart prices it. */
export function productPrices(opts: { retake?: boolean } = {}): FieldDef[] {
  return [
    money("priceCents", "Price", {
      required: true,
      on: "product",
      help: "New cart items only: items already in a cart or paid keep their price.",
    }),
    money("memberPriceCents", "Member price", { on: "product", help: "Blank: members pay the price." }),
    ...(opts.retake ? [money("retakePriceCents", "Retake price", { on: "product" })] : []),
    checkbox("freeForMembers", "Free for members", { on: "product" }),
  ];
}

type RowColumn = { name: string; label: string; kind: "text" | "lines"; required?: boolean; max?: number };

/**
 * A list of small records kept as one JSON column (a practice exam's survey questions): each row a
 * line of inputs, a "lines" column a list entered one per line. A row left blank is dropped, so
 * clearing a row removes it; the form always offers two blank rows to add more.
 */
export function rows(name: string, label: string, columns: RowColumn[], opts: Common = {}): FieldDef {
  const cell = (c: RowColumn) =>
    z
      .string()
      .max(c.kind === "lines" ? 5000 : (c.max ?? 500), TOO_MANY)
      .optional();
  const row = z.object(Object.fromEntries(columns.map((c) => [c.name, cell(c)])));
  const schema = z
    .array(row)
    .optional()
    .transform((list) => (list ?? []).filter((r) => columns.some((c) => (r[c.name] ?? "").trim() !== "")))
    .superRefine((list, ctx) => {
      list.forEach((r, i) => {
        for (const c of columns) {
          if (c.required && !(r[c.name] ?? "").trim()) ctx.addIssue({ code: "custom", path: [i, c.name], message: REQUIRED });
        }
      });
      if (opts.required && list.length === 0) ctx.addIssue({ code: "custom", message: REQUIRED });
    })
    .transform((list) =>
      list.map((r) =>
        Object.fromEntries(
          columns.map((c) => {
            const text = (r[c.name] ?? "").trim();
            return [
              c.name,
              c.kind === "lines"
                ? text
                    .split(/\r?\n/)
                    .map((l) => l.trim())
                    .filter(Boolean)
                : text,
            ];
          }),
        ),
      ),
    );
  return {
    view: {
      ...view(name, label, "rows", opts),
      rowFields: columns.map((c) => ({ name: c.name, label: c.label, kind: c.kind, required: c.required ?? false })),
    },
    column: opts.column ?? name,
    createOnly: opts.createOnly ?? false,
    schema,
    toInput: () => "",
    toRows: (value) =>
      (Array.isArray(value) ? value : []).map((r: Record<string, unknown>) =>
        Object.fromEntries(
          columns.map((c) => [c.name, Array.isArray(r?.[c.name]) ? (r[c.name] as unknown[]).join("\n") : String(r?.[c.name] ?? "")]),
        ),
      ),
  };
}

/**
 * A list of amounts (a donation option's preset amounts): one amount in dollars a row, kept as a
 * JSON list of whole cents. Blank rows are dropped; each amount must be more than 0 and at most `max`
 * cents.
 */
export function moneyList(name: string, label: string, opts: Common & { max?: number } = {}): FieldDef {
  const base = rows(name, label, [{ name: "amount", label: "Amount", kind: "text", required: true, max: 30 }], opts);
  const max = opts.max ?? 1_000_000_000;
  return {
    ...base,
    view: { ...base.view, kind: "rows" },
    schema: base.schema
      .superRefine((list: Record<string, string>[], ctx: z.RefinementCtx) => {
        list.forEach((r, i) => {
          const cents = dollarsToCents(r.amount ?? "");
          if (cents === null || cents <= 0) ctx.addIssue({ code: "custom", path: [i, "amount"], message: FIELD_MESSAGES.money });
          else if (cents > max) ctx.addIssue({ code: "custom", path: [i, "amount"], message: FIELD_MESSAGES.tooLarge(max / 100) });
        });
      })
      .transform((list: Record<string, string>[]) => list.map((r) => dollarsToCents(r.amount ?? "") as number)),
    toRows: (value) => (Array.isArray(value) ? value : []).map((c) => ({ amount: typeof c === "number" ? centsToDollarInput(c) : "" })),
  };
}
