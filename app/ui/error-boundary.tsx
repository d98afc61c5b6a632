import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";

const messages: Record<number, { title: string; body: string }> = {
  403: { title: "Access denied", body: "You do not have permission to view this page." },
  404: { title: "Page not found", body: "We could not find the page you were looking for." },
};

/**
 * One boundary for every route: 403, 404 and unexpected errors each get a clear page. A 429 (the
 * server's flood guard refused a post: lib/rate-limit.server.ts) says so with the wait it names, and
 * links back to the page.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const known = messages[status];
  const title = known?.title ?? (status === 429 ? "Too many requests" : status >= 500 ? "Something went wrong" : `Error ${status}`);
  const body =
    known?.body ??
    (isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
      ? error.data
      : "There was an error. Attempting a hard refresh (ctrl+R) may resolve the issue. Please contact support if the problem persists.");
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{body}</p>
      <p>
        {status === 429 ? (
          <Link to={location.pathname + location.search}>Back to the page</Link>
        ) : (
          <Link to={paths.dashboard()}>Go to the dashboard</Link>
        )}
      </p>
    </section>
  );
}
