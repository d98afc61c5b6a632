/**
 * The donation fields (spec "Donation form": id, amount, other, anonymous), used by /donate and by
 * the checkout's donation card. Field names: donationOptionId, donationAmount, donationOther,
 * donationAnonymous; the server parses them with the schema in features/commerce/schemas.server.ts (no zod here).
 *
 * Without JavaScript the amount list is every option's amounts together (amounts only some options
 * offer say which), and the server checks the pairing; once hydrated only the chosen option's
 * amounts show. "No donation" hides them with CSS alone. Typing an amount picks "Other".
 *
 * Pass Conform's field metadata as `fields`, or plain `defaultValue` and `errors` by field name.
 */
import { useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DONATION_AMOUNT_LABEL, NO_DONATION_ID, OTHER_AMOUNT, type DonationOptionView } from "~/features/commerce/donation-options.ts";
import { formatCents } from "~/lib/money.ts";
import { ErrorList, SelectField } from "~/ui/field.tsx";

export type DonationFieldName = "donationOptionId" | "donationAmount" | "donationOther" | "donationAnonymous";

/** The parts of a Conform field this component reads. */
export type DonationFieldLike = { name: string; id?: string; initialValue?: unknown; errors?: string[] };

export type DonationFieldsProps = {
  options: DonationOptionView[];
  /** checkout: a first choice "No donation" (value 0); /donate: a donation is required */
  allowNone: boolean;
  fields?: Partial<Record<DonationFieldName, DonationFieldLike>>;
  defaultValue?: Partial<Record<DonationFieldName, string | boolean>>;
  errors?: Partial<Record<DonationFieldName, string[] | null | undefined>>;
};

function text(value: unknown): string {
  if (value === undefined || value === null || value === false) return "";
  if (value === true) return "on";
  return Array.isArray(value) ? String(value[0] ?? "") : String(value);
}

/** Every option's amounts, in the order they first appear. */
function unionOfAmounts(options: DonationOptionView[]): number[] {
  const seen = new Set<number>();
  for (const o of options) for (const a of o.amountsCents) seen.add(a);
  return [...seen];
}

export function DonationFields({ options, allowNone, fields, defaultValue, errors }: DonationFieldsProps) {
  const hydrated = useHydrated();
  const uid = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const otherRadioRef = useRef<HTMLInputElement>(null);

  const field = (n: DonationFieldName) => {
    const f = fields?.[n];
    const id = f?.id ?? `${uid}-${n}`;
    const errs = (f?.errors ?? errors?.[n] ?? []).filter((e): e is string => Boolean(e));
    return { name: f?.name ?? n, id, errorId: `${id}-error`, initial: text(f ? f.initialValue : defaultValue?.[n]), errors: errs };
  };
  const optionField = field("donationOptionId");
  const amountField = field("donationAmount");
  const otherField = field("donationOther");
  const anonymousField = field("donationAnonymous");

  const fallbackOption = allowNone ? String(NO_DONATION_ID) : options[0] ? String(options[0].id) : "";
  const [optionId, setOptionId] = useState(optionField.initial || fallbackOption);
  const [amount, setAmount] = useState(amountField.initial);

  const chosen = options.find((o) => String(o.id) === optionId);
  const none = allowNone && optionId === String(NO_DONATION_ID);
  const amounts = hydrated ? (chosen?.amountsCents ?? []) : unionOfAmounts(options);
  // The amounts are always in the page: "No donation" hides them with CSS (:has on the select's
  // checked option), so the server's page and the hydrated one have the same layout (no shift) and
  // the choice shows and hides them without JavaScript too.
  const showAmounts = !hydrated || none || Boolean(chosen);

  function amountLabel(cents: number): string {
    const notes: string[] = [];
    if (DONATION_AMOUNT_LABEL[cents]) notes.push(DONATION_AMOUNT_LABEL[cents]);
    if (!hydrated) {
      const offeredBy = options.filter((o) => o.amountsCents.includes(cents));
      if (offeredBy.length < options.length) notes.push(`${offeredBy.map((o) => o.name).join(", ")} only`);
    }
    return notes.length ? `${formatCents(cents)} (${notes.join("; ")})` : formatCents(cents);
  }

  function onOptionChange(event: React.ChangeEvent<HTMLSelectElement>) {
    const next = event.currentTarget.value;
    setOptionId(next);
    const offered = options.find((o) => String(o.id) === next)?.amountsCents ?? [];
    if (amount && amount !== OTHER_AMOUNT && !offered.includes(Number(amount))) {
      // The chosen amount is not offered by the new option: clear it now, so a form listening for
      // changes (the checkout's live total) reads the same as what is shown next.
      setAmount("");
      containerRef.current?.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${amountField.name}"]`).forEach((r) => {
        r.checked = false;
      });
    }
  }

  function onOtherInput() {
    if (amount === OTHER_AMOUNT) return;
    setAmount(OTHER_AMOUNT);
    if (otherRadioRef.current) otherRadioRef.current.checked = true;
  }

  const selectOptions = [
    ...(allowNone ? [{ value: String(NO_DONATION_ID), label: "No donation" }] : []),
    ...options.map((o) => ({ value: String(o.id), label: o.name })),
  ];
  const amountInvalid = amountField.errors.length > 0;
  const otherInvalid = otherField.errors.length > 0;

  return (
    <div className="donation-fields" ref={containerRef}>
      <SelectField
        label="Donation"
        selectProps={{ id: optionField.id, name: optionField.name, value: optionId, onChange: onOptionChange }}
        options={selectOptions}
        errors={optionField.errors}
      />
      {showAmounts ? (
        <div className="donation-details">
          <fieldset className="donation-amounts" aria-describedby={amountInvalid ? amountField.errorId : undefined}>
            <legend>Amount</legend>
            {amounts.map((cents) => {
              const value = String(cents);
              const id = `${amountField.id}-${value}`;
              return (
                <div className="field-radio" key={value}>
                  <input
                    type="radio"
                    id={id}
                    name={amountField.name}
                    value={value}
                    checked={amount === value}
                    onChange={() => setAmount(value)}
                  />
                  <label htmlFor={id}>{amountLabel(cents)}</label>
                </div>
              );
            })}
            <div className="field-radio">
              <input
                ref={otherRadioRef}
                type="radio"
                id={`${amountField.id}-other`}
                name={amountField.name}
                value={OTHER_AMOUNT}
                checked={amount === OTHER_AMOUNT}
                onChange={() => setAmount(OTHER_AMOUNT)}
              />
              <label htmlFor={`${amountField.id}-other`}>Other</label>
            </div>
            <ErrorList id={amountField.errorId} errors={amountField.errors} />
            <div className="field donation-other">
              <label htmlFor={otherField.id}>Other amount (dollars)</label>
              <input
                id={otherField.id}
                name={otherField.name}
                type="number"
                inputMode="decimal"
                min="0.01"
                max="100000"
                step="0.01"
                defaultValue={otherField.initial}
                onChange={onOtherInput}
                aria-invalid={otherInvalid ? true : undefined}
                aria-describedby={otherInvalid ? otherField.errorId : undefined}
              />
              <ErrorList id={otherField.errorId} errors={otherField.errors} />
            </div>
          </fieldset>
          <div className="field field-checkbox">
            <input
              type="checkbox"
              id={anonymousField.id}
              name={anonymousField.name}
              value="on"
              defaultChecked={anonymousField.initial === "on" || anonymousField.initial === "true"}
              aria-invalid={anonymousField.errors.length ? true : undefined}
              aria-describedby={anonymousField.errors.length ? anonymousField.errorId : undefined}
            />
            <label htmlFor={anonymousField.id}>Give anonymously</label>
            <ErrorList id={anonymousField.errorId} errors={anonymousField.errors} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
