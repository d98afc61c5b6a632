import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { addressFormDefaults } from "~/features/profile/address-options.ts";
import { AddressSchema } from "~/features/profile/address-schema.server.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { requireOwnAddress, updateAddress } from "~/features/profile/addresses.server.ts";
import { AddressForm } from "~/features/profile/ui/address-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/** /edit-profile/addresses/:addressId: the Edit Address modal, prefilled. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const address = await requireOwnAddress(user.id, params.addressId);
  return { id: address.id, isPrimary: address.isPrimary, defaults: addressFormDefaults(address) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const address = await requireOwnAddress(viewer.user.id, params.addressId);
  const submission = parseWithZod(await readForm(request), { schema: AddressSchema });
  if (submission.status !== "success") return replyTo(submission);
  if (!(await updateAddress(viewer.actor, address.id, submission.value))) throw notFound();
  return redirectWithToast(paths.editProfile.root(), { kind: "success", message: "Address updated." });
}

export default function EditAddressModal() {
  const { id, isPrimary, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <RouteModal title="Edit Address" closeTo={paths.editProfile.root()}>
      <AddressForm
        key={id}
        id={`address-${id}`}
        lastResult={reply?.result}
        defaultValue={defaults}
        isPrimary={isPrimary}
        cancelTo={paths.editProfile.root()}
      />
    </RouteModal>
  );
}
