import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server.ts";
import { eventsJson } from "~/features/events/api.server.ts";

/** GET /api/events/upcoming: upcoming events as JSON, soonest first (the dashboard's carousel: limit 10). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return eventsJson(user.id, "upcoming", new URL(request.url));
}
