import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { badRequest } from "./http.ts";
import { getEnv } from "./env.server.ts";

let honeypot: Honeypot | undefined;
function get() {
  return (honeypot ??= new Honeypot({ validFromFieldName: null, encryptionSeed: getEnv().sessionSecret }));
}

/** Props for the hidden honeypot inputs on public forms. */
export function honeypotInputProps() {
  return get().getInputProps();
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
