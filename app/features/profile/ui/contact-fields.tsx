/**
 * The contact form's fields (the member's Contact Info tab; the admin's Info tab, Contact group):
 * names, date of birth, gender, race/ethnicity, website, contact method, phones, the text-message
 * boxes and, when the member has addresses, the primary address.
 */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps } from "react";
import { CONTACT_METHOD_LABEL, GENDER_LABEL, optionsOf } from "~/domain/constants.ts";
import { ETHNICITY_OPTIONS } from "~/features/profile/options.ts";
import type { ContactInfo } from "~/features/profile/schemas.server.ts";
import { CheckboxField, Field, SelectField } from "~/ui/field.tsx";

/** The contact fields of a Conform form (its `fields`). */
export type ContactFieldset = { [K in keyof ContactInfo]-?: FieldMetadata<unknown> };

const GENDER_OPTIONS = optionsOf(GENDER_LABEL);
const CONTACT_OPTIONS = Object.entries(CONTACT_METHOD_LABEL).map(([value, label]) => ({ value, label }));
const ETHNICITIES = ETHNICITY_OPTIONS.map((e) => ({ value: e, label: e }));

/**
 * The form's fields. The admin's Info tab edits someone else's details: their sign-in Email comes
 * first (`email`, that form's field), the browser does not offer its own (`autofill` false: every
 * input autocomplete="off", and no url keyboard for Website, as before) and the text-message boxes
 * speak of the member (`thirdPerson`).
 */
export function ContactFields({
  fields,
  addressOptions,
  autofill = true,
  email,
  thirdPerson = false,
}: {
  fields: ContactFieldset;
  /** The member's addresses as options; none: no Primary Address select. */
  addressOptions: Array<{ value: string; label: string }>;
  autofill?: boolean;
  email?: FieldMetadata<unknown>;
  thirdPerson?: boolean;
}) {
  const input = (
    field: FieldMetadata<unknown>,
    label: string,
    type: "text" | "email" | "tel" | "date",
    token: string,
    extra?: { inputMode: "url" },
  ) => (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type }), ...(autofill ? { autoComplete: token, ...extra } : { autoComplete: "off" }) }}
      errors={field.errors}
    />
  );
  type Options = ComponentProps<typeof SelectField>["options"];
  const select = (field: FieldMetadata<unknown>, label: string, options: Options, placeholder?: string) => (
    <SelectField label={label} selectProps={getSelectProps(field)} options={options} placeholder={placeholder} errors={field.errors} />
  );
  return (
    <>
      <div className="grid-2">
        {email ? input(email, "Email", "email", "email") : null}
        {input(fields.firstName, "First Name", "text", "given-name")}
        {input(fields.middleName, "Middle Name", "text", "additional-name")}
        {input(fields.lastName, "Last Name", "text", "family-name")}
        {input(fields.suffix, "Suffix", "text", "honorific-suffix")}
        {input(fields.dateOfBirth, "Date of Birth", "date", "bday")}
        {select(fields.gender, "Gender", GENDER_OPTIONS, "Select")}
        {select(fields.ethnicity, "Race/Ethnicity", ETHNICITIES, "Select")}
        {input(fields.website, "Website", "text", "url", { inputMode: "url" })}
        {select(fields.contactMethod, "Preferred Contact Method", CONTACT_OPTIONS)}
        {input(fields.workPhone, "Office Phone", "tel", "work tel")}
        {input(fields.homePhone, "Home Phone", "tel", "home tel")}
        {input(fields.cellPhone, "Cell Phone", "tel", "mobile tel")}
      </div>
      <CheckboxField
        label={thirdPerson ? "Receives text messages" : "Yes, I would like to receive text messages (up to 4 per month)."}
        inputProps={getInputProps(fields.willText, { type: "checkbox" })}
        errors={fields.willText.errors}
      />
      <CheckboxField
        label={thirdPerson ? "Agreed to the terms of service for text messages" : "I agree to the terms of service for text messages."}
        inputProps={getInputProps(fields.agreeTos, { type: "checkbox" })}
        errors={fields.agreeTos.errors}
      />
      {addressOptions.length > 0 ? select(fields.primaryAddressId, "Primary Address", addressOptions, "None") : null}
    </>
  );
}
