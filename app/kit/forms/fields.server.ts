/**
 * Building blocks shared by the profile forms (contact info, account, social, employment, address,
 * text opt-in). Conform sends an empty input as a missing key, so optional text becomes `null`
 * (which the services store, clearing the column) rather than `undefined`.
 */
import { z } from "zod";
import { formatLongDate, parseDateInput } from "~/lib/dates.ts";

export const REQUIRED = "Required";
export const TOO_MANY = "Too many characters";
/** Text limit of most single-line fields. */
export const TEXT_MAX = 255;
/** Bios, LinkedIn and trainer bio. */
export const LONG_TEXT_MAX = 2500;

/** A required single-line text field. */
export function requiredText(max = TEXT_MAX) {
  return z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_MANY);
}

/** An optional text field: blank becomes null. */
export function optionalText(max = TEXT_MAX) {
  return z
    .string()
    .trim()
    .max(max, TOO_MANY)
    .optional()
    .transform((v) => (v ? v : null));
}

/** A checkbox: present ("on") is true, absent is false. */
export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

/** US phone: the digits of a 10-digit number (a leading 1 is dropped), else the given message. */
export function usPhone(message: string) {
  return z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, ""))
    .refine((v) => /^1?\d{10}$/.test(v), message)
    .transform((v) => (v.length === 11 ? v.slice(1) : v));
}

/** An optional phone (office, home, cell): free format up to 30 characters, blank is null. */
export const optionalPhone = z
  .string()
  .trim()
  .max(30, TOO_MANY)
  .regex(/^[0-9+().\-\s extEXT]*$/, "Please enter a valid phone number.")
  .optional()
  .transform((v) => (v ? v : null));

/** An optional id from a select: blank is null. */
export const optionalId = z.coerce.number().int().positive().optional().nullable();

/** Several values of one checkbox group: Conform sends one value as a string, many as an array. */
export function idList() {
  return z
    .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? [...new Set(v)] : [v]));
}

/** Inclusive limits of a typed day, as YYYY-MM-DD (a function for limits that move, like today). */
export type DayBounds = {
  earliest?: string;
  latest?: string | (() => string);
  /** default: "Please enter a date on or after <earliest>." */
  tooEarly?: string;
  /** default: "Please enter a date on or before <latest>." */
  tooLate?: string;
};

/**
 * What is wrong with a typed day, or null: not a real calendar day written YYYY-MM-DD (2026-02-30,
 * 2026-13-01 and 2026-2-3 are refused, never turned into a missing date), or outside the bounds.
 */
export function dayProblem(value: string, invalid: string, bounds: DayBounds = {}): string | null {
  if (parseDateInput(value) === null) return invalid;
  if (bounds.earliest && value < bounds.earliest) {
    return bounds.tooEarly ?? `Please enter a date on or after ${formatLongDate(bounds.earliest)}.`;
  }
  const latest = typeof bounds.latest === "function" ? bounds.latest() : bounds.latest;
  if (latest && value > latest) return bounds.tooLate ?? `Please enter a date on or before ${formatLongDate(latest)}.`;
  return null;
}

/** A required real calendar day (YYYY-MM-DD, kept as that text), within the bounds. */
export function calendarDay(messages: { required: string; invalid: string }, bounds: DayBounds = {}) {
  return z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .superRefine((v, ctx) => {
      const problem = v ? dayProblem(v, messages.invalid, bounds) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** An optional real calendar day: blank is null, anything else as `calendarDay`. */
export function optionalCalendarDay(invalid: string, bounds: DayBounds = {}) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .superRefine((v, ctx) => {
      const problem = v === null ? null : dayProblem(v, invalid, bounds);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}
