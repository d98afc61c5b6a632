import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useId } from "react";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

type WithKey = { id?: string; key?: string | null };

/**
 * The id, React key and ARIA wiring every labelled control shares: errors (and an optional hint)
 * are tied to the control through aria-describedby, and aria-invalid is set while errors show.
 */
function useControl<P extends WithKey>(controlProps: P, errors: ListOfErrors, hasHint = false) {
  const fallbackId = useId();
  const { key, ...props } = controlProps;
  const id = props.id ?? fallbackId;
  const errorId = errors?.filter(Boolean).length ? `${id}-error` : undefined;
  const hintId = hasHint ? `${id}-hint` : undefined;
  return {
    id,
    errorId,
    hintId,
    key: key ?? undefined,
    control: {
      ...props,
      id,
      "aria-invalid": errorId ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & WithKey;

/** Label, input and errors tied together (aria-describedby / aria-invalid). */
export function Field({
  label,
  inputProps,
  errors,
  hint,
}: {
  label: ReactNode;
  inputProps: InputProps;
  errors?: ListOfErrors;
  hint?: ReactNode;
}) {
  const { id, errorId, hintId, key, control } = useControl(inputProps, errors, Boolean(hint));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <input key={key} {...control} />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function CheckboxField({ label, inputProps, errors }: { label: ReactNode; inputProps: InputProps; errors?: ListOfErrors }) {
  const { id, errorId, key, control } = useControl(inputProps, errors);
  return (
    <div className="field field-checkbox">
      <input key={key} type="checkbox" {...control} />
      <label htmlFor={id}>{label}</label>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & WithKey;

export function SelectField({
  label,
  selectProps,
  options,
  errors,
  placeholder,
  hint,
}: {
  label: ReactNode;
  selectProps: SelectProps;
  options: ReadonlyArray<{ value: string; label: string }>;
  errors?: ListOfErrors;
  placeholder?: string;
  hint?: ReactNode;
}) {
  const { id, errorId, hintId, key, control } = useControl(selectProps, errors, Boolean(hint));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <select key={key} {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type TextareaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & WithKey;

export function TextareaField({
  label,
  textareaProps,
  errors,
  hint,
}: {
  label: ReactNode;
  textareaProps: TextareaProps;
  errors?: ListOfErrors;
  hint?: ReactNode;
}) {
  const { id, errorId, hintId, key, control } = useControl(textareaProps, errors, Boolean(hint));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <textarea key={key} {...control} />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** Errors that belong to the whole form (e.g. "Invalid email or password."). */
export function FormErrors({ id, errors }: { id: string; errors?: ListOfErrors }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <div id={id} className="alert alert-danger" role="alert">
      {list.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

/** The submit row at the end of a form. */
/** The form's submit button, and in a modal route the Cancel link back to the page (`cancelTo`). */
export function SubmitRow({ label = "Save", cancelTo, danger = false }: { label?: string; cancelTo?: string; danger?: boolean }) {
  return (
    <div className="form-actions">
      <button type="submit" className={danger ? "btn btn-danger" : "btn"}>
        {label}
      </button>
      {cancelTo ? (
        <Link to={cancelTo} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      ) : null}
    </div>
  );
}
