/**
 * Links out of the portal for a training (pure, browser-safe): the course's page in the learning
 * system (Brightspace), and a category's description video as an embeddable player plus a plain
 * link that works without JavaScript.
 */

/**
 * The course's home page in the learning system: `{BRIGHTSPACE_URL}/d2l/home/{brightspaceCourseId}`
 * (Brightspace's course home for an org unit). Null without a course id or with a base that is not
 * an http(s) URL.
 */
export function learningSystemCourseUrl(baseUrl: string, courseId: string | null | undefined): string | null {
  const id = courseId?.trim();
  if (!id) return null;
  try {
    const base = new URL(baseUrl);
    if (base.protocol !== "https:" && base.protocol !== "http:") return null;
    return new URL(`/d2l/home/${encodeURIComponent(id)}`, base).href;
  } catch {
    return null;
  }
}

/** A video as a player to embed (null when the host is not one the portal frames) and the address to open it at. */
export type VideoLinks = { embedUrl: string | null; watchUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * YouTube (any of its addresses) plays from www.youtube-nocookie.com and opens at youtube.com;
 * Vimeo plays from player.vimeo.com and opens at vimeo.com: the two video hosts the portal's
 * Content-Security-Policy lets it frame. Any other https address is only a link; anything else
 * (not https, unreadable) is nothing.
 */
export function videoLinks(raw: string | null | undefined): VideoLinks | null {
  let url: URL;
  try {
    url = new URL((raw ?? "").trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^www\./, "").replace(/^m\./, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let youtube: string | null = null;
  if (host === "youtube-nocookie.com" || host === "youtube.com") {
    youtube = parts[0] === "embed" || parts[0] === "shorts" ? (parts[1] ?? null) : parts[0] === "watch" ? url.searchParams.get("v") : null;
  } else if (host === "youtu.be") {
    youtube = parts[0] ?? null;
  }
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return { embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}`, watchUrl: `https://www.youtube.com/watch?v=${youtube}` };
  }
  const vimeo = host === "player.vimeo.com" && parts[0] === "video" ? parts[1] : host === "vimeo.com" ? parts[0] : null;
  if (vimeo && VIMEO_ID.test(vimeo)) return { embedUrl: `https://player.vimeo.com/video/${vimeo}`, watchUrl: `https://vimeo.com/${vimeo}` };
  return { embedUrl: null, watchUrl: url.href };
}
