import { Link, NavLink } from "@remix-run/react";
import { EDIT_PROFILE_TABS, type EditProfileTabKey } from "~/features/shell/nav.ts";
import { paths } from "~/lib/paths.ts";
import { telHref } from "~/lib/http.ts";
import { Avatar } from "./avatar.tsx";
import { Breakable } from "~/ui/breakable.tsx";

export type ProfileSidebarProps = {
  summary: { firstName: string; lastName: string; avatarSrc: string | null; place: string | null; job: string | null };
  contacts: { office: string | null; home: string | null; email: string; website: string | null };
  myProfile: { key: string; label: string; badge: string; tone: "primary" | "warning"; href?: string }[];
  completeness: Record<EditProfileTabKey, boolean>;
};

function Summary({ summary }: { summary: ProfileSidebarProps["summary"] }) {
  const name = `${summary.firstName} ${summary.lastName}`;
  return (
    <div className="profile-summary">
      <Avatar src={summary.avatarSrc} name={name} size={96} />
      <p className="profile-name">{name}</p>
      {summary.place ? <p className="muted">{summary.place}</p> : null}
      {summary.job ? <p>{summary.job}</p> : null}
    </div>
  );
}

/**
 * The profile sidebar. On the dashboard: summary, contact links and the My Profile block (hidden on
 * small screens by CSS). In edit-profile: summary and the six tabs with their check marks.
 * Collapsible with a native <details>, so it needs no JavaScript.
 */
export function ProfileSidebar({ data, variant }: { data: ProfileSidebarProps; variant: "dashboard" | "edit-profile" }) {
  const { summary, contacts, myProfile, completeness } = data;
  return (
    <aside className={`profile-sidebar profile-sidebar-${variant}`} aria-label="Profile">
      <details open>
        <summary>Profile</summary>
        <Summary summary={summary} />
        {variant === "dashboard" ? (
          <>
            <p>
              <Link className="btn btn-block" to={paths.editProfile.root()}>
                My Account
              </Link>
            </p>
            <ul className="contact-links">
              {contacts.office ? (
                <li>
                  Office: <a href={telHref(contacts.office)}>{contacts.office}</a>
                </li>
              ) : null}
              {contacts.home ? (
                <li>
                  Home: <a href={telHref(contacts.home)}>{contacts.home}</a>
                </li>
              ) : null}
              <li>
                <a href={`mailto:${contacts.email}`}>
                  <Breakable text={contacts.email} />
                </a>
              </li>
              {contacts.website ? (
                <li>
                  <a href={contacts.website} rel="noopener noreferrer" target="_blank">
                    <Breakable text={contacts.website.replace(/^https?:\/\//, "")} />
                  </a>
                </li>
              ) : null}
            </ul>
            {myProfile.length > 0 ? (
              <section className="my-profile" aria-labelledby="my-profile-heading">
                <h2 id="my-profile-heading">My Profile</h2>
                <ul>
                  {myProfile.map((item) => (
                    <li key={item.key}>
                      {item.href ? (
                        <a href={item.href} rel="noopener noreferrer" target="_blank">
                          {item.label}
                        </a>
                      ) : (
                        <span>{item.label}</span>
                      )}{" "}
                      <span className={`badge badge-${item.tone}`}>{item.badge}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : (
          <nav aria-label="Edit profile">
            <ul className="profile-tabs">
              {EDIT_PROFILE_TABS.map((tab) => (
                <li key={tab.key}>
                  <NavLink to={tab.href} end aria-label={`${tab.label}, ${completeness[tab.key] ? "complete" : "incomplete"}`}>
                    <span className={completeness[tab.key] ? "check check-done" : "check"} aria-hidden="true">
                      {completeness[tab.key] ? "✓" : "○"}
                    </span>{" "}
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </details>
    </aside>
  );
}
