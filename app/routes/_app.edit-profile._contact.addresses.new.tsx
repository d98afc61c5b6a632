import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { AddressSchema } from "~/features/profile/address-schema.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { createAddress } from "~/features/profile/addresses.server.ts";
import { AddressForm } from "~/features/profile/ui/address-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /edit-profile/addresses/new: the Add Address modal over the Contact Info tab. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: AddressSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await createAddress(viewer.actor, submission.value);
  return redirectWithToast(paths.editProfile.root(), { kind: "success", message: "Address added." });
}

export default function AddAddressModal() {
  const lastResult = useActionData<typeof action>();
  return (
    <RouteModal title="Add Address" closeTo={paths.editProfile.root()}>
      <AddressForm id="address-new" lastResult={lastResult} cancelTo={paths.editProfile.root()} />
    </RouteModal>
  );
}
