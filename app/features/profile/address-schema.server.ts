/**
 * The Add/Edit Address form schema. Spec: name, addressLine1 and state are 'Required'; the state is a
 * select of US states plus the military AA/AE/AP, or free text (stored upper-cased) when 'State not
 * listed?' is ticked. The lists and form values are in ./address-options.ts.
 */
import { z } from "zod";
import { ADDRESS_NAMES, type AddressName } from "~/domain/constants.ts";
import { DEFAULT_COUNTRY, LISTED_STATE_CODES, STATE_OTHER_MAX, UNKNOWN_STATE_MESSAGE, ZIP_MAX } from "./address-options.ts";
import { checkbox, optionalPhone, optionalText, REQUIRED, TEXT_MAX, TOO_MANY } from "~/kit/forms/fields.server.ts";

export * from "./address-options.ts";

/** A text field before its rules apply: the form sends a blank field as a missing one. */
const text = (max?: number) => (max === undefined ? z.string().trim() : z.string().trim().max(max, TOO_MANY)).optional();

/**
 * Add/Edit Address. No field rejects a missing value on its own, so every field's message shows at
 * once (the required checks run together below), and the result is what the service stores: `state`
 * is either a listed code or the free text upper-cased.
 */
export const AddressSchema = z
  .object({
    name: text(),
    addressLine1: text(TEXT_MAX),
    addressLine2: optionalText(),
    city: optionalText(),
    state: text(),
    stateNotListed: checkbox,
    stateOther: text(),
    zip: optionalText(ZIP_MAX),
    country: text(TEXT_MAX).transform((v) => (v ? v : DEFAULT_COUNTRY)),
    phone: optionalPhone,
    makePrimary: checkbox,
  })
  .superRefine((v, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: "custom", path: [path], message: REQUIRED });
    if (!v.name || !(ADDRESS_NAMES as readonly string[]).includes(v.name)) required("name");
    if (!v.addressLine1) required("addressLine1");
    if (v.stateNotListed) {
      if (!v.stateOther) required("stateOther");
      else if (v.stateOther.length > STATE_OTHER_MAX) ctx.addIssue({ code: "custom", path: ["stateOther"], message: TOO_MANY });
    } else if (!v.state) {
      required("state");
    } else if (!LISTED_STATE_CODES.has(v.state)) {
      ctx.addIssue({ code: "custom", path: ["state"], message: UNKNOWN_STATE_MESSAGE });
    }
  })
  .transform((v) => ({
    name: v.name as AddressName,
    addressLine1: v.addressLine1 ?? "",
    addressLine2: v.addressLine2,
    city: v.city,
    state: v.stateNotListed ? (v.stateOther ?? "").toUpperCase() : (v.state ?? ""),
    zip: v.zip,
    country: v.country,
    phone: v.phone,
    makePrimary: v.makePrimary,
  }));

/** What the address service stores (the parsed form). */
export type AddressInput = z.output<typeof AddressSchema>;
