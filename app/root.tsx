import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import stylesHref from "./styles/app.css";
import { GeneralErrorBoundary } from "./ui/error-boundary.tsx";
import { ToastMessage } from "./ui/toast.tsx";
import { useNonce } from "./ui/nonce.tsx";
import { getReferrerCookie } from "./lib/cookies.server.ts";
import { readToast } from "./lib/toast.server.ts";
import { isReferrerCandidate } from "./lib/paths.ts";
import { getBrand } from "./lib/brand.server.ts";
import { useBrand } from "./ui/brand.tsx";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await readToast(request);
  // Remember the last visited page (not the sign-in pages) for the post-login redirect.
  const url = new URL(request.url);
  if (request.method === "GET" && isReferrerCandidate(url.pathname) && !url.pathname.endsWith(".data")) {
    const cookie = getReferrerCookie();
    const current = (await cookie.parse(request.headers.get("Cookie"))) as string | null;
    const target = url.pathname + url.search;
    if (current !== target) headers.append("Set-Cookie", await cookie.serialize(target));
  }
  return data({ toast, brand: getBrand() }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const brand = useBrand();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content={`The member and certification portal of the ${brand.name}: certification, CEUs, memberships and events.`}
        />
        <Meta />
        <Links />
        {/* The main colour from settings and the shades derived from it (app/lib/brand.ts). */}
        <style nonce={nonce}>{brand.css}</style>
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <ToastMessage toast={rootData?.toast ?? null} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="container narrow">
      <GeneralErrorBoundary />
    </main>
  );
}
