import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { badRequest } from "./http.ts";
import { getEnv } from "./env.server.ts";

/** The hidden field a person leaves empty (remix-utils' default name). */
const HONEYPOT_FIELD = "name__confirm";

let honeypot: Honeypot | undefined;
function get() {
  return (honeypot ??= new Honeypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null, encryptionSeed: getEnv().sessionSecret }));
}

/**
 * Props for the hidden honeypot inputs on public forms. The forms use no "valid from" timestamp
 * (`validFromFieldName: null`), so nothing is encrypted for it: remix-utils' getInputProps would
 * AES-encrypt one on every page view anyway (3% of the login page's CPU).
 */
export function honeypotInputProps(): { nameFieldName: string; validFromFieldName: null } {
  return { nameFieldName: HONEYPOT_FIELD, validFromFieldName: null };
}

/** Refuses a public form that a bot filled in (the hidden field has a value). */
export function checkHoneypot(formData: FormData) {
  try {
    get().check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw badRequest("Form not submitted properly");
    throw error;
  }
}
