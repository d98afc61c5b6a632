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
