/** Announcements: the dismissible banners of members' dashboards (member spec, dashboard). */
import { ANNOUNCEMENT_KIND } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { checkbox, choice, col, date, defineKind, html, text, url } from "../define.server.ts";

const KIND_LABEL: Record<string, string> = {
  [ANNOUNCEMENT_KIND.general]: "General",
  [ANNOUNCEMENT_KIND.holmesAfc]: "Holmes AFC course offer",
  [ANNOUNCEMENT_KIND.mme]: "MME course offer",
};

export const announcements = defineKind({
  slug: "announcements",
  model: "announcement",
  entityType: "Announcement",
  noun: "announcement",
  title: (r) => String(r.title),
  choiceLabel: "title",
  columns: [
    col("title", "Title", { wrap: true }),
    col("kind", "Kind", { value: (r) => KIND_LABEL[String(r.kind)] ?? String(r.kind) }),
    col("startsAt", "Starts", { value: (r) => formatDate(r.startsAt as Date | null) }),
    col("endsAt", "Ends", { value: (r) => formatDate(r.endsAt as Date | null) }),
    col("updatedAt", "Last changed", { value: (r) => formatDate(r.updatedAt as Date) }),
  ],
  search: ["title", "body"],
  defaultSort: "updatedAt",
  defaultDir: "desc",
  fields: [
    text("title", "Title", { required: true }),
    choice("kind", "Kind", KIND_LABEL, { required: true }),
    html("body", "Message", { required: true }),
    url("imageUrl", "Image address"),
    text("actionText", "Button text", { max: 60 }),
    url("actionUrl", "Button link"),
    date("startsAt", "Show from", { help: "Blank: from now." }),
    date("endsAt", "Show until", { help: "Blank: until archived." }),
    checkbox("active", "Shown to members"),
  ],
  refine: (v) =>
    v.startsAt instanceof Date && v.endsAt instanceof Date && v.endsAt < v.startsAt
      ? { endsAt: "End date must be after the start date." }
      : null,
  usage: [],
});
