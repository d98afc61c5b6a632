/**
 * The Merge tab's body: find the other account (a GET form), choose which account survives, the
 * preview (each field's value kept, with a choice where they differ; how many records of each kind
 * move; the collisions and how each is resolved; the blockers), Merge accounts, and the merges made
 * with Undo while it is open. Plain forms and links: works without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import { RecordTable } from "~/ui/record-table.tsx";
import type { FieldRow, KindCount, MergeCandidate, MergePreview } from "../merge/preview.server.ts";
import { UNDO_DAYS } from "../merge/rules.ts";
import type { MergeTab } from "../merge/tab.server.ts";
import type { MergeRow } from "../merge/undo.server.ts";

export type MergeReply = { blockers?: string[]; stale?: string } | undefined;

const mergeHref = (userId: number, q: string, other: number, keep: "this" | "other") =>
  `${paths.admin.users.merge(userId)}?${new URLSearchParams({ ...(q ? { q } : {}), other: String(other), keep })}`;

export function MergeTabView({ tab, reply }: { tab: MergeTab; reply: MergeReply }) {
  return (
    <section aria-labelledby="merge-title">
      <h2 id="merge-title">Merge</h2>
      {tab.retired ? (
        <div className="alert alert-warning" role="note">
          <p>
            This account was merged into <Link to={paths.admin.users.info(tab.retired.intoId)}>{tab.retired.intoName}</Link> on{" "}
            {tab.retired.at}. It can no longer sign in.
          </p>
        </div>
      ) : (
        <>
          <p>
            Merge a duplicate account of the same person into one. Every record moves to the account that survives; the other is retired.
          </p>
          <Form method="get" className="search-form" role="search">
            <label htmlFor="merge-q">Find the other account (name or email)</label>
            <input id="merge-q" type="search" name="q" defaultValue={tab.q} maxLength={200} />
            <button type="submit" className="btn btn-secondary">
              Search
            </button>
          </Form>
          {tab.candidates ? <Candidates tab={tab} rows={tab.candidates} /> : null}
          {tab.preview && tab.other ? <Preview tab={tab} preview={tab.preview} reply={reply} /> : null}
        </>
      )}
      <Merges rows={tab.merges} />
    </section>
  );
}

function Candidates({ tab, rows }: { tab: MergeTab; rows: MergeCandidate[] }) {
  const columns: ReadonlyArray<Column<MergeCandidate>> = [
    { key: "name", header: "Name", rowHeader: true, value: (c) => c.name },
    { key: "email", header: "Email", value: (c) => c.email },
    {
      key: "preview",
      header: "Actions",
      hiddenHeader: true,
      cell: (c) => (
        <Link to={mergeHref(tab.user.id, tab.q, c.id, "this")}>
          Preview merge<span className="visually-hidden"> with {c.name}</span>
        </Link>
      ),
    },
  ];
  return <RecordTable columns={columns} rows={rows} caption="Accounts found" empty="No other member account matches." />;
}

const COUNT_COLUMNS: ReadonlyArray<Column<KindCount>> = [
  { key: "label", header: "Records", rowHeader: true, value: (c) => c.label },
  { key: "count", header: "Moving", numeric: true, value: (c) => String(c.count) },
];

function Preview({ tab, preview, reply }: { tab: MergeTab; preview: MergePreview; reply: MergeReply }) {
  const other = tab.other!;
  const differing = preview.fields.filter((f) => !f.same);
  const same = preview.fields.filter((f) => f.same);
  const blockers = reply?.blockers?.length ? reply.blockers : preview.blockers;
  const survivorIsThis = preview.target.id === tab.user.id;
  return (
    <section className="card" aria-labelledby="preview-title">
      <h3 id="preview-title">Merge preview</h3>
      <p>
        Survives: <strong>{preview.target.name}</strong> ({preview.target.email}, member since {preview.target.memberSince}). Merged into it
        and retired: <strong>{preview.source.name}</strong> ({preview.source.email}, member since {preview.source.memberSince}).
      </p>
      <p>
        <Link to={mergeHref(tab.user.id, tab.q, other.id, survivorIsThis ? "other" : "this")}>
          Keep {preview.source.name}&rsquo;s account instead
        </Link>
      </p>
      {reply?.stale ? (
        <div className="alert alert-warning" role="alert">
          <p>{reply.stale}</p>
        </div>
      ) : null}
      {blockers.length ? (
        <div className="alert alert-danger" role="alert">
          <p>The merge cannot be made:</p>
          <ul>
            {blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" action={mergeHref(tab.user.id, tab.q, other.id, other.keep)}>
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="targetId" value={preview.target.id} />
        <input type="hidden" name="sourceId" value={preview.source.id} />
        <input type="hidden" name="fingerprint" value={preview.fingerprint} />
        <h4>Fields</h4>
        {differing.length ? <p>Where the two differ, choose the value the survivor keeps.</p> : null}
        {differing.map((f) => (
          <FieldPick key={f.key} field={f} />
        ))}
        {same.length ? (
          <>
            <p>The same on both:</p>
            <dl className="details">
              {same.map((f) => (
                <div key={f.key}>
                  <dt>{f.label}</dt>
                  <dd>{f.target}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        <h4>Records</h4>
        <RecordTable
          columns={COUNT_COLUMNS}
          rows={preview.counts}
          rowKey={(c) => c.kind}
          caption={`What moves from ${preview.source.name}`}
        />
        <h4>Collisions</h4>
        {preview.collisions.length ? (
          <ul>
            {preview.collisions.map((c) => (
              <li key={c.what}>
                {c.what} {c.resolution}
              </li>
            ))}
          </ul>
        ) : (
          <p>None: nothing on the two accounts clashes.</p>
        )}
        <h4>The retired account</h4>
        <p>
          {preview.source.name}&rsquo;s account is kept as a retired record pointing at the survivor: it can no longer sign in, its sessions
          end, and its email {preview.source.email} is freed. The merge can be undone for {UNDO_DAYS} days.
        </p>
        {blockers.length ? null : (
          <div className="form-actions">
            <button type="submit" className="btn btn-danger">
              Merge accounts
            </button>
          </div>
        )}
      </Form>
    </section>
  );
}

function FieldPick({ field }: { field: FieldRow }) {
  const name = `pick.${field.key}`;
  const id = (side: string) => `pick-${field.key}-${side}`;
  return (
    <fieldset className="checkbox-group">
      <legend>{field.label}</legend>
      <div className="field-radio">
        <input type="radio" id={id("target")} name={name} value="target" defaultChecked={field.pick === "target"} />
        <label htmlFor={id("target")}>Survivor&rsquo;s: {field.target}</label>
      </div>
      <div className="field-radio">
        <input type="radio" id={id("source")} name={name} value="source" defaultChecked={field.pick === "source"} />
        <label htmlFor={id("source")}>Other account&rsquo;s: {field.source}</label>
      </div>
    </fieldset>
  );
}

function Merges({ rows }: { rows: MergeRow[] }) {
  if (!rows.length) return null;
  const columns: ReadonlyArray<Column<MergeRow>> = [
    { key: "mergedAt", header: "Merged", value: (m) => m.mergedAt },
    { key: "target", header: "Survivor", cell: (m) => <Link to={paths.admin.users.info(m.target.id)}>{m.target.name}</Link> },
    {
      key: "source",
      header: "Retired account",
      wrap: true,
      cell: (m) => (
        <>
          <Link to={paths.admin.users.merge(m.source.id)}>{m.source.name}</Link> ({m.source.email})
        </>
      ),
    },
    { key: "by", header: "By", value: (m) => m.by },
    {
      key: "undo",
      header: "Undo",
      cell: (m) =>
        m.undoneAt ? (
          `Undone ${m.undoneAt}`
        ) : m.canUndo ? (
          <Form method="post">
            <input type="hidden" name="intent" value="undo" />
            <input type="hidden" name="mergeId" value={m.id} />
            <button type="submit" className="btn btn-secondary btn-small">
              Undo merge<span className="visually-hidden"> of {m.source.name}</span>
            </button>
            <span className="hint"> until {m.undoUntil}</span>
          </Form>
        ) : (
          "Closed"
        ),
    },
  ];
  return (
    <>
      <h3>Merges</h3>
      <RecordTable columns={columns} rows={rows} rowKey={(m) => m.id} caption="Merges into or out of this account" />
    </>
  );
}
