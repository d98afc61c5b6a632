import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { destroySession, requireViewer } from "~/lib/auth.server.ts";
import { getReferrerCookie } from "~/lib/cookies.server.ts";
import { paths } from "~/lib/paths.ts";

/** Logout is a POST (a link or image cannot sign anyone out); a GET just goes to the dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return redirect(paths.dashboard());
}

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request));
  headers.append("Set-Cookie", await getReferrerCookie().serialize("", { maxAge: 0 }));
  return redirect(paths.login(), { headers });
}
