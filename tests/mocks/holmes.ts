import { http, HttpResponse } from "msw";
import { HOLMES_ORDERS_PATH } from "../../app/integrations/holmes.server.ts";

/**
 * Holmes' order endpoints: checks an order like the supplier does (a customer email and at least
 * one named course) and answers one order id per reference (its Idempotency-Key), so a repeated
 * order gets the same id back; adds a course to an order (POST orders/{id}/courses), once per key.
 * A customer whose email has "+holmes-flaky" in it finds Holmes down (503) on the first order of each
 * reference, and the order placed on the next try (an outage a retry outlives).
 */
export function holmesHandlers(baseUrl: string) {
  const byReference = new Map<string, string>();
  const courses = new Map<string, Set<string>>();
  const addedByKey = new Set<string>();
  const flakySeen = new Set<string>();
  let next = 1;
  return [
    http.post(new URL(HOLMES_ORDERS_PATH, baseUrl).href, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as {
        reference?: string;
        customer?: { email?: string };
        courses?: { hcCourseId?: string | null; name?: string }[];
      } | null;
      if (!body?.reference || !body.customer?.email || !body.courses?.length || body.courses.some((c) => !c.name)) {
        return HttpResponse.json({ error: "reference, customer email and named courses are required" }, { status: 422 });
      }
      if (body.customer.email.includes("+holmes-flaky") && !flakySeen.has(body.reference)) {
        flakySeen.add(body.reference);
        return new HttpResponse("<html><body>503 Service Unavailable</body></html>", {
          status: 503,
          headers: { "Content-Type": "text/html" },
        });
      }
      const orderId = byReference.get(body.reference) ?? `HO-MOCK-${String(next++).padStart(5, "0")}`;
      byReference.set(body.reference, orderId);
      const held = courses.get(orderId) ?? new Set<string>();
      for (const c of body.courses) if (c.hcCourseId) held.add(c.hcCourseId);
      courses.set(orderId, held);
      return HttpResponse.json({ orderId }, { status: 201 });
    }),
    http.post(new URL(`${HOLMES_ORDERS_PATH}/:orderId/courses`, baseUrl).href, async ({ params, request }) => {
      const orderId = decodeURIComponent(String(params.orderId));
      const key = request.headers.get("Idempotency-Key") ?? "";
      const body = (await request.json().catch(() => null)) as { course?: { hcCourseId?: string; name?: string } } | null;
      // Orders placed before this process started (the seed's HO-104233) are known too.
      if (!courses.has(orderId) && /^HO-\d+$/.test(orderId)) courses.set(orderId, new Set());
      if (!courses.has(orderId)) return HttpResponse.json({ error: `No order ${orderId}` }, { status: 404 });
      if (!body?.course?.hcCourseId || !body.course.name) {
        return HttpResponse.json({ error: "the course's hcCourseId and name are required" }, { status: 422 });
      }
      if (!addedByKey.has(key)) {
        addedByKey.add(key);
        courses.get(orderId)!.add(body.course.hcCourseId);
      }
      return HttpResponse.json({ orderId, courses: [...courses.get(orderId)!] }, { status: 201 });
    }),
  ];
}
