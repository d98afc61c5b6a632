import { Form, Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";

export type BannerAnnouncement = {
  id: number;
  kind: string;
  title: string;
  /** Admin-written HTML from our own database. */
  bodyHtml: string;
  imageUrl: string | null;
  actionText: string | null;
  actionUrl: string | null;
  /** Special kinds: offer the course ("add") or point at the cart ("in_cart"). */
  cart: "add" | "in_cart" | null;
};

function isExternal(url: string) {
  return /^https?:\/\//i.test(url);
}

/** The dashboard's dismissible announcement banners; every control is a plain link or form post. */
export function AnnouncementBanners({ announcements }: { announcements: readonly BannerAnnouncement[] }) {
  if (announcements.length === 0) return null;
  return (
    <div className="announcements">
      {announcements.map((a) => {
        const titleId = `announcement-${a.id}-title`;
        return (
          <section key={a.id} className={`announcement announcement-${a.kind}`} aria-labelledby={titleId}>
            {a.imageUrl ? <img className="announcement-image" src={a.imageUrl} alt="" /> : null}
            <div className="announcement-content">
              <h2 id={titleId}>{a.title}</h2>
              {/* Admin-written HTML from our own database (Announcement.body). */}
              <div className="announcement-body" dangerouslySetInnerHTML={{ __html: a.bodyHtml }} />
              <div className="announcement-actions">
                {a.actionText && a.actionUrl ? (
                  isExternal(a.actionUrl) ? (
                    <a className="btn btn-secondary" href={a.actionUrl}>
                      {a.actionText}
                    </a>
                  ) : (
                    <Link className="btn btn-secondary" to={a.actionUrl}>
                      {a.actionText}
                    </Link>
                  )
                ) : null}
                {a.cart === "add" ? (
                  <Form method="post" action={paths.announcements.act(a.id)}>
                    <input type="hidden" name="intent" value="add-to-cart" />
                    <button type="submit" className="btn">
                      Add to Cart
                    </button>
                  </Form>
                ) : a.cart === "in_cart" ? (
                  <Link className="btn" to={paths.cart()}>
                    View in Cart
                  </Link>
                ) : null}
              </div>
            </div>
            <Form method="post" action={paths.announcements.act(a.id)} className="announcement-dismiss">
              <input type="hidden" name="intent" value="dismiss" />
              <button type="submit" className="btn btn-secondary" aria-label="Dismiss announcement">
                Dismiss
              </button>
            </Form>
          </section>
        );
      })}
    </div>
  );
}
