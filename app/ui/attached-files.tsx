/**
 * Uploaded files on a form or a review page: a file input with its hint and errors, and the list of
 * attached files (links to the authorised media route, opening in a new tab), optionally each with a
 * Delete button that posts the form with `deleteMediaId` (works without JavaScript).
 */
import { ErrorList } from "./field.tsx";

export type AttachedFile = { id: number; kindLabel: string; name: string; href: string };

export function FileInput({
  id,
  name,
  label,
  hint,
  accept,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  accept: string;
  errors?: string[];
}) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** The files as links; with `deletable`, a Delete button beside each (a submit button of the enclosing form). */
export function FileLinks({ files, deletable = false }: { files: readonly AttachedFile[]; deletable?: boolean }) {
  return (
    <ul className="plain-list">
      {files.map((f) => (
        <li key={f.id}>
          <a href={f.href} target="_blank" rel="noreferrer">
            {f.kindLabel}: {f.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {deletable ? (
            <>
              {" "}
              <button type="submit" name="deleteMediaId" value={String(f.id)} className="link" formNoValidate>
                Delete<span className="visually-hidden"> {f.name}</span>
              </button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The "Files" block of an edit form (nothing when there are none). */
export function AttachedFiles({ files }: { files: readonly AttachedFile[] }) {
  if (files.length === 0) return null;
  return (
    <div className="field">
      <p className="field-label">Files</p>
      <FileLinks files={files} deletable />
    </div>
  );
}
