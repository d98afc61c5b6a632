import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ADDRESS_NAMES } from "~/domain/constants.ts";
import {
  addressFormDefaults,
  AddressSchema,
  isListedState,
  MILITARY_STATES,
  STATE_OPTIONS,
  UNKNOWN_STATE_MESSAGE,
  US_STATES,
} from "./address-schema.server.ts";

const valid = { name: "Home", addressLine1: "12 Oak St", state: "VA" };

function formData(input: Record<string, string | undefined>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) fd.append(key, value);
  return fd;
}

/** Parses a posted form exactly as the route's action does (Conform turns blank fields into missing ones). */
function parse(input: Record<string, string | undefined>) {
  const submission = parseWithZod(formData(input), { schema: AddressSchema });
  if (submission.status !== "success") throw new Error(`invalid: ${JSON.stringify(submission.error)}`);
  return submission.value;
}

/** The messages under each field after posting the form. */
function errors(input: Record<string, string | undefined>): Record<string, string[] | null> {
  const submission = parseWithZod(formData(input), { schema: AddressSchema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("state lists", () => {
  it("has the 50 states, DC and the five territories, each once", () => {
    expect(US_STATES).toHaveLength(56);
    const codes = US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(56);
    expect(codes).toEqual(expect.arrayContaining(["DC", "PR", "GU", "VI", "AS", "MP", "NY", "CA", "WY"]));
    expect(US_STATES.find((s) => s.code === "DC")?.name).toBe("District of Columbia");
  });

  it("has the three military codes, which the select offers after the states", () => {
    expect(MILITARY_STATES).toEqual([
      { code: "AA", name: "Armed Forces Americas" },
      { code: "AE", name: "Armed Forces Europe" },
      { code: "AP", name: "Armed Forces Pacific" },
    ]);
    expect(STATE_OPTIONS).toHaveLength(59);
    expect(STATE_OPTIONS.slice(-3).map((o) => o.value)).toEqual(["AA", "AE", "AP"]);
    expect(isListedState("AE")).toBe(true);
    expect(isListedState("ONTARIO")).toBe(false);
  });
});

describe("AddressSchema", () => {
  it("accepts name, line 1 and a state; blank optional fields are null and the country defaults to US", () => {
    expect(parse({ ...valid, addressLine2: " ", city: "", zip: "" })).toEqual({
      name: "Home",
      addressLine1: "12 Oak St",
      addressLine2: null,
      city: null,
      state: "VA",
      zip: null,
      country: "US",
      phone: null,
      makePrimary: false,
    });
  });

  it("keeps every filled field and the primary choice", () => {
    const parsed = parse({
      name: "Work",
      addressLine1: " 1 Main St ",
      addressLine2: "Suite 4",
      city: "Richmond",
      state: "VA",
      zip: "23219",
      country: "USA",
      phone: "(804) 555-0100",
      makePrimary: "on",
    });
    expect(parsed).toMatchObject({
      addressLine1: "1 Main St",
      addressLine2: "Suite 4",
      city: "Richmond",
      zip: "23219",
      country: "USA",
      phone: "(804) 555-0100",
      makePrimary: true,
    });
  });

  it("says 'Required' for the name, line 1 and state of an empty form, all at once", () => {
    expect(errors({})).toEqual({ name: ["Required"], addressLine1: ["Required"], state: ["Required"] });
    expect(errors({ name: "", addressLine1: "   ", state: "" })).toEqual({
      name: ["Required"],
      addressLine1: ["Required"],
      state: ["Required"],
    });
  });

  it("accepts only Home, Work and Other as names", () => {
    for (const name of ADDRESS_NAMES) expect(parse({ ...valid, name }).name).toBe(name);
    expect(errors({ ...valid, name: "Cabin" })).toEqual({ name: ["Required"] });
  });

  it("says 'Too many characters' past 255 in line 1, line 2 and city, and past 20 in the zip", () => {
    expect(errors({ ...valid, addressLine1: "x".repeat(255) })).toEqual({});
    expect(errors({ ...valid, addressLine1: "x".repeat(256) })).toEqual({ addressLine1: ["Too many characters"] });
    expect(errors({ ...valid, addressLine2: "x".repeat(256), city: "x".repeat(256), zip: "1".repeat(21) })).toEqual({
      addressLine2: ["Too many characters"],
      city: ["Too many characters"],
      zip: ["Too many characters"],
    });
    expect(errors({ ...valid, country: "x".repeat(256) })).toEqual({ country: ["Too many characters"] });
  });

  it("refuses a phone with letters", () => {
    expect(errors({ ...valid, phone: "call me" })).toEqual({ phone: ["Please enter a valid phone number."] });
  });

  it("accepts the military codes as states", () => {
    for (const code of ["AA", "AE", "AP"]) expect(parse({ ...valid, state: code }).state).toBe(code);
  });

  it("refuses a state code the list does not offer", () => {
    expect(UNKNOWN_STATE_MESSAGE).toBe("Please choose a state from the list.");
    expect(errors({ ...valid, state: "ZZ" })).toEqual({ state: [UNKNOWN_STATE_MESSAGE] });
    expect(errors({ ...valid, state: "ontario" })).toEqual({ state: [UNKNOWN_STATE_MESSAGE] });
  });

  it("takes the free-text state, upper-cased, when 'State not listed?' is ticked, ignoring the select", () => {
    expect(parse({ ...valid, state: "VA", stateNotListed: "on", stateOther: " ontario " }).state).toBe("ONTARIO");
    expect(parse({ name: "Other", addressLine1: "1 Rue", stateNotListed: "on", stateOther: "Île-de-France" }).state).toBe("ÎLE-DE-FRANCE");
  });

  it("ignores the free text while the box is not ticked", () => {
    expect(parse({ ...valid, stateOther: "ontario" }).state).toBe("VA");
    expect(errors({ ...valid, stateOther: "x".repeat(101) })).toEqual({});
  });

  it("says 'Required' for the free text when the box is ticked and it is blank, not for the select", () => {
    expect(errors({ name: "Home", addressLine1: "12 Oak St", stateNotListed: "on", stateOther: "  " })).toEqual({
      stateOther: ["Required"],
    });
    expect(errors({ stateNotListed: "on" })).toEqual({ name: ["Required"], addressLine1: ["Required"], stateOther: ["Required"] });
  });

  it("says 'Too many characters' past 100 in the free-text state", () => {
    expect(errors({ ...valid, stateNotListed: "on", stateOther: "x".repeat(100) })).toEqual({});
    expect(errors({ ...valid, stateNotListed: "on", stateOther: "x".repeat(101) })).toEqual({ stateOther: ["Too many characters"] });
  });
});

describe("addressFormDefaults", () => {
  const stored = {
    name: "Home",
    addressLine1: "12 Oak St",
    addressLine2: null,
    city: "Toronto",
    state: "VA",
    zip: null,
    country: "US",
    phone: null,
  };

  it("selects a listed state", () => {
    expect(addressFormDefaults(stored)).toMatchObject({
      state: "VA",
      stateNotListed: undefined,
      stateOther: "",
      addressLine2: "",
      city: "Toronto",
    });
  });

  it("ticks 'State not listed?' for a free-text state, and the form parses back to the same state", () => {
    const defaults = addressFormDefaults({ ...stored, state: "ONTARIO", country: "CA" });
    expect(defaults).toMatchObject({ state: "", stateNotListed: "on", stateOther: "ONTARIO" });
    expect(parse(defaults)).toMatchObject({ state: "ONTARIO", country: "CA" });
  });
});
