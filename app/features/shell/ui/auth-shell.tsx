import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FOOTER_LINKS } from "~/features/shell/nav.ts";
import { paths } from "~/lib/paths.ts";
import { BrandLogo, useBrand } from "~/ui/brand.tsx";

/** The frame of the public pages (login, register, reset): brand header, content, footer. */
export function AuthShell({ children, panel }: { children: ReactNode; panel?: ReactNode }) {
  const brand = useBrand();
  return (
    <>
      <header className="site-header">
        <div className="header-inner">
          <Link className="brand" to={paths.login()}>
            <BrandLogo />
            <span className="brand-name">{brand.shortName}</span>
            <span className="brand-product">Member Portal</span>
          </Link>
        </div>
      </header>
      <p className="auth-brand">
        <BrandLogo size={56} />
        <span>{brand.name}</span>
      </p>
      <div className={panel ? "auth-layout with-panel" : "auth-layout"}>
        <main id="main" className="card">
          {children}
        </main>
        {panel}
      </div>
      <SiteFooter />
    </>
  );
}

export function SiteFooter() {
  const brand = useBrand();
  return (
    <footer className="site-footer">
      <p>{brand.name}</p>
      <nav aria-label="Policies">
        <ul>
          {FOOTER_LINKS.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
