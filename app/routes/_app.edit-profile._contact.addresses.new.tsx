import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer, safeRedirect } from "~/lib/auth.server.ts";
import { AddressSchema } from "~/features/profile/address-schema.server.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { createAddress } from "~/features/profile/addresses.server.ts";
import { AddressForm } from "~/features/profile/ui/address-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** Where the modal returns: `?returnTo=` (a portal path, e.g. the registration's Shipping step), else Contact Info. */
function returnTo(request: Request): string {
  return safeRedirect(new URL(request.url).searchParams.get("returnTo")) ?? paths.editProfile.root();
}

/** /edit-profile/addresses/new: the Add Address modal over the Contact Info tab. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { closeTo: returnTo(request) };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: AddressSchema });
  if (submission.status !== "success") return replyTo(submission);
  await createAddress(viewer.actor, submission.value);
  return redirectWithToast(returnTo(request), { kind: "success", message: "Address added." });
}

export default function AddAddressModal() {
  const reply = useActionData<typeof action>();
  const { closeTo } = useLoaderData<typeof loader>();
  return (
    <RouteModal title="Add Address" closeTo={closeTo}>
      <AddressForm id="address-new" lastResult={reply?.result} cancelTo={closeTo} />
    </RouteModal>
  );
}
