import { getFormProps, useForm } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useOutletContext } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { listAddresses } from "~/features/profile/addresses.server.ts";
import { getContactInfo } from "~/features/profile/profile.server.ts";
import { AddressList } from "~/features/profile/ui/address-list.tsx";
import { Avatar } from "~/features/profile/ui/avatar.tsx";
import { ContactFields } from "~/features/profile/ui/contact-fields.tsx";
import { FormErrors, SubmitRow } from "~/ui/field.tsx";
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
        <ContactFields
          fields={fields}
          addressOptions={addresses.map((a) => ({
            value: String(a.id),
            label: `${a.name}: ${a.addressLine1}${a.city ? `, ${a.city}` : ""}`,
          }))}
        />
        <SubmitRow />
      </Form>
      <AddressList addresses={addresses} primaryAddressId={contact.primaryAddressId} />
    </>
  );
}
