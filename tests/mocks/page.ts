/**
 * The stand-ins' own pages (the mock Stripe checkout, the mock testing service's exam): a small
 * HTML document with its stylesheet under the page's CSP nonce and a test-mode marker, sent
 * uncached. Plain HTML: no JavaScript, as a real provider's page would not run ours.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function standInDocument(page: { title: string; style: string; nonce: string; marker: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style nonce="${escapeHtml(page.nonce)}">${page.style}</style>
</head>
<body>
<main>
<p class="test">${escapeHtml(page.marker)}</p>
${page.body}
</main>
</body>
</html>`;
}

export function sendHtml(html: string, status = 200): Response {
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
