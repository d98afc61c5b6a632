import { makeBrand, type Brand } from "./brand.ts";
import { getEnv } from "./env.server.ts";

let cached: Brand | undefined;

/** The brand from the BRAND_* settings (read once). */
export function getBrand(): Brand {
  if (!cached) {
    const env = getEnv();
    cached = makeBrand({ name: env.BRAND_NAME, shortName: env.BRAND_SHORT_NAME, color: env.BRAND_COLOR, logoUrl: env.BRAND_LOGO_URL });
  }
  return cached;
}
