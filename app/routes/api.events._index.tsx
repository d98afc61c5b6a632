import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server.ts";
import { eventsJson } from "~/features/events/api.server.ts";

/** GET /api/events: every event as JSON (`{ data, lastPage }`; a bad parameter is a 400 naming it). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return eventsJson(user.id, "all", new URL(request.url));
}
