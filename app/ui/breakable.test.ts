import { describe, expect, it } from "vitest";
import { breakPoints } from "./breakable.tsx";

describe("breakPoints", () => {
  it("breaks an email before the @ and the dots", () => {
    expect(breakPoints("certified@demo.example.org")).toEqual(["certified", "@demo", ".example", ".org"]);
  });

  it("breaks a web address after slashes (not inside //) and before dots and query marks", () => {
    expect(breakPoints("https://www.example.com/a/b?x=1")).toEqual(["https://www", ".example", ".com/", "a/", "b", "?x", "=1"]);
  });

  it("leaves a plain word whole and loses no character", () => {
    expect(breakPoints("Patel")).toEqual(["Patel"]);
    const text = "first.last+tag@sub.domain.example.org";
    expect(breakPoints(text).join("")).toBe(text);
  });
});
