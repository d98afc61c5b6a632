/** The header through which the server entry hands the client address to the app. */
export const CLIENT_IP_HEADER = "x-portal-client-ip";

/** Security headers for every response. The CSP carries a per-request nonce for inline scripts. */
export function contentSecurityPolicy(nonce: string, opts: { dev?: boolean; formAction?: string[] } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      "https://js.stripe.com",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", "https://api.stripe.com", ...(opts.dev ? ["ws:"] : [])],
    "frame-src": [
      "https://js.stripe.com",
      "https://hooks.stripe.com",
      "https://www.google.com/recaptcha/",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", "https://checkout.stripe.com", ...(opts.formAction ?? [])],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

export function securityHeaders(nonce: string, opts: { dev?: boolean; https?: boolean } = {}): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, opts),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  };
  if (opts.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * Cross-site post refusal: a browser always sends Origin on a cross-origin POST, so a mutation
 * whose Origin names another host is refused. Same-site forms (with or without JavaScript) pass.
 */
export function isCrossSiteMutation(method: string, origin: string | undefined, host: string | undefined): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
