import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useOutlet } from "@remix-run/react";
import { addressFormDefaults, AddressSchema } from "~/domain/profile/address.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getOwnAddress, updateAddress } from "~/services/addresses.server.ts";
import { AddressForm } from "~/ui/address-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** The member's own address, or 404 (a missing id and someone else's look the same). */
async function ownAddress(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  const id = idParam(rawId);
  const address = await getOwnAddress(user.id, id);
  if (!address) throw new Response("Not Found", { status: 404 });
  return { user, address };
}

/** /edit-profile/addresses/:addressId: the Edit Address modal, prefilled. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { address } = await ownAddress(request, params.addressId);
  return { id: address.id, isPrimary: address.isPrimary, defaults: addressFormDefaults(address) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, address } = await ownAddress(request, params.addressId);
  const submission = parseWithZod(await request.formData(), { schema: AddressSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await updateAddress(user.id, address.id, submission.value))) throw new Response("Not Found", { status: 404 });
  return redirectWithToast(paths.editProfile.root(), { kind: "success", message: "Address updated." });
}

export default function EditAddressModal() {
  const { id, isPrimary, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // Flat-route naming nests /edit-profile/addresses/:id/delete under this route: when the delete
  // confirmation is open it replaces the edit form (this loader has already checked ownership).
  const outlet = useOutlet();
  if (outlet) return outlet;
  return (
    <RouteModal title="Edit Address" closeTo={paths.editProfile.root()}>
      <AddressForm key={id} id={`address-${id}`} lastResult={lastResult} defaultValue={defaults} isPrimary={isPrimary} cancelTo={paths.editProfile.root()} />
    </RouteModal>
  );
}
