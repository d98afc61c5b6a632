import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { loadEditForm, postEditRecord, requireKind } from "~/features/system-data/pages.server.ts";
import { RecordForm } from "~/features/system-data/ui/record-form.tsx";
import { RecordHistory, RecordUsage } from "~/features/system-data/ui/record-parts.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "Edit"} | Admin` }];

/** /admin/system-data/:kind/:id: edit a row; where it is used; archive, restore or delete it; its history. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadEditForm(requireKind(params.kind), idParam(params.id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return postEditRecord(requireKind(params.kind), admin.actor, idParam(params.id), request);
}

export default function EditRecord() {
  const form = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const listHref = paths.admin.systemData.kind(form.kind.slug);
  const unused = form.usage.every((u) => u.count === 0);
  return (
    <>
      <p>
        <Link to={listHref}>Back to the list</Link>
      </p>
      <h1>
        {form.title} {form.archived ? <span className="badge badge-warning">Archived</span> : null}
      </h1>
      <RecordUsage usage={form.usage} noun={form.kind.noun} />
      <RecordForm
        id={`edit-${form.kind.slug}-${form.id}`}
        fields={form.fields}
        values={form.values}
        editing
        lastResult={reply?.result}
        submitLabel="Save Changes"
        cancelTo={listHref}
      />
      {form.previews.map((p) => (
        <section className="card" key={p.name} aria-labelledby={`preview-${p.name}`}>
          <h2 id={`preview-${p.name}`}>Preview: {p.label}</h2>
          <p className="muted">As members see it (saved version).</p>
          {p.html ? <div className="html-card" dangerouslySetInnerHTML={{ __html: p.html }} /> : <p>Empty.</p>}
        </section>
      ))}
      {form.kind.archivable || !form.kind.fixedRows ? (
        <section className="card" aria-labelledby="retire-heading">
          <h2 id="retire-heading">Retire</h2>
          {form.kind.archivable ? (
            <Form method="post">
              <p>
                {form.archived
                  ? "Archived: members cannot choose it; records that use it keep it."
                  : "Archiving hides it from members' choices; records that use it keep it."}
              </p>
              <button className="btn btn-secondary" type="submit" name="intent" value={form.archived ? "restore" : "archive"}>
                {form.archived ? "Restore" : "Archive"}
              </button>
            </Form>
          ) : null}
          {!form.kind.fixedRows && unused ? (
            <Form method="post">
              <p>Nothing uses it, so it can be deleted.</p>
              <button className="btn btn-danger" type="submit" name="intent" value="delete">
                Delete
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
      <RecordHistory history={form.history} />
    </>
  );
}
