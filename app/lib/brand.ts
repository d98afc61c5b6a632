/**
 * The association's brand (name, logo, main colour) from settings, and the colours the site derives
 * from the main colour so text on it and links in its shade keep WCAG AA contrast (4.5:1) whatever
 * colour an association picks.
 */

export type Brand = {
  /** The association's full name (login page, receipts, footer). */
  name: string;
  /** Its short name beside the logo in the header. */
  shortName: string;
  /** A configured logo image, or null for the built-in mark. */
  logoUrl: string | null;
  /** CSS custom properties for :root, derived from the main colour. */
  css: string;
};

/** The brand when the BRAND_* settings are not set (env.server.ts) or the root has no data. */
export const DEFAULT_BRAND = {
  name: "Association for Financial Counseling & Planning Education",
  shortName: "AFCPE",
  color: "#0b4f8a",
} as const;
const WHITE = "#ffffff";
const INK = "#1d2433";
/** The page background: links sit on it as well as on white cards. */
const PAGE_BG = "#f5f7fa";
const AA = 4.5;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours written #rrggbb. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(parseHex(a)!), luminance(parseHex(b)!)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` moved toward `target` by `amount` (0..1). */
export function mix(color: string, target: string, amount: number): string {
  const [c, t] = [parseHex(color)!, parseHex(target)!];
  return toHex(c.map((v, i) => v + (t[i] - v) * amount) as Rgb);
}

/** The colour darkened in small steps until it reaches AA contrast on every background given. */
function darkenUntilReadable(color: string, backgrounds: string[]): string {
  let out = color;
  for (let step = 1; step <= 20 && backgrounds.some((bg) => contrast(out, bg) < AA); step++) out = mix(color, "#000000", step * 0.05);
  return out;
}

export type Palette = { brand: string; onBrand: string; brandDark: string; link: string; accent: string; accentLine: string };

/**
 * The site's colours from one main colour: the header and buttons use it with white or ink text
 * (whichever reads better), links use it darkened until readable on white and on the page
 * background, and tints of it mark current items and notices.
 */
export function palette(main: string): Palette {
  const brand = toHex(parseHex(main) ?? parseHex(DEFAULT_BRAND.color)!);
  const onBrand = contrast(brand, WHITE) >= contrast(brand, INK) ? WHITE : INK;
  const link = darkenUntilReadable(brand, [WHITE, PAGE_BG]);
  return {
    brand,
    onBrand,
    // the hover shade: further from the text colour, so it stays readable
    brandDark: onBrand === WHITE ? mix(brand, "#000000", 0.25) : mix(brand, WHITE, 0.2),
    link,
    accent: mix(brand, WHITE, 0.9),
    accentLine: mix(brand, WHITE, 0.65),
  };
}

export function brandCss(main: string): string {
  const p = palette(main);
  return `:root{--brand:${p.brand};--on-brand:${p.onBrand};--brand-dark:${p.brandDark};--link:${p.link};--accent:${p.accent};--accent-line:${p.accentLine}}`;
}

export function makeBrand(settings: { name: string; shortName: string; color: string; logoUrl?: string }): Brand {
  return { name: settings.name, shortName: settings.shortName, logoUrl: settings.logoUrl ?? null, css: brandCss(settings.color) };
}
