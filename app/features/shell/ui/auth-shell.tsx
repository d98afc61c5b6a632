import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FOOTER_LINKS } from "~/features/shell/nav.ts";
import { paths } from "~/lib/paths.ts";

/** The frame of the public pages (login, register, reset): brand header, content, footer. */
export function AuthShell({ children, panel }: { children: ReactNode; panel?: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <div className="header-inner">
          <Link className="brand" to={paths.login()}>
            Member Portal
          </Link>
        </div>
      </header>
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
  return (
    <footer className="site-footer">
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
