import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";

/** /ceus/individual: the individual CEU list lives on /ceus, by reporting period. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const period = new URL(request.url).searchParams.get("period") ?? undefined;
  throw redirect(paths.ceus.root({ period }));
}
