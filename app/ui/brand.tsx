import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_BRAND, makeBrand, type Brand } from "~/lib/brand.ts";

const FALLBACK = makeBrand(DEFAULT_BRAND);

/** The association's brand, from the root loader (the default when the root has no data, e.g. on its error page). */
export function useBrand(): Brand {
  const root = useRouteLoaderData<{ brand?: Brand }>("root");
  return root?.brand ?? FALLBACK;
}

/**
 * The association's logo: the configured image, or the built-in mark drawn in the text colour (white
 * on the header, the main colour elsewhere). Decorative: the name always stands beside it.
 */
export function BrandLogo({ size = 32 }: { size?: number }) {
  const brand = useBrand();
  if (brand.logoUrl) return <img className="brand-logo" src={brand.logoUrl} alt="" height={size} />;
  return (
    <svg
      className="brand-logo"
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <circle cx="16" cy="16" r="14" />
      <path d="M10 22v-5M16 22V11M22 22v-8" strokeLinecap="round" />
    </svg>
  );
}
