import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { deleteAddress, requireOwnAddress } from "~/features/profile/addresses.server.ts";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /edit-profile/addresses/:addressId/delete: the delete confirmation modal. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const address = await requireOwnAddress(user.id, params.addressId);
  return { name: address.name, addressLine1: address.addressLine1, isPrimary: address.isPrimary };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const address = await requireOwnAddress(viewer.user.id, params.addressId);
  const result = await deleteAddress(viewer.actor, address.id);
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
