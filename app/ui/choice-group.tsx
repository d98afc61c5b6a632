/**
 * A labelled group of checkboxes or radio buttons (a fieldset whose legend names it), with its hint
 * and errors tied to the group through aria-describedby. Native controls: they work before
 * hydration and without JavaScript. Each control's id is `<name>-<value>` (the step pages' CSS
 * reveals the questions that follow a choice with `:has(#id:checked)`).
 */
import type { ReactNode } from "react";
import { ErrorList, type ListOfErrors } from "~/ui/field.tsx";
/** One choice: the value posted and its label. */
export type Choice = { value: string; label: string };

/** The id of a choice's control (valid HTML: no spaces). */
export const choiceId = (name: string, value: string) => `${name}-${value.replace(/[^A-Za-z0-9_-]+/g, "-")}`;

/** A field's values as the form shows them: Conform's initial value (what was posted, or the stored answers). */
export function chosenList(initial: unknown): string[] {
  if (Array.isArray(initial)) return initial.filter((v): v is string => typeof v === "string");
  return typeof initial === "string" ? [initial] : [];
}

export function ChoiceGroup({
  legend,
  name,
  type = "checkbox",
  options,
  chosen,
  errors,
  hint,
  className,
}: {
  legend: ReactNode;
  name: string;
  type?: "checkbox" | "radio";
  options: readonly Choice[];
  chosen: readonly string[];
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
}) {
  const errorId = errors?.filter(Boolean).length ? `${name}-error` : undefined;
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset
      className={["checkbox-group", className].filter(Boolean).join(" ")}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {options.map((o) => (
        <div className={type === "radio" ? "field-radio" : "field-checkbox"} key={o.value}>
          <input type={type} id={choiceId(name, o.value)} name={name} value={o.value} defaultChecked={chosen.includes(o.value)} />
          <label htmlFor={choiceId(name, o.value)}>{o.label}</label>
        </div>
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
