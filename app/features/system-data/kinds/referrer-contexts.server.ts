/**
 * Referrer contexts: the login page's side panel for a visitor heading to a page (its path prefix):
 * a heading, the copy and an optional video. The longest matching prefix wins
 * (features/auth/referrers.server.ts); deleting a row removes its panel.
 */
import { formatDate } from "~/lib/dates.ts";
import { col, defineKind, text, textarea, url } from "../define.server.ts";

export const REFERRER_MESSAGE = "Enter a portal path such as /membership (a slash, then letters, digits or dashes; no slash at the end)";
export const VIDEO_MESSAGE = "Enter a video address starting with https://";

const PATH = /^(\/[A-Za-z0-9._~-]+)+$/;

export const referrerContexts = defineKind({
  slug: "referrer-contexts",
  model: "referrerContext",
  entityType: "ReferrerContext",
  noun: "referrer context",
  title: (r) => String(r.referrer),
  choiceLabel: "referrer",
  columns: [
    col("referrer", "Referrer"),
    col("heading", "Heading", { wrap: true }),
    col("updatedAt", "Last changed", { value: (r) => formatDate(r.updatedAt as Date) }),
  ],
  search: ["referrer", "heading", "copy"],
  defaultSort: "referrer",
  fields: [
    text("referrer", "Referrer", {
      required: true,
      max: 200,
      help: "The path the visitor was heading to, such as /membership; it covers the pages under it too.",
    }),
    text("heading", "Heading", { required: true, max: 120 }),
    textarea("copy", "Copy", { required: true, max: 2000, help: "Plain text shown under the heading." }),
    url("videoUrl", "Video address", { help: "An embeddable video (https), shown under the copy. Blank: no video." }),
  ],
  refine: (v) => {
    const problems: Record<string, string> = {};
    if (typeof v.referrer === "string" && !PATH.test(v.referrer)) problems.referrer = REFERRER_MESSAGE;
    if (typeof v.videoUrl === "string" && !v.videoUrl.toLowerCase().startsWith("https://")) problems.videoUrl = VIDEO_MESSAGE;
    return Object.keys(problems).length ? problems : null;
  },
  usage: [],
});
