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

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { key?: string | null };

/** Label, input and errors tied together (aria-describedby / aria-invalid). */
export function Field({ label, inputProps, errors, hint }: { label: ReactNode; inputProps: InputProps; errors?: ListOfErrors; hint?: ReactNode }) {
  const fallbackId = useId();
  const { key, ...props } = inputProps;
  const id = props.id ?? fallbackId;
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
        key={key ?? undefined}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...props}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function CheckboxField({ label, inputProps, errors }: { label: ReactNode; inputProps: InputProps; errors?: ListOfErrors }) {
  const fallbackId = useId();
  const { key, ...props } = inputProps;
  const id = props.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="field field-checkbox">
      <input key={key ?? undefined} id={id} type="checkbox" aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...props} />
      <label htmlFor={id}>{label}</label>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { key?: string | null };

export function SelectField({
  label,
  selectProps,
  options,
  errors,
  placeholder,
}: {
  label: ReactNode;
  selectProps: SelectProps;
  options: ReadonlyArray<{ value: string; label: string }>;
  errors?: ListOfErrors;
  placeholder?: string;
}) {
  const fallbackId = useId();
  const { key, ...props } = selectProps;
  const id = props.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select key={key ?? undefined} id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...props}>
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

type TextareaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string | null };

export function TextareaField({ label, textareaProps, errors }: { label: ReactNode; textareaProps: TextareaProps; errors?: ListOfErrors }) {
  const fallbackId = useId();
  const { key, ...props } = textareaProps;
  const id = props.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea key={key ?? undefined} id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...props} />
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
