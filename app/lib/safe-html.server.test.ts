import { describe, expect, it } from "vitest";
import { safeHtml } from "./safe-html.server.ts";

describe("safe HTML from admins", () => {
  it("keeps formatting, lists and links", () => {
    const html =
      '<h3>Next steps</h3><p>Read the <a href="https://example.org/guide">guide</a> and <strong>sign</strong>.</p><ul><li>One</li></ul>';
    expect(safeHtml(html)).toBe(
      '<h3>Next steps</h3><p>Read the <a href="https://example.org/guide" rel="noopener noreferrer">guide</a> and <strong>sign</strong>.</p><ul><li>One</li></ul>',
    );
  });

  it("removes scripts, styles, event handlers and javascript: links", () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>';
    const out = safeHtml(html);
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe|style/i);
    expect(out).toContain("<p>Hi</p>");
  });

  it("turns a card's h1 into an h2 and empty input into nothing", () => {
    expect(safeHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
    expect(safeHtml(null)).toBe("");
  });
});
