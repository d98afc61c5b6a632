import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(toCsv(["Name", "Note"], [["Smith, Jo", 'said "hi"\nthen left']])).toBe('Name,Note\r\n"Smith, Jo","said ""hi""\nthen left"\r\n');
  });
  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(toCsv(["A"], [["=HYPERLINK(1)"], ["-2"], [null]])).toBe("A\r\n'=HYPERLINK(1)\r\n'-2\r\n\r\n");
  });
});
