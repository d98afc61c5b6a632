import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";

/** Contact Info tab; its modals (change image, add/edit/delete address) render in the outlet. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function ContactInfoTab() {
  return (
    <>
      <h1>Contact Info</h1>
      <Outlet />
    </>
  );
}
