import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { STATE_OPTIONS } from "~/features/profile/address-options.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { paths, type Query } from "~/lib/paths.ts";
import { directoryQuery, DIRECTORY_SERVICES, parseDirectoryParams, searchDirectory } from "~/features/membership/directory.server.ts";
import { directoryColumns } from "~/features/membership/directory-columns.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

export const meta: MetaFunction = () => [{ title: "Member Directory | Member Portal" }];

/**
 * /membership/search: every signed-in user may search; the service lists only members who agreed to
 * the demographic search and hold a valid membership today. The search lives in the URL (a GET form).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const params = parseDirectoryParams(new URL(request.url));
  const page = await searchDirectory(params);
  return {
    ...page,
    params,
    /** the search without the page (sort headers, page links) */
    query: directoryQuery(params),
    services: DIRECTORY_SERVICES.map((s) => ({ key: s.key, label: s.label, checked: params.services.includes(s.key) })),
  };
}

export default function MemberDirectory() {
  const d = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  /** With JavaScript: submit the search without the empty fields (tidy URLs), replacing history. */
  const search = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const data = new FormData(form);
    for (const [key, value] of [...data.entries()]) if (value === "") data.delete(key);
    submit(data, { method: "get", action: paths.membership.search(), replace: true, preventScrollReset: true });
  };

  const pageQuery = (page: number): Query => ({ ...d.query, page: page > 1 ? page : undefined });
  const withPage = { ...d.query, page: d.page > 1 ? d.page : undefined };

  return (
    <>
      <h1>Member Directory</h1>
      <p className="muted">Find members who have chosen to appear in the directory.</p>

      <Form
        method="get"
        action={paths.membership.search()}
        role="search"
        aria-label="Search the member directory"
        className="card directory-search"
        onSubmit={(e) => {
          e.preventDefault();
          search(e.currentTarget);
        }}
        onChange={(e) => {
          const form = e.currentTarget;
          const target = e.target as HTMLInputElement | HTMLSelectElement;
          // Text boxes wait until typing stops (spec: 300 ms); a select or checkbox applies at once.
          if (target instanceof HTMLInputElement && (target.type === "text" || target.type === "search")) {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => search(form), 300);
          } else {
            search(form);
          }
        }}
      >
        <div className="grid-2">
          <div className="field">
            <label htmlFor="directory-q">Name</label>
            <input id="directory-q" type="search" name="q" defaultValue={d.params.q} maxLength={200} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="directory-city">City</label>
            <input id="directory-city" type="search" name="city" defaultValue={d.params.city} maxLength={100} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="directory-state">State</label>
            <select id="directory-state" name="state" defaultValue={d.params.state}>
              <option value="">Any state</option>
              {STATE_OPTIONS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="directory-expertise">Areas of expertise</label>
            <input
              id="directory-expertise"
              type="search"
              name="expertise"
              defaultValue={d.params.expertise}
              maxLength={100}
              autoComplete="off"
            />
          </div>
        </div>
        <fieldset className="checkbox-group">
          <legend>Services offered</legend>
          {d.services.map((s) => (
            <div className="field field-checkbox" key={s.key}>
              <input id={`directory-${s.key}`} type="checkbox" name={s.key} defaultChecked={s.checked} />
              <label htmlFor={`directory-${s.key}`}>{s.label}</label>
            </div>
          ))}
        </fieldset>
        {d.params.sort !== "name" ? <input type="hidden" name="sort" value={d.params.sort} /> : null}
        {d.params.dir !== "asc" ? <input type="hidden" name="dir" value={d.params.dir} /> : null}
        <div className="form-actions">
          <button type="submit" className="btn">
            Search
          </button>
        </div>
      </Form>

      <p role="status" className="directory-count">
        {d.total} {d.total === 1 ? "member" : "members"} found
      </p>

      {d.rows.length === 0 ? (
        <p>No members match your search.</p>
      ) : (
        <>
          <RecordTable
            className="directory-table"
            caption="Members matching your search"
            columns={directoryColumns(withPage)}
            rows={d.rows}
            sort={{
              by: d.params.sort,
              dir: d.params.dir,
              marks: "sorted",
              href: (key, dir) =>
                paths.membership.search({ ...d.query, sort: key === "name" ? undefined : key, dir: dir === "asc" ? undefined : dir }),
            }}
          />
          <nav className="pager" aria-label="Directory pages">
            {d.page > 1 ? <Link to={paths.membership.search(pageQuery(d.page - 1))}>Previous</Link> : null}
            <Form method="get" action={paths.membership.search()} className="pager-jump">
              {Object.entries(d.query).map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={String(v)} />
              ))}
              <label htmlFor="directory-page">Page</label>{" "}
              <input id="directory-page" type="number" name="page" min={1} max={d.lastPage} defaultValue={d.page} key={d.page} /> of{" "}
              {d.lastPage}{" "}
              <button type="submit" className="btn btn-secondary">
                Go
              </button>
            </Form>
            {d.page < d.lastPage ? <Link to={paths.membership.search(pageQuery(d.page + 1))}>Next</Link> : null}
          </nav>
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
