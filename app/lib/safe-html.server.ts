/**
 * HTML written by admins (dashboard text cards, review messages) made safe to put in a page: only
 * text formatting, lists, headings, tables, images and links survive; scripts, styles, event
 * handlers and javascript: links are removed. sanitize-html (decision 26) does the parsing, because
 * a hand-written filter would miss the cases that matter.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "span",
    "div",
    "blockquote",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "width", "height"], th: ["scope"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // Headings start at h2: the page has its own h1; an h1 in a card becomes an h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
  },
};

/** The safe subset of admin-written HTML; "" for nothing. */
export function safeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim();
}
