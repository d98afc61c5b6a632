import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useOutletContext } from "@remix-run/react";
import { CONTACT_METHOD_LABEL, GENDER_LABEL, optionsOf } from "~/domain/constants.ts";
import { ETHNICITY_OPTIONS } from "~/features/profile/options.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { listAddresses } from "~/features/profile/addresses.server.ts";
import { getContactInfo } from "~/features/profile/profile.server.ts";
import { AddressList } from "~/features/profile/ui/address-list.tsx";
import { Avatar } from "~/features/profile/ui/avatar.tsx";
import { CheckboxField, Field, FormErrors, SelectField, SubmitRow } from "~/ui/field.tsx";
import type { EditProfileOutletContext } from "./_app.edit-profile.tsx";

export const meta: MetaFunction = () => [{ title: "Contact Info | Member Portal" }];

/**
 * Contact Info tab; its modals (change image, add/edit/delete address) render in the outlet. The
 * form posts to /edit-profile, whose action is in the edit-profile layout (this route is pathless,
 * so no URL reaches an action here); the layout hands its reply down as `contactReply`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [contact, addresses] = await Promise.all([getContactInfo(user.id), listAddresses(user.id)]);
  return { contact, addresses };
}

const GENDER_OPTIONS = optionsOf(GENDER_LABEL);
const CONTACT_OPTIONS = Object.entries(CONTACT_METHOD_LABEL).map(([value, label]) => ({ value, label }));
const ETHNICITIES = ETHNICITY_OPTIONS.map((e) => ({ value: e, label: e }));

export default function ContactInfoTab() {
  const { contact, addresses } = useLoaderData<typeof loader>();
  const { contactReply } = useOutletContext<EditProfileOutletContext>();
  const [form, fields] = useForm({
    id: "contact-info",
    lastResult: contactReply?.result,
    shouldValidate: "onSubmit",
    defaultValue: {
      firstName: contact.firstName,
      middleName: contact.middleName ?? "",
      lastName: contact.lastName,
      suffix: contact.suffix ?? "",
      dateOfBirth: contact.dateOfBirth,
      gender: contact.gender ?? "",
      ethnicity: contact.ethnicity ?? "",
      website: contact.website ?? "",
      contactMethod: String(contact.contactMethod),
      workPhone: contact.workPhone ?? "",
      homePhone: contact.homePhone ?? "",
      cellPhone: contact.cellPhone ?? "",
      willText: contact.willText ? "on" : "",
      agreeTos: contact.agreeTos ? "on" : "",
      primaryAddressId: contact.primaryAddressId ? String(contact.primaryAddressId) : "",
    },
  });
  const name = `${contact.firstName} ${contact.lastName}`;
  return (
    <>
      <h1>Contact Info</h1>
      <Outlet />
      <section className="profile-image" aria-label="Profile image">
        <Avatar src={contact.avatarSrc} name={name} size={96} />
        <Link to={paths.editProfile.avatar()} preventScrollReset className="btn btn-secondary">
          Change Image
        </Link>
      </section>
      <Form method="post" action={paths.editProfile.root()} {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid-2">
          <Field
            label="First Name"
            inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
            errors={fields.firstName.errors}
          />
          <Field
            label="Middle Name"
            inputProps={{ ...getInputProps(fields.middleName, { type: "text" }), autoComplete: "additional-name" }}
            errors={fields.middleName.errors}
          />
          <Field
            label="Last Name"
            inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
            errors={fields.lastName.errors}
          />
          <Field
            label="Suffix"
            inputProps={{ ...getInputProps(fields.suffix, { type: "text" }), autoComplete: "honorific-suffix" }}
            errors={fields.suffix.errors}
          />
          <Field
            label="Date of Birth"
            inputProps={{ ...getInputProps(fields.dateOfBirth, { type: "date" }), autoComplete: "bday" }}
            errors={fields.dateOfBirth.errors}
          />
          <SelectField
            label="Gender"
            selectProps={getSelectProps(fields.gender)}
            options={GENDER_OPTIONS}
            placeholder="Select"
            errors={fields.gender.errors}
          />
          <SelectField
            label="Race/Ethnicity"
            selectProps={getSelectProps(fields.ethnicity)}
            options={ETHNICITIES}
            placeholder="Select"
            errors={fields.ethnicity.errors}
          />
          <Field
            label="Website"
            inputProps={{ ...getInputProps(fields.website, { type: "text" }), autoComplete: "url", inputMode: "url" }}
            errors={fields.website.errors}
          />
          <SelectField
            label="Preferred Contact Method"
            selectProps={getSelectProps(fields.contactMethod)}
            options={CONTACT_OPTIONS}
            errors={fields.contactMethod.errors}
          />
          <Field
            label="Office Phone"
            inputProps={{ ...getInputProps(fields.workPhone, { type: "tel" }), autoComplete: "work tel" }}
            errors={fields.workPhone.errors}
          />
          <Field
            label="Home Phone"
            inputProps={{ ...getInputProps(fields.homePhone, { type: "tel" }), autoComplete: "home tel" }}
            errors={fields.homePhone.errors}
          />
          <Field
            label="Cell Phone"
            inputProps={{ ...getInputProps(fields.cellPhone, { type: "tel" }), autoComplete: "mobile tel" }}
            errors={fields.cellPhone.errors}
          />
        </div>
        <CheckboxField
          label="Yes, I would like to receive text messages (up to 4 per month)."
          inputProps={getInputProps(fields.willText, { type: "checkbox" })}
          errors={fields.willText.errors}
        />
        <CheckboxField
          label="I agree to the terms of service for text messages."
          inputProps={getInputProps(fields.agreeTos, { type: "checkbox" })}
          errors={fields.agreeTos.errors}
        />
        {addresses.length > 0 ? (
          <SelectField
            label="Primary Address"
            selectProps={getSelectProps(fields.primaryAddressId)}
            options={addresses.map((a) => ({ value: String(a.id), label: `${a.name}: ${a.addressLine1}${a.city ? `, ${a.city}` : ""}` }))}
            placeholder="None"
            errors={fields.primaryAddressId.errors}
          />
        ) : null}
        <SubmitRow />
      </Form>
      <AddressList addresses={addresses} primaryAddressId={contact.primaryAddressId} />
    </>
  );
}
