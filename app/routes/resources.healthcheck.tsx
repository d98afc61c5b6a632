import { db } from "~/lib/db.server.ts";

/** Health check for the container: the database answers. */
export async function loader() {
  try {
    await db.$queryRaw`SELECT 1`;
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch {
    return new Response("Database unavailable", { status: 503 });
  }
}
