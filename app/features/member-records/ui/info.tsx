/**
 * The Info tab's body: the member's details in the groups staff read them by, each group its own
 * plain form (a post with its `intent`: works without JavaScript) with its own Save. A refused save
 * comes back to its own form only (told apart by the posted intent), with the typed values.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { MEMBERSHIP_STATUS_LABEL, optionsOf } from "~/domain/constants.ts";
import { Avatar } from "~/features/profile/ui/avatar.tsx";
import { AddressFields } from "~/features/profile/ui/address-form.tsx";
import { ContactFields } from "~/features/profile/ui/contact-fields.tsx";
import { EmploymentFields, employmentDefaults } from "~/features/profile/ui/employment-fields.tsx";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/ui/field.tsx";
import type { InfoGroup } from "../info-groups.ts";
import type { MemberInfo } from "../info.server.ts";

type Reply = SubmissionResult<string[]> | null | undefined;

const MEMBERSHIP_STATUS_OPTIONS = optionsOf(MEMBERSHIP_STATUS_LABEL);
const COUNSELLING: Array<[name: keyof MemberInfo["counselling"]["defaults"], label: string]> = [
  ["provideCounselingServices", "Provides financial counseling services"],
  ["agreeDemographicSearch", "Agrees to appear in the demographic search"],
  ["offerVirtualCounseling", "Offers virtual counseling"],
  ["offerLocalCounseling", "Offers local counseling"],
  ["offerGroupWorkshops", "Offers group workshops"],
  ["mentorConnect", "Mentor Connect"],
];

/** The reply of a save, for the group that posted it. */
function replyFor(group: InfoGroup, reply: Reply): Reply {
  return reply?.initialValue?.intent === group ? reply : undefined;
}

/** `postTo`: where the forms post (the user layout's action). */
export function InfoTab({ info, postTo, reply }: { info: MemberInfo; postTo: string; reply: Reply }) {
  // Each form remounts with the saved values after a save changed them.
  const key = (values: unknown) => JSON.stringify(values);
  const props = (group: InfoGroup) => ({ postTo, reply: replyFor(group, reply) });
  return (
    <section aria-labelledby="info-title">
      <h2 id="info-title">Info</h2>
      <ContactGroup key={key(info.contact)} contact={info.contact} {...props("contact")} />
      <AddressGroup key={key(info.address)} address={info.address} {...props("address")} />
      <ProfessionalGroup key={key(info.professional)} professional={info.professional} {...props("professional")} />
      <CounsellingGroup key={key(info.counselling)} counselling={info.counselling} {...props("counselling")} />
      <IdentifiersGroup key={key(info.identifiers)} identifiers={info.identifiers} {...props("identifiers")} />
    </section>
  );
}

type GroupProps = { postTo: string; reply: Reply };

/** One group: a card with its heading, what it shows, and its form. */
function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
    </section>
  );
}

function Save({ label }: { label: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn">
        {label}
      </button>
    </div>
  );
}

function ContactGroup({ contact, postTo, reply }: { contact: MemberInfo["contact"] } & GroupProps) {
  const [form, fields] = useForm({ id: "info-contact", lastResult: reply, defaultValue: contact.defaults, shouldValidate: "onSubmit" });
  return (
    <Group id="info-contact" title="Contact">
      <p>
        <Avatar src={contact.avatarSrc} name={contact.name} size={64} />
      </p>
      <Form method="post" action={postTo} preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="contact" />
        <ContactFields fields={fields} addressOptions={contact.addressOptions} email={fields.email} autofill={false} thirdPerson />
        <Save label="Save Contact" />
      </Form>
    </Group>
  );
}

function AddressGroup({ address, postTo, reply }: { address: MemberInfo["address"] } & GroupProps) {
  const [form, fields] = useForm({ id: "info-address", lastResult: reply, defaultValue: address.defaults, shouldValidate: "onSubmit" });
  return (
    <Group id="info-address" title="Address">
      <p className="hint">
        {address.hasPrimary ? "The member's primary address." : "No address yet: saving adds it as the member's primary address."}
      </p>
      <Form method="post" action={postTo} preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="address" />
        <div className="grid-2">
          <AddressFields fields={fields} autofill={false} />
        </div>
        <Save label="Save Address" />
      </Form>
      {address.others.length ? (
        <>
          <h4>Other addresses</h4>
          <ul>
            {address.others.map((a) => (
              <li key={a.id}>
                {a.name}: {[a.addressLine1, a.addressLine2, a.city, a.state, a.zip, a.country].filter(Boolean).join(", ")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Group>
  );
}

function ProfessionalGroup({ professional, postTo, reply }: { professional: MemberInfo["professional"] } & GroupProps) {
  const [form, fields] = useForm({
    id: "info-professional",
    lastResult: reply,
    defaultValue: { ...employmentDefaults(professional.values), publicBio: professional.publicBio },
    shouldValidate: "onSubmit",
  });
  return (
    <Group id="info-professional" title="Professional">
      <Form method="post" action={postTo} preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="professional" />
        <EmploymentFields fields={fields} options={professional.options} counselling={false} autofill={false} />
        <TextareaField label="Bio" textareaProps={{ ...getTextareaProps(fields.publicBio), rows: 5 }} errors={fields.publicBio.errors} />
        <Save label="Save Professional" />
      </Form>
    </Group>
  );
}

function CounsellingGroup({ counselling, postTo, reply }: { counselling: MemberInfo["counselling"] } & GroupProps) {
  const [form, fields] = useForm({
    id: "info-counselling",
    lastResult: reply,
    defaultValue: counselling.defaults,
    shouldValidate: "onSubmit",
  });
  return (
    <Group id="info-counselling" title="Counseling services">
      <Form method="post" action={postTo} preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="counselling" />
        {COUNSELLING.map(([name, label]) => (
          <CheckboxField
            key={name}
            label={label}
            inputProps={getInputProps(fields[name], { type: "checkbox" })}
            errors={fields[name].errors}
          />
        ))}
        <Save label="Save Counseling Services" />
      </Form>
    </Group>
  );
}

function IdentifiersGroup({ identifiers, postTo, reply }: { identifiers: MemberInfo["identifiers"] } & GroupProps) {
  const [form, fields] = useForm({
    id: "info-identifiers",
    lastResult: reply,
    defaultValue: identifiers.defaults,
    shouldValidate: "onSubmit",
  });
  return (
    <Group id="info-identifiers" title="Learning system and identifiers">
      <dl className="details">
        <dt>User ID</dt>
        <dd>{identifiers.id}</dd>
        <dt>Role</dt>
        <dd>{identifiers.role}</dd>
        <dt>Member Since</dt>
        <dd>{identifiers.memberSince}</dd>
        <dt>Brightspace ID</dt>
        <dd>{identifiers.brightspaceId ?? "—"}</dd>
        <dt>Independent Trainer</dt>
        <dd>{identifiers.isIndependentTrainer ? "Yes" : "No"}</dd>
      </dl>
      <Form method="post" action={postTo} preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="identifiers" />
        <div className="grid-2">
          <Field
            label="SECU ID"
            inputProps={{ ...getInputProps(fields.secuId, { type: "text" }), maxLength: 50, autoComplete: "off" }}
            errors={fields.secuId.errors}
          />
          <SelectField
            label="Membership Status"
            selectProps={getSelectProps(fields.membershipStatus)}
            options={MEMBERSHIP_STATUS_OPTIONS}
            placeholder="Not set"
            errors={fields.membershipStatus.errors}
          />
        </div>
        <Save label="Save Identifiers" />
      </Form>
    </Group>
  );
}
