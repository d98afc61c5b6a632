/**
 * Building blocks shared by the profile forms (contact info, account, social, employment, address,
 * text opt-in). Conform sends an empty input as a missing key, so optional text becomes `null`
 * (which the services store, clearing the column) rather than `undefined`.
 */
import { z } from "zod";

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
