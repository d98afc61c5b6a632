import { http, HttpResponse } from "msw";
import { HOLMES_ORDERS_PATH } from "../../app/integrations/holmes.server.ts";

/**
 * Holmes' order endpoint: checks the order like the supplier does (a customer email and at least one
 * named course) and answers one order id per reference, so a repeated order gets the same id back.
 */
export function holmesHandlers(baseUrl: string) {
  const byReference = new Map<string, string>();
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
      const orderId = byReference.get(body.reference) ?? `HO-MOCK-${String(next++).padStart(5, "0")}`;
      byReference.set(body.reference, orderId);
      return HttpResponse.json({ orderId }, { status: 201 });
    }),
  ];
}
