import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ADMIN_NAV, activeNavHref, isNavMenu, MEMBER_NAV, type NavItem } from "~/features/shell/nav.ts";
import { HELP_URL, paths } from "~/lib/paths.ts";
import type { ShellData } from "~/features/shell/types.ts";
import { BrandLogo, useBrand } from "~/ui/brand.tsx";
import { SiteFooter } from "./auth-shell.tsx";

/** Left navigation: open on the dashboard, edit-profile, membership, certifications and practice exams. */
const LEFT_NAV_OPEN_PREFIXES = ["/edit-profile", "/membership", "/certifications-and-training", "/registration/"];

export function isLeftNavOpen(pathname: string): boolean {
  if (pathname === "/") return true;
  return LEFT_NAV_OPEN_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith("/") ? p : p + "/"));
}

const LEFT_NAV = [
  { label: "Dashboard", href: paths.dashboard() },
  { label: "My Account", href: paths.editProfile.root() },
  { label: "Certification", href: paths.certifications.root() },
  { label: "CEUs", href: paths.ceus.root() },
  { label: "Membership", href: paths.membership.root() },
  { label: "Essentials Courses", href: paths.trainings.root() },
  { label: "Independent Trainer", href: paths.trainings.independent.root() },
  { label: "Events", href: paths.events.root() },
  { label: "Donate", href: paths.donate() },
];

function ImpersonationBanner({ shell }: { shell: ShellData }) {
  if (!shell.impersonator) return null;
  return (
    <div className="banner banner-impersonation" role="status">
      You ({shell.impersonator.firstName} {shell.impersonator.lastName}) are viewing the portal as{" "}
      <strong>
        {shell.user.firstName} {shell.user.lastName}
      </strong>
      .{" "}
      <Form method="post" action={paths.impersonate.leave()} reloadDocument>
        <button type="submit" className="link">
          Stop impersonating
        </button>
      </Form>
    </div>
  );
}

function UserMenu({ shell, area }: { shell: ShellData; area: "member" | "admin" }) {
  const canAdmin = shell.user.isAdmin || Boolean(shell.impersonator);
  return (
    <details className="dropdown user-menu">
      <summary>
        <svg
          className="phone-only"
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
        </svg>
        <span className="user-name">
          {shell.user.firstName} {shell.user.lastName}
        </span>
      </summary>
      <ul>
        {canAdmin ? (
          <li>{area === "admin" ? <Link to={paths.dashboard()}>Normal</Link> : <Link to={paths.admin.users.root()}>Admin</Link>}</li>
        ) : null}
        <li>
          <Link to={paths.editProfile.root()}>My Account</Link>
        </li>
        <li>
          <Form method="post" action={paths.logout()}>
            <button type="submit">Logout</button>
          </Form>
        </li>
      </ul>
    </details>
  );
}

function TopNav({ items, label }: { items: readonly NavItem[]; label: string }) {
  const { pathname } = useLocation();
  const active = activeNavHref(items, pathname);
  return (
    <nav className="main-nav" aria-label={label}>
      <ul>
        {items.map((item) =>
          isNavMenu(item) ? (
            <li key={item.label}>
              <details className="dropdown">
                <summary>{item.label}</summary>
                <ul>
                  {item.href ? (
                    <li>
                      <Link to={item.href}>All {item.label}</Link>
                    </li>
                  ) : null}
                  {item.children.map((c) => (
                    <li key={c.href}>
                      <Link to={c.href} aria-current={c.href === active ? "page" : undefined}>
                        {c.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.href}>
              <Link to={item.href} aria-current={item.href === active ? "page" : undefined}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The menu on small screens: one compact control in the header in place of the top navigation and
 * the left menu, so a page's content comes first. Hidden on wider screens by CSS.
 */
function CompactMenu({ items }: { items: readonly NavItem[] }) {
  return (
    <details className="dropdown compact-menu">
      <summary>Menu</summary>
      <ul>
        {items.flatMap((item) =>
          isNavMenu(item)
            ? [
                <li key={item.label} className="menu-group">
                  {item.href ? <Link to={item.href}>{item.label}</Link> : <span>{item.label}</span>}
                </li>,
                ...item.children.map((c) => (
                  <li key={c.href} className="menu-child">
                    <Link to={c.href}>{c.label}</Link>
                  </li>
                )),
              ]
            : [
                <li key={item.href}>
                  <Link to={item.href}>{item.label}</Link>
                </li>,
              ],
        )}
      </ul>
    </details>
  );
}

/** An open header menu closes when the page changes (client-side navigation keeps the header). */
function useCloseMenusOnNavigation() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.querySelectorAll(".site-header details[open]").forEach((d) => d.removeAttribute("open"));
  }, [pathname, search]);
}

function Header({ shell, area }: { shell: ShellData; area: "member" | "admin" }) {
  const brand = useBrand();
  useCloseMenusOnNavigation();
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link className="brand" to={area === "admin" ? paths.admin.users.root() : paths.dashboard()}>
          <BrandLogo />
          <span className="brand-name">{brand.shortName}</span>
          <span className="brand-product">{area === "admin" ? "Admin" : "Member Portal"}</span>
        </Link>
        <TopNav items={area === "admin" ? ADMIN_NAV : MEMBER_NAV} label={area === "admin" ? "Admin" : "Main"} />
        <CompactMenu items={area === "admin" ? ADMIN_NAV : LEFT_NAV} />
        <div className="header-tools">
          <Link className="cart-link" to={paths.cart()} aria-label={`Cart, ${shell.cartCount} ${shell.cartCount === 1 ? "item" : "items"}`}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="9" cy="21" r="1" />
              <circle cx="20" cy="21" r="1" />
              <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
            </svg>
            <span className="cart-count">{shell.cartCount}</span>
          </Link>
          <a href={HELP_URL}>Help</a>
          <UserMenu shell={shell} area={area} />
        </div>
      </div>
    </header>
  );
}

export function MemberShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { pathname } = useLocation();
  const open = isLeftNavOpen(pathname);
  // One entry is current: the longest that the path is at or under (the trainer pages are under the certification area's path).
  const current = activeNavHref(LEFT_NAV, pathname);
  return (
    <>
      <ImpersonationBanner shell={shell} />
      <Header shell={shell} area="member" />
      {/* The content comes before the left menu, which CSS places beside it on wider screens. */}
      <div className="page page-with-nav">
        <main id="main">{children}</main>
        <details className="side-nav" open={open}>
          <summary>Menu</summary>
          <nav aria-label="Sections">
            <ul>
              {LEFT_NAV.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} aria-current={l.href === current ? "page" : undefined}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
      <SiteFooter />
    </>
  );
}

export function AdminShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <>
      <ImpersonationBanner shell={shell} />
      <Header shell={shell} area="admin" />
      <div className="page">
        <main id="main">{children}</main>
      </div>
      <SiteFooter />
    </>
  );
}
