import { describe, expect, it } from "vitest";
import { brandCss, contrast, DEFAULT_BRAND, mix, palette, parseHex } from "./brand.ts";

describe("brand colours", () => {
  it("reads #rgb and #rrggbb and refuses anything else", () => {
    expect(parseHex("#0b4f8a")).toEqual([11, 79, 138]);
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("blue")).toBeNull();
    expect(parseHex("#12345")).toBeNull();
  });

  it("computes WCAG contrast (black on white is 21:1)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
  });

  it("the default colour takes white text and is itself the link colour", () => {
    const p = palette(DEFAULT_BRAND.color);
    expect(p.onBrand).toBe("#ffffff");
    expect(p.link).toBe(DEFAULT_BRAND.color);
    expect(contrast(p.brand, p.onBrand)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["#ffcc00", "#7fd1ff", "#e11d48", "#00a86b", "#ffffff", "#111111"])(
    "%s: text on the header and buttons, and links on white and the page background, reach AA",
    (color) => {
      const p = palette(color);
      expect(contrast(p.brand, p.onBrand)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.link, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.link, "#f5f7fa")).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.brandDark, p.onBrand)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("a light colour takes dark text and darker links", () => {
    const p = palette("#ffcc00");
    expect(p.onBrand).toBe("#1d2433");
    expect(p.link).not.toBe("#ffcc00");
  });

  it("writes the colours as :root custom properties", () => {
    expect(brandCss("#0b4f8a")).toMatch(/^:root\{--brand:#0b4f8a;--on-brand:#ffffff;--brand-dark:#[0-9a-f]{6};--link:#0b4f8a;/);
  });
});
