import { describe, expect, it } from "vitest";
import { telHref } from "./http.ts";

describe("telHref", () => {
  it("dials the digits of a number as typed, with its extension", () => {
    expect(telHref("(555) 123-4567")).toBe("tel:5551234567");
    expect(telHref("+1 555.123.4567")).toBe("tel:+15551234567");
    expect(telHref("555-123-4567 ext. 89")).toBe("tel:5551234567;ext=89");
    expect(telHref("555 123 4567 x12")).toBe("tel:5551234567;ext=12");
  });
});
