import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { directoryQuery, getDirectoryProfile, parseDirectoryParams } from "~/features/membership/directory.server.ts";
import { Avatar } from "~/features/profile/ui/avatar.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { notFound } from "~/lib/http.ts";
import { Breakable } from "~/ui/breakable.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.profile.name} | Member Directory` : "Member Directory | Member Portal" },
];

/**
 * /membership/search/{id}: a listed member's public profile. Anyone the directory does not list
 * (not opted in, no valid membership, unknown id) is a 404. The URL may carry the search it came
 * from, which the back link restores.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = idParam(params.memberId);
  const profile = await getDirectoryProfile(user.id, id);
  if (!profile) throw notFound();
  const search = parseDirectoryParams(new URL(request.url));
  return { profile, backHref: paths.membership.search(directoryQuery(search, { page: true })) };
}

export default function DirectoryProfilePage() {
  const { profile: p, backHref } = useLoaderData<typeof loader>();
  const place = [p.city, p.state].filter(Boolean).join(", ");
  const job = [p.jobTitle, p.organization].filter(Boolean).join(", ");
  return (
    <>
      <p>
        <Link to={backHref}>{"\u2190"} Back to search results</Link>
      </p>
      <div className="card directory-profile-head">
        <span aria-hidden="true">
          <Avatar src={p.avatarSrc} name={p.name} size={96} />
        </span>
        <div>
          <h1>{p.name}</h1>
          {job ? <p>{job}</p> : null}
          {place ? <p className="muted">{place}</p> : null}
        </div>
      </div>

      <section className="card" aria-labelledby="directory-about">
        <h2 id="directory-about">About</h2>
        {p.publicBio ? <p className="directory-bio">{p.publicBio}</p> : <p className="muted">No public bio yet.</p>}
        {p.memberBio ? (
          <>
            <h3>Member Bio</h3>
            <p className="directory-bio">{p.memberBio}</p>
          </>
        ) : null}
        {!p.viewerIsMember ? <p className="muted">Member bios are shown to members only.</p> : null}
      </section>

      <section className="card" aria-labelledby="directory-details">
        <h2 id="directory-details">Professional Details</h2>
        <dl className="details">
          {p.organization ? (
            <>
              <dt>Organization</dt>
              <dd>{p.organization}</dd>
            </>
          ) : null}
          {p.jobTitle ? (
            <>
              <dt>Job Title</dt>
              <dd>{p.jobTitle}</dd>
            </>
          ) : null}
          {place ? (
            <>
              <dt>Location</dt>
              <dd>{place}</dd>
            </>
          ) : null}
          <dt>Areas of Expertise</dt>
          <dd>{p.areasOfExpertise || "Not provided"}</dd>
          {p.primaryWorkAreaCategory ? (
            <>
              <dt>Primary Area of Work</dt>
              <dd>{p.primaryWorkAreaCategory}</dd>
            </>
          ) : null}
          <dt>Work Areas</dt>
          <dd>{p.workAreas.length ? p.workAreas.join(", ") : "Not provided"}</dd>
          <dt>Services Offered</dt>
          <dd>{p.services.length ? p.services.join(", ") : "None listed"}</dd>
        </dl>
      </section>

      {p.website || p.social.length ? (
        <section className="card" aria-labelledby="directory-links">
          <h2 id="directory-links">Website and Social</h2>
          <ul className="contact-links">
            {p.website ? (
              <li>
                Website:{" "}
                <a href={p.website} rel="noopener noreferrer" target="_blank">
                  <Breakable text={p.website.replace(/^https?:\/\//i, "")} />
                </a>
              </li>
            ) : null}
            {p.social.map((s) => (
              <li key={s.label}>
                {s.label}:{" "}
                {s.href ? (
                  <a href={s.href} rel="noopener noreferrer" target="_blank">
                    {s.text}
                  </a>
                ) : (
                  s.text
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
