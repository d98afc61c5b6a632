import { describe, expect, it } from "vitest";
import { REFERRAL, REFERRAL_LABEL } from "~/domain/constants.ts";
import { CAPTCHA_MESSAGE, LoginSchema, REFERRAL_OPTIONS, REQUIRED, RegisterSchema, TEXT_OPT_IN_TERMS_MESSAGE } from "./schemas.server.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  password: "long enough password",
  passwordConfirmation: "long enough password",
  captcha: "mock-captcha-passed",
};

/** The messages zod gives for one field (as Conform shows them under it). */
function errorsFor(schema: typeof RegisterSchema | typeof LoginSchema, input: Record<string, unknown>, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join(".") === field).map((i) => i.message);
}

function without(field: keyof typeof valid) {
  const copy: Record<string, unknown> = { ...valid };
  delete copy[field];
  return copy;
}

describe("RegisterSchema", () => {
  it("accepts a complete form and lower-cases the email", () => {
    const result = RegisterSchema.parse({ ...valid, email: "  Ada@Example.ORG " });
    expect(result.email).toBe("ada@example.org");
    expect(result.willText).toBe(false);
    expect(result.agreeTos).toBe(false);
  });

  it("asks for the reCAPTCHA when it is missing or empty", () => {
    expect(CAPTCHA_MESSAGE).toBe("Please complete the reCAPTCHA.");
    expect(errorsFor(RegisterSchema, without("captcha"), "captcha")).toEqual(["Please complete the reCAPTCHA."]);
    expect(errorsFor(RegisterSchema, { ...valid, captcha: "" }, "captcha")).toEqual(["Please complete the reCAPTCHA."]);
  });

  it("refuses text messages without agreeing to the terms", () => {
    const input = { ...valid, willText: "on", cellPhone: "555-123-4567" };
    expect(errorsFor(RegisterSchema, input, "agreeTos")).toEqual([
      "If you are opting in to text messages, you must agree the terms of service.",
    ]);
    expect(TEXT_OPT_IN_TERMS_MESSAGE).toBe("If you are opting in to text messages, you must agree the terms of service.");
    expect(RegisterSchema.safeParse({ ...input, agreeTos: "on" }).success).toBe(true);
  });

  it("asks for a cell phone to receive texts", () => {
    expect(errorsFor(RegisterSchema, { ...valid, willText: "on", agreeTos: "on" }, "cellPhone")).toEqual([
      "Please enter your cell phone number to receive texts",
    ]);
  });

  it("refuses a mismatched password confirmation", () => {
    expect(errorsFor(RegisterSchema, { ...valid, passwordConfirmation: "something else" }, "passwordConfirmation")).toEqual([
      "Passwords do not match.",
    ]);
  });

  it("refuses a short password", () => {
    expect(errorsFor(RegisterSchema, { ...valid, password: "short", passwordConfirmation: "short" }, "password")).toEqual([
      "Your password must be at least 8 characters.",
    ]);
  });

  it.each(["firstName", "lastName", "email", "password", "passwordConfirmation"] as const)("requires %s", (field) => {
    expect(REQUIRED).toBe("Required");
    expect(errorsFor(RegisterSchema, without(field), field)).toEqual(["Required"]);
  });

  it("treats a name of spaces as missing", () => {
    expect(errorsFor(RegisterSchema, { ...valid, firstName: "   " }, "firstName")).toEqual(["Required"]);
  });

  it("refuses an invalid email", () => {
    expect(errorsFor(RegisterSchema, { ...valid, email: "not-an-email" }, "email")).toEqual(["Please enter a valid email address."]);
  });

  it.each([
    ["(555) 123-4567", "5551234567"],
    ["555.123.4567", "5551234567"],
    ["+1 555 123 4567", "5551234567"],
    ["15551234567", "5551234567"],
  ])("normalises the phone %j to 10 digits", (input, expected) => {
    expect(RegisterSchema.parse({ ...valid, cellPhone: input }).cellPhone).toBe(expected);
  });

  it("leaves an empty phone empty and refuses one that is not 10 digits", () => {
    expect(RegisterSchema.parse({ ...valid, cellPhone: "" }).cellPhone).toBeUndefined();
    expect(errorsFor(RegisterSchema, { ...valid, cellPhone: "555-1234" }, "cellPhone")).toEqual(["Please enter a 10-digit phone number."]);
    expect(errorsFor(RegisterSchema, { ...valid, cellPhone: "25551234567" }, "cellPhone")).toEqual([
      "Please enter a 10-digit phone number.",
    ]);
  });

  it("accepts exactly the spec's referral options", () => {
    expect(REFERRAL_OPTIONS.map((o) => o.label)).toEqual([
      "Internet",
      "Colleague/Friend",
      "Employment",
      "Exhibition/Conference",
      "Social Media",
      "Other",
    ]);
    for (const value of Object.values(REFERRAL)) {
      expect(RegisterSchema.parse({ ...valid, referral: value }).referral).toBe(value);
      expect(REFERRAL_LABEL[value]).toBeTruthy();
    }
    expect(RegisterSchema.parse(valid).referral).toBeUndefined();
    expect(errorsFor(RegisterSchema, { ...valid, referral: "tv_advert" }, "referral")).toHaveLength(1);
  });

  it("reads checkbox values as a browser posts them", () => {
    const result = RegisterSchema.parse({ ...valid, willText: "on", agreeTos: "on", cellPhone: "5551234567" });
    expect(result.willText).toBe(true);
    expect(result.agreeTos).toBe(true);
  });
});

describe("LoginSchema", () => {
  it("requires email and password", () => {
    expect(errorsFor(LoginSchema, { password: "x" }, "email")).toEqual(["Required"]);
    expect(errorsFor(LoginSchema, { email: "ada@example.org" }, "password")).toEqual(["Required"]);
    expect(errorsFor(LoginSchema, { email: "ada@example.org", password: "" }, "password")).toEqual(["Required"]);
  });

  it("lower-cases the email and reads remember me", () => {
    const result = LoginSchema.parse({ email: " Ada@Example.org", password: "pw", remember: "on" });
    expect(result).toMatchObject({ email: "ada@example.org", password: "pw", remember: true });
    expect(LoginSchema.parse({ email: "ada@example.org", password: "pw" }).remember).toBe(false);
  });
});
