import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { deleteAddress, getOwnAddress } from "~/services/addresses.server.ts";
import { RouteModal } from "~/ui/route-modal.tsx";

/** The member's own address, or 404 (a missing id and someone else's look the same). */
async function ownAddress(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  const id = idParam(rawId);
  const address = await getOwnAddress(user.id, id);
  if (!address) throw new Response("Not Found", { status: 404 });
  return { user, address };
}

/** /edit-profile/addresses/:addressId/delete: the delete confirmation modal. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { address } = await ownAddress(request, params.addressId);
  return { name: address.name, addressLine1: address.addressLine1, isPrimary: address.isPrimary };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, address } = await ownAddress(request, params.addressId);
  const result = await deleteAddress(user.id, address.id);
  if (!result.ok) return redirectWithToast(paths.editProfile.root(), { kind: "error", message: result.message });
  return redirectWithToast(paths.editProfile.root(), { kind: "success", message: "Address deleted." });
}

export default function DeleteAddressModal() {
  const { name, addressLine1, isPrimary } = useLoaderData<typeof loader>();
  return (
    <RouteModal title="Delete Address" closeTo={paths.editProfile.root()}>
      <p>Are you sure you want to delete this address?</p>
      <p>
        <strong>{name}</strong>: {addressLine1}
        {isPrimary ? " (your primary address)" : null}
      </p>
      <Form method="post" preventScrollReset className="form-actions">
        <button className="btn btn-danger" type="submit">
          Delete
        </button>
        <Link to={paths.editProfile.root()} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </Form>
    </RouteModal>
  );
}
