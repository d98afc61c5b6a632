/**
 * The profile form schemas, run the way the actions run them: form data through Conform's
 * parseWithZod (which drops empty inputs), so a blank field behaves as it does in the browser.
 * Spec messages are written out here rather than imported, so a change of wording fails a test.
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AccountSchema, ContactInfoSchema, OptInSchema, ProductSettingsSchema, SocialSchema } from "./schemas.server.ts";

type Form = Record<string, string | string[] | undefined>;

function formData(values: Form): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) fd.append(key, v);
  }
  return fd;
}

/** The field errors Conform would show, or {} when the form is accepted. */
function errorsOf(schema: z.ZodTypeAny, values: Form): Record<string, string[]> {
  const submission = parseWithZod(formData(values), { schema });
  if (submission.status === "success") return {};
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(submission.error ?? {})) if (messages) errors[key] = messages;
  return errors;
}

/** The parsed value; fails the test when the form is refused. */
function valueOf<S extends z.ZodTypeAny>(schema: S, values: Form): z.output<S> {
  const submission = parseWithZod(formData(values), { schema });
  if (submission.status !== "success") throw new Error(`refused: ${JSON.stringify(submission.error)}`);
  return submission.value as z.output<S>;
}

describe("ContactInfoSchema", () => {
  const contact: Form = { firstName: "Dee", lastName: "Member", contactMethod: "0" };

  it("accepts first and last name alone: blanks become null, email contact, no texts", () => {
    expect(valueOf(ContactInfoSchema, { ...contact, middleName: "", suffix: "", website: "", dateOfBirth: "", workPhone: "" })).toEqual({
      firstName: "Dee",
      middleName: null,
      lastName: "Member",
      suffix: null,
      dateOfBirth: null,
      gender: null,
      ethnicity: null,
      website: null,
      contactMethod: 0,
      workPhone: null,
      homePhone: null,
      cellPhone: null,
      willText: false,
      agreeTos: false,
      primaryAddressId: null,
    });
  });

  it("trims names and keeps every filled field", () => {
    const value = valueOf(ContactInfoSchema, {
      ...contact,
      firstName: "  Dee ",
      middleName: "Ann",
      suffix: "Jr.",
      dateOfBirth: "1980-02-29",
      gender: "non-binary",
      ethnicity: "Asian",
      contactMethod: "3",
      cellPhone: "(555) 123-4567",
      willText: "on",
      agreeTos: "on",
      primaryAddressId: "12",
    });
    expect(value).toMatchObject({
      firstName: "Dee",
      middleName: "Ann",
      suffix: "Jr.",
      dateOfBirth: "1980-02-29",
      gender: "non-binary",
      ethnicity: "Asian",
    });
    expect(value).toMatchObject({ contactMethod: 3, cellPhone: "(555) 123-4567", willText: true, agreeTos: true, primaryAddressId: 12 });
  });

  it("requires first and last name with the message 'Required', also when only spaces are typed", () => {
    expect(errorsOf(ContactInfoSchema, { contactMethod: "0" })).toEqual({ firstName: ["Required"], lastName: ["Required"] });
    expect(errorsOf(ContactInfoSchema, { ...contact, firstName: "   ", lastName: "" })).toEqual({
      firstName: ["Required"],
      lastName: ["Required"],
    });
  });

  it("refuses names and fields longer than their limits", () => {
    expect(errorsOf(ContactInfoSchema, { ...contact, lastName: "x".repeat(256) })).toEqual({ lastName: ["Too many characters"] });
    expect(errorsOf(ContactInfoSchema, { ...contact, lastName: "x".repeat(255) })).toEqual({});
    expect(errorsOf(ContactInfoSchema, { ...contact, suffix: "x".repeat(21) })).toEqual({ suffix: ["Too many characters"] });
  });

  it("opting in to texts without agreeing to the terms gives exactly the spec's message on the terms box", () => {
    expect(errorsOf(ContactInfoSchema, { ...contact, cellPhone: "555-123-4567", willText: "on" })).toEqual({
      agreeTos: ["If you are opting in to text messages, you must agree the terms of service."],
    });
  });

  it("opting in to texts needs a cell phone", () => {
    expect(errorsOf(ContactInfoSchema, { ...contact, willText: "on", agreeTos: "on" })).toEqual({
      cellPhone: ["Please enter your cell phone number to receive texts"],
    });
    // Agreeing to the terms without opting in is fine, and so is a cell phone with no opt-in.
    expect(errorsOf(ContactInfoSchema, { ...contact, agreeTos: "on" })).toEqual({});
  });

  it("a phone contact method needs that phone", () => {
    expect(errorsOf(ContactInfoSchema, { ...contact, contactMethod: "1" })).toEqual({
      workPhone: ["Please enter an office phone number to be contacted by work phone."],
    });
    expect(errorsOf(ContactInfoSchema, { ...contact, contactMethod: "2" })).toEqual({
      homePhone: ["Please enter a home phone number to be contacted by home phone."],
    });
    expect(errorsOf(ContactInfoSchema, { ...contact, contactMethod: "3" })).toEqual({
      cellPhone: ["Please enter a cell phone number to be contacted by cell phone."],
    });
    // Another phone does not count.
    expect(errorsOf(ContactInfoSchema, { ...contact, contactMethod: "1", homePhone: "555-000-1111" })).toHaveProperty("workPhone");
    expect(valueOf(ContactInfoSchema, { ...contact, contactMethod: "1", workPhone: "555-000-1111 ext. 4" })).toMatchObject({
      contactMethod: 1,
      workPhone: "555-000-1111 ext. 4",
    });
    expect(valueOf(ContactInfoSchema, { ...contact, contactMethod: "2", homePhone: "+1 (555) 000-2222" })).toMatchObject({
      contactMethod: 2,
      homePhone: "+1 (555) 000-2222",
    });
  });

  it("defaults the contact method to email and refuses an unknown one", () => {
    expect(valueOf(ContactInfoSchema, { firstName: "Dee", lastName: "Member" }).contactMethod).toBe(0);
    expect(errorsOf(ContactInfoSchema, { ...contact, contactMethod: "7" })).toEqual({ contactMethod: ["Please choose a contact method."] });
  });

  it("refuses a phone with letters in it", () => {
    expect(errorsOf(ContactInfoSchema, { ...contact, homePhone: "call me maybe" })).toEqual({
      homePhone: ["Please enter a valid phone number."],
    });
  });

  it("puts https:// in front of a bare website and keeps a full address as typed", () => {
    expect(valueOf(ContactInfoSchema, { ...contact, website: "example.org" }).website).toBe("https://example.org");
    expect(valueOf(ContactInfoSchema, { ...contact, website: " www.example.org/about " }).website).toBe("https://www.example.org/about");
    expect(valueOf(ContactInfoSchema, { ...contact, website: "http://example.org" }).website).toBe("http://example.org");
    expect(valueOf(ContactInfoSchema, { ...contact, website: "HTTPS://Example.org" }).website).toBe("HTTPS://Example.org");
  });

  it("refuses a website that is not an address", () => {
    for (const website of ["not a website", "localhost", "javascript:alert(1)", "ftp://example.org"]) {
      expect(errorsOf(ContactInfoSchema, { ...contact, website }), website).toEqual({ website: ["Please enter a valid website address."] });
    }
    expect(errorsOf(ContactInfoSchema, { ...contact, website: `example.org/${"x".repeat(250)}` })).toHaveProperty(
      "website",
      expect.arrayContaining(["Too many characters"]),
    );
  });

  it("accepts a real past date of birth and refuses impossible, future and pre-1900 dates", () => {
    expect(valueOf(ContactInfoSchema, { ...contact, dateOfBirth: "1980-02-29" }).dateOfBirth).toBe("1980-02-29");
    expect(valueOf(ContactInfoSchema, { ...contact, dateOfBirth: "1900-01-01" }).dateOfBirth).toBe("1900-01-01");
    expect(errorsOf(ContactInfoSchema, { ...contact, dateOfBirth: "1981-02-29" })).toEqual({ dateOfBirth: ["Please enter a valid date."] });
    expect(errorsOf(ContactInfoSchema, { ...contact, dateOfBirth: "1980-13-01" })).toEqual({ dateOfBirth: ["Please enter a valid date."] });
    expect(errorsOf(ContactInfoSchema, { ...contact, dateOfBirth: "02/03/1980" })).toEqual({ dateOfBirth: ["Please enter a valid date."] });
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(errorsOf(ContactInfoSchema, { ...contact, dateOfBirth: `${nextYear}-01-01` })).toEqual({
      dateOfBirth: ["Please enter a date in the past."],
    });
    expect(errorsOf(ContactInfoSchema, { ...contact, dateOfBirth: "1899-12-31" })).toEqual({ dateOfBirth: ["Please enter a valid date."] });
  });

  it("accepts only the spec's genders and the listed race/ethnicity options", () => {
    expect(errorsOf(ContactInfoSchema, { ...contact, gender: "robot" })).toHaveProperty("gender");
    expect(errorsOf(ContactInfoSchema, { ...contact, ethnicity: "Martian" })).toHaveProperty("ethnicity");
    for (const gender of ["female", "male", "non-binary", "non-answer"])
      expect(valueOf(ContactInfoSchema, { ...contact, gender }).gender).toBe(gender);
  });

  it("refuses a primary address id that is not a positive number", () => {
    expect(errorsOf(ContactInfoSchema, { ...contact, primaryAddressId: "abc" })).toHaveProperty("primaryAddressId");
    expect(errorsOf(ContactInfoSchema, { ...contact, primaryAddressId: "-3" })).toHaveProperty("primaryAddressId");
  });
});

describe("AccountSchema", () => {
  it("lower-cases and trims the email; blank passwords mean no change", () => {
    expect(valueOf(AccountSchema, { email: "  Dee.Member@Example.ORG " })).toEqual({ email: "dee.member@example.org" });
  });

  it("requires a real email", () => {
    expect(errorsOf(AccountSchema, {})).toEqual({ email: ["Required"] });
    expect(errorsOf(AccountSchema, { email: "not-an-email" })).toEqual({ email: ["Please enter a valid email address."] });
  });

  it("a new password needs at least 8 characters", () => {
    expect(errorsOf(AccountSchema, { email: "a@example.org", password: "short12", passwordConfirmation: "short12" })).toEqual({
      password: ["Your password must be at least 8 characters."],
    });
    expect(
      valueOf(AccountSchema, { email: "a@example.org", password: "eight888", passwordConfirmation: "eight888", currentPassword: "old" }),
    ).toEqual({
      email: "a@example.org",
      password: "eight888",
      passwordConfirmation: "eight888",
      currentPassword: "old",
    });
  });

  it("the confirmation must match: 'Passwords do not match.'", () => {
    expect(
      errorsOf(AccountSchema, { email: "a@example.org", password: "a-long-password", passwordConfirmation: "a-long-passwort" }),
    ).toEqual({
      passwordConfirmation: ["Passwords do not match."],
    });
    expect(errorsOf(AccountSchema, { email: "a@example.org", password: "a-long-password" })).toEqual({
      passwordConfirmation: ["Passwords do not match."],
    });
    expect(errorsOf(AccountSchema, { email: "a@example.org", passwordConfirmation: "a-long-password" })).toEqual({
      passwordConfirmation: ["Passwords do not match."],
    });
  });
});

describe("ProductSettingsSchema", () => {
  it("reads the media-resource checkbox", () => {
    expect(valueOf(ProductSettingsSchema, { mediaResource: "on" })).toEqual({ mediaResource: true });
    expect(valueOf(ProductSettingsSchema, {})).toEqual({ mediaResource: false });
  });
});

describe("SocialSchema", () => {
  it("accepts 2500 characters in the bios and LinkedIn; blanks become null", () => {
    const long = "b".repeat(2500);
    expect(valueOf(SocialSchema, { publicBio: long, memberBio: long, linkedinProfile: long, twitterHandle: "" })).toEqual({
      publicBio: long,
      memberBio: long,
      linkedinProfile: long,
      twitterHandle: null,
      instagramProfile: null,
      facebookProfile: null,
    });
  });

  it("2501 characters is 'Too many characters' for public bio, member bio and LinkedIn", () => {
    const tooLong = "b".repeat(2501);
    for (const field of ["publicBio", "memberBio", "linkedinProfile"]) {
      expect(errorsOf(SocialSchema, { [field]: tooLong }), field).toEqual({ [field]: ["Too many characters"] });
    }
  });

  it("the handles stop at 255 characters", () => {
    for (const field of ["twitterHandle", "instagramProfile", "facebookProfile"]) {
      expect(errorsOf(SocialSchema, { [field]: "h".repeat(256) }), field).toEqual({ [field]: ["Too many characters"] });
      expect(errorsOf(SocialSchema, { [field]: "h".repeat(255) }), field).toEqual({});
    }
  });
});

describe("OptInSchema", () => {
  const ok: Form = { willText: "on", agreeTos: "on", cellPhone: "555-123-4567" };

  it("an empty form gives the three spec messages", () => {
    expect(errorsOf(OptInSchema, {})).toEqual({
      willText: ["Please check the box to opt in and start receiving text messages."],
      agreeTos: ["Please agree to the terms of service."],
      cellPhone: ["Please enter a 10-digit phone number."],
    });
  });

  it("asks for each missing piece on its own", () => {
    expect(errorsOf(OptInSchema, { ...ok, willText: undefined })).toEqual({
      willText: ["Please check the box to opt in and start receiving text messages."],
    });
    expect(errorsOf(OptInSchema, { ...ok, agreeTos: undefined })).toEqual({ agreeTos: ["Please agree to the terms of service."] });
    expect(errorsOf(OptInSchema, { ...ok, cellPhone: undefined })).toEqual({ cellPhone: ["Please enter a 10-digit phone number."] });
  });

  it("stores the ten digits of a US number however it is written", () => {
    expect(valueOf(OptInSchema, { ...ok, cellPhone: "(555) 123-4567" }).cellPhone).toBe("5551234567");
    expect(valueOf(OptInSchema, { ...ok, cellPhone: "1-555-123-4567" }).cellPhone).toBe("5551234567");
    expect(valueOf(OptInSchema, { ...ok, cellPhone: "+1 555.123.4567" }).cellPhone).toBe("5551234567");
    expect(valueOf(OptInSchema, ok)).toEqual({ willText: "on", agreeTos: "on", cellPhone: "5551234567" });
  });

  it("refuses numbers that are not 10 digits (or 11 starting with 1)", () => {
    for (const cellPhone of ["555-1234", "555-123-45678", "2-555-123-4567", "phone", "   "]) {
      expect(errorsOf(OptInSchema, { ...ok, cellPhone }), cellPhone).toEqual({ cellPhone: ["Please enter a 10-digit phone number."] });
    }
  });
});
