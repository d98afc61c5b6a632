/**
 * The walk over the portal's links that the link walk (link-walk.spec.ts) and the GET check
 * (get-changes-nothing.spec.ts) share: from the start pages, breadth-first, every same-site link
 * a page shows, each URL fetched once with the cookies of the request context (so as the account
 * signed in there), within the same limits.
 */
import type { APIRequestContext } from "@playwright/test";
import { paths } from "../../app/lib/paths.ts";

/** Pages a walk reads at most per account, and URLs of one shape (ids and query values aside) it follows at most. */
export const MAX_PAGES = 200;
export const PER_SHAPE = 2;
/** GETs that end the session or leave the app (the mock Stripe page, the mock testing service's exam page): never followed. */
export const NEVER_FOLLOW = [/^\/logout$/, /^\/resources\/mock-stripe\//, /^\/resources\/mock-testing\//];

/** Where a walk starts: the pages a visitor can open, or a signed-in account's dashboard and the admin area. */
export function walkStarts(signedIn: boolean): string[] {
  return signedIn
    ? [paths.dashboard(), paths.admin.users.root()]
    : [paths.login(), paths.register(), paths.passwordReset.root(), paths.studyModuleForm()];
}

/** A URL's shape: numeric path segments as :id, and the names (not values) of its query parameters. */
export function shapeOf(url: URL): string {
  const pathname = url.pathname
    .split("/")
    .map((s) => (/^\d+$/.test(s) ? ":id" : s))
    .join("/");
  const keys = [...new Set(url.searchParams.keys())].sort().join("&");
  return keys ? `${pathname}?${keys}` : pathname;
}

/** Same-site links of a page (not downloads), fragments dropped. */
export function linksOf(html: string, page: URL): URL[] {
  const links: URL[] = [];
  for (const [, attributes = ""] of html.matchAll(/<a\b([^>]*)>/gi)) {
    if (/\sdownload(?:[\s=]|$)/i.test(attributes)) continue;
    const href = /\shref="([^"]*)"/i.exec(attributes)?.[1];
    if (!href) continue;
    let url: URL;
    try {
      url = new URL(
        href
          .replace(/&amp;/g, "&")
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"'),
        page,
      );
    } catch {
      continue;
    }
    if (url.origin !== page.origin) continue;
    url.hash = "";
    links.push(url);
  }
  return links;
}

/** One fetched URL: what was asked (`target`, path and query), where its link was found, the answer. */
export type Visit = {
  url: URL;
  target: string;
  foundOn: string;
  status: number;
  /** where the redirects ended */
  landed: URL;
  /** the page's HTML when the answer is an HTML page (not a 404 or 5xx); its links are followed */
  html: string | null;
};

/**
 * Breadth-first over the links reachable from `starts` (MAX_PAGES, PER_SHAPE, NEVER_FOLLOW), with the
 * cookies of `request`. Each URL is fetched once, following redirects; `visit` sees each answer
 * before the walk goes on. Answers how many pages it fetched and how many links were still queued
 * when it stopped at the cap.
 */
export async function crawl(
  request: APIRequestContext,
  origin: string,
  starts: string[],
  visit: (v: Visit) => Promise<void> | void,
): Promise<{ visited: number; unfinished: number }> {
  const queue = starts.map((start) => ({ url: new URL(start, origin), foundOn: "(start)" }));
  const seen = new Set<string>();
  const perShape = new Map<string, number>();
  let visited = 0;
  while (queue.length > 0 && visited < MAX_PAGES) {
    const { url, foundOn } = queue.shift()!;
    const target = url.pathname + url.search;
    if (seen.has(target) || NEVER_FOLLOW.some((p) => p.test(url.pathname))) continue;
    seen.add(target);
    const shape = shapeOf(url);
    const count = perShape.get(shape) ?? 0;
    if (count >= PER_SHAPE) continue;
    perShape.set(shape, count + 1);

    const response = await request.get(target, { maxRedirects: 10, failOnStatusCode: false });
    visited += 1;
    const status = response.status();
    const landed = new URL(response.url());
    const page = status !== 404 && status < 500 && (response.headers()["content-type"] ?? "").includes("text/html");
    const html = page ? await response.text() : null;
    await visit({ url, target, foundOn, status, landed, html });
    if (html !== null) for (const link of linksOf(html, landed)) queue.push({ url: link, foundOn: landed.pathname + landed.search });
  }
  return { visited, unfinished: queue.length };
}
