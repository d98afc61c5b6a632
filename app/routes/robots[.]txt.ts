import { paths } from "~/lib/paths.ts";

/**
 * /robots.txt: the public sign-in pages may be indexed; everything else is members' and staff's own
 * (and answers visitors with the login page anyway).
 */
export function loader() {
  const body = [
    "User-agent: *",
    `Allow: ${paths.login()}`,
    `Allow: ${paths.register()}`,
    `Allow: ${paths.studyModuleForm()}`,
    "Disallow: /",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
