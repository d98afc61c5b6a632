/**
 * The error responses loaders and actions throw (the route's error boundary renders them):
 * `throw notFound()` for a record that does not exist or is not the viewer's to see (never 403,
 * which would confirm it exists), `throw forbidden()` for an area the viewer may not enter,
 * `throw badRequest(message)` for a request no form could have sent.
 */
export function notFound(message = "Not Found"): Response {
  return new Response(message, { status: 404, statusText: "Not Found" });
}

export function forbidden(message = "Forbidden"): Response {
  return new Response(message, { status: 403, statusText: "Forbidden" });
}

export function badRequest(message = "Bad Request"): Response {
  return new Response(message, { status: 400, statusText: "Bad Request" });
}

/** A `tel:` link for a phone number as typed ("(555) 123-4567 ext. 89" → "tel:5551234567;ext=89"): no spaces or punctuation. */
export function telHref(phone: string): string {
  const [number = "", extension] = phone.split(/\s*(?:ext\.?|x|extension)\s*/i);
  const digits = number.replace(/[^\d+]/g, "");
  const ext = extension?.replace(/\D/g, "");
  return `tel:${digits}${ext ? `;ext=${ext}` : ""}`;
}
