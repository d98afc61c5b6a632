/**
 * The member's addresses (Contact Info tab): the state lists, choices and form values. No zod here:
 * the address form imports this module in the browser; the schema is in ./address.ts.
 * Spec: name, addressLine1 and state are 'Required'; the state is a select of US states plus the
 * military AA/AE/AP, or free text (stored upper-cased) when 'State not listed?' is ticked.
 */
import { ADDRESS_NAMES, type AddressName } from "~/domain/constants.ts";

export type StateOption = { code: string; name: string };

/** The 50 states, the District of Columbia and the inhabited territories, by name. */
export const US_STATES: readonly StateOption[] = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AS", name: "American Samoa" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "GU", name: "Guam" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "MP", name: "Northern Mariana Islands" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "PR", name: "Puerto Rico" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "VI", name: "U.S. Virgin Islands" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
];

/** Military "states" (APO/FPO addresses). */
export const MILITARY_STATES: readonly StateOption[] = [
  { code: "AA", name: "Armed Forces Americas" },
  { code: "AE", name: "Armed Forces Europe" },
  { code: "AP", name: "Armed Forces Pacific" },
];

export const LISTED_STATE_CODES: ReadonlySet<string> = new Set([...US_STATES, ...MILITARY_STATES].map((s) => s.code));

/** True when the stored state is one of the select's codes (else the form shows it as "not listed"). */
export function isListedState(state: string | null | undefined): boolean {
  return Boolean(state && LISTED_STATE_CODES.has(state));
}

/** The options of the State select: the US list, then the military codes. */
export const STATE_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
  ...MILITARY_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
];

export const ADDRESS_NAME_OPTIONS: ReadonlyArray<{ value: AddressName; label: string }> = ADDRESS_NAMES.map((n) => ({
  value: n,
  label: n,
}));

export const STATE_OTHER_MAX = 100;
export const ZIP_MAX = 20;
export const DEFAULT_COUNTRY = "US";
/** A state code sent that the select does not offer (a tampered form). */
export const UNKNOWN_STATE_MESSAGE = "Please choose a state from the list.";

/** The form's fields as the browser sends them. */
export type AddressFormValues = {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  stateNotListed?: string;
  stateOther: string;
  zip: string;
  country: string;
  phone: string;
  makePrimary?: string;
};

/** One stored address as the list and forms show it (plain, serialisable). */
export type AddressRow = {
  id: number;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string | null;
  state: string;
  zip: string | null;
  country: string;
  phone: string | null;
};

/** The form's starting values for an existing address (a state off the list shows as "not listed"). */
export function addressFormDefaults(a: Omit<AddressRow, "id">): AddressFormValues {
  const listed = isListedState(a.state);
  return {
    name: a.name,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? "",
    city: a.city ?? "",
    state: listed ? a.state : "",
    stateNotListed: listed ? undefined : "on",
    stateOther: listed ? "" : a.state,
    zip: a.zip ?? "",
    country: a.country,
    phone: a.phone ?? "",
  };
}
