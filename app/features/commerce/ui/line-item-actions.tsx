import { Link } from "@remix-run/react";

/**
 * The admin's actions on an unpaid line item: links to the "Change price" and "Mark as paid" modal
 * routes. The hrefs come from the page that shows the item (the user's Payments tab today, the
 * registration review later), so each page keeps its own modal routes. Plain links: they work
 * without JavaScript. The item's name completes each link's accessible name.
 */
export function LineItemActions({
  itemName,
  changePriceHref,
  markPaidHref,
}: {
  itemName: string;
  changePriceHref: string;
  markPaidHref: string;
}) {
  return (
    <span className="card-links">
      <Link to={changePriceHref} preventScrollReset>
        Change price<span className="visually-hidden"> for {itemName}</span>
      </Link>
      <Link to={markPaidHref} preventScrollReset>
        Mark as paid<span className="visually-hidden"> for {itemName}</span>
      </Link>
    </span>
  );
}
