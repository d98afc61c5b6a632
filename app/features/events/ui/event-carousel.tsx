import { Link } from "@remix-run/react";
import { useEffect, useState, type FocusEvent } from "react";
import { paths } from "~/lib/paths.ts";

export type CarouselEvent = { id: number; name: string; date: string; typeLabel: string; imageUrl: string | null };

/** Slide transition and autoplay interval (spec section 9). */
export const SLIDE_MS = 500;
export const AUTOPLAY_MS = 3000;
/** Slides in view: 1 at a viewport of 450 px or less, 3 from 1400 px, else 2. app.css sizes the slides with the same queries. */
const ONE_UP = "(max-width: 450px)";
const THREE_UP = "(min-width: 1400px)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function slidesInView(): number {
  if (window.matchMedia(ONE_UP).matches) return 1;
  return window.matchMedia(THREE_UP).matches ? 3 : 2;
}

/**
 * Events as a horizontally scrollable list (CSS scroll-snap), which is all a browser without
 * JavaScript gets. Once hydrated it becomes a carousel: Previous/Next, autoplay every 3 s with a
 * Pause/Play button (WCAG 2.2.2), no autoplay under prefers-reduced-motion, and none while the
 * pointer or keyboard focus is inside. Slides out of view are hidden from assistive technology.
 */
export function EventCarousel({ events, label }: { events: CarouselEvent[]; label: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [perView, setPerView] = useState(2);
  const [reduceMotion, setReduceMotion] = useState(false);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const queries = [ONE_UP, THREE_UP].map((q) => window.matchMedia(q));
    const update = () => setPerView(slidesInView());
    update();
    queries.forEach((q) => q.addEventListener("change", update));
    const reduce = window.matchMedia(REDUCED_MOTION).matches;
    setReduceMotion(reduce);
    setPlaying(!reduce);
    setEnhanced(true);
    return () => queries.forEach((q) => q.removeEventListener("change", update));
  }, []);

  const last = Math.max(0, events.length - perView);
  const current = Math.min(index, last);
  const go = (i: number) => setIndex(i > last ? 0 : i < 0 ? last : i);

  useEffect(() => {
    if (!enhanced || !playing || hovered || focused || last === 0) return;
    const timer = window.setInterval(() => setIndex((i) => (Math.min(i, last) >= last ? 0 : Math.min(i, last) + 1)), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [enhanced, playing, hovered, focused, last]);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={enhanced ? "carousel is-enhanced" : "carousel"}
      aria-label={label}
      aria-roledescription={enhanced ? "carousel" : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {enhanced && last > 0 ? (
        <div className="carousel-controls">
          <button type="button" className="btn btn-secondary" onClick={() => go(current - 1)}>
            Previous
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setPlaying((p) => !p)}>
            {playing ? "Pause" : "Play"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => go(current + 1)}>
            Next
          </button>
        </div>
      ) : null}
      <div className="carousel-viewport">
        <ul
          className="carousel-track"
          aria-live={enhanced && (!playing || hovered || focused) ? "polite" : "off"}
          style={
            enhanced
              ? { transform: `translateX(-${(current * 100) / perView}%)`, transitionDuration: reduceMotion ? "0ms" : `${SLIDE_MS}ms` }
              : undefined
          }
        >
          {events.map((e, i) => {
            const hidden = enhanced && (i < current || i >= current + perView);
            return (
              <li key={e.id} className="carousel-slide" aria-hidden={hidden || undefined}>
                <div className="event-card">
                  {e.imageUrl ? <img src={e.imageUrl} alt="" loading="lazy" /> : null}
                  <p className="event-meta">
                    <span className="badge badge-primary">{e.typeLabel}</span> {e.date}
                  </p>
                  <h3>
                    <Link to={paths.events.detail(e.id)} tabIndex={hidden ? -1 : undefined}>
                      {e.name}
                    </Link>
                  </h3>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
