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

/** Each call's time limit: an order runs after a payment's commit, inside the member's checkout request. */
export const HOLMES_TIMEOUT_MS = 10_000;

/** One POST to Holmes with the key its idempotency reads; answers the order id or the refusal. */
async function postOrder(path: string, idempotencyKey: string, body: unknown, timeoutMs: number): Promise<HolmesResult> {
  const env = getEnv();
  try {
    const response = await fetch(new URL(path, env.HOLMES_URL), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${env.HOLMES_API_KEY ?? "mock"}`,
        // The supplier answers a repeated key with what it did the first time.
        "Idempotency-Key": idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => null)) as { orderId?: unknown; error?: unknown } | null;
    if (!response.ok || typeof answer?.orderId !== "string" || !answer.orderId) {
      const message = typeof answer?.error === "string" ? answer.error : `Holmes answered ${response.status}`;
      return { ok: false, message };
    }
    return { ok: true, orderId: answer.orderId };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    log.error("Holmes call failed", { path, idempotencyKey, error });
    return {
      ok: false,
      message: timedOut
        ? `Holmes did not answer within ${timeoutMs / 1000} seconds.`
        : `Holmes could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Places the order of a registration's course materials; a repeated reference answers the order Holmes has. */
export function placeHolmesOrder(order: HolmesOrder, opts: { timeoutMs?: number } = {}): Promise<HolmesResult> {
  return postOrder(HOLMES_ORDERS_PATH, order.reference, order, opts.timeoutMs ?? HOLMES_TIMEOUT_MS);
}

/**
 * Adds an online course to an order Holmes has (the "add the course" of a Holmes AFC or MME
 * announcement, once paid): the key makes a repeated call add it once.
 */
export function addHolmesCourse(
  input: { orderId: string; key: string; course: { hcCourseId: string; name: string } },
  opts: { timeoutMs?: number } = {},
): Promise<HolmesResult> {
  return postOrder(
    `${HOLMES_ORDERS_PATH}/${encodeURIComponent(input.orderId)}/courses`,
    input.key,
    { course: input.course },
    opts.timeoutMs ?? HOLMES_TIMEOUT_MS,
  );
}
