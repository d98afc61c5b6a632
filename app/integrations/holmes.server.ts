/**
 * Holmes, the course-materials supplier: a paid course-material choice becomes an order (the
 * learning-system course and, for printed materials, the shipment). A real HTTP client; without
 * HOLMES_API_KEY the msw mock answers (development, demo, tests).
 */
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";

export const HOLMES_ORDERS_PATH = "/api/v1/orders";
export const HOLMES_SIGN_ON_PATH = "/sso/course";

/** The supplier's single sign-on into a course the candidate bought (the education link once paid). */
export function holmesSignOnUrl(hcCourseId: string): string {
  const url = new URL(HOLMES_SIGN_ON_PATH, getEnv().HOLMES_URL);
  url.searchParams.set("course", hcCourseId);
  return url.href;
}

export type HolmesOrder = {
  /** our reference: the registration the order is for (the supplier keeps one order per reference) */
  reference: string;
  customer: { email: string; firstName: string; lastName: string };
  /** online courses by their Holmes course id; printed materials have none */
  courses: { hcCourseId: string | null; name: string }[];
  /** null when nothing ships */
  shipTo: {
    name: string;
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    zip: string;
    country: string;
    phone: string | null;
  } | null;
};

export type HolmesResult = { ok: true; orderId: string } | { ok: false; message: string };

export async function placeHolmesOrder(order: HolmesOrder): Promise<HolmesResult> {
  const env = getEnv();
  try {
    const response = await fetch(new URL(HOLMES_ORDERS_PATH, env.HOLMES_URL), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${env.HOLMES_API_KEY ?? "mock"}`,
        // The supplier answers a repeated reference with the order it already has.
        "Idempotency-Key": order.reference,
      },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => null)) as { orderId?: unknown; error?: unknown } | null;
    if (!response.ok || typeof body?.orderId !== "string" || !body.orderId) {
      const message = typeof body?.error === "string" ? body.error : `Holmes answered ${response.status}`;
      return { ok: false, message };
    }
    return { ok: true, orderId: body.orderId };
  } catch (error) {
    log.error("Holmes order failed", { reference: order.reference, error });
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
