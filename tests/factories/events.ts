/** Events: an upcoming event with the product that sells its seats. */
import type { Prisma } from "~/generated/prisma/client.ts";
import { EVENT_TYPE, PRODUCT_KIND } from "~/domain/constants.ts";
import { daysFromNow } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { next } from "./sequence.ts";

/**
 * An upcoming event (a webinar 20 days ahead, "Event {n}", unless given) with its product: $60,
 * $35 for members unless `product` says otherwise.
 */
export async function upcomingEvent(
  over: Partial<Omit<Prisma.EventUncheckedCreateInput, "productId">> & { product?: Partial<Prisma.ProductUncheckedCreateInput> } = {},
) {
  const { product: productOver, ...fields } = over;
  const name = fields.name ?? `Event ${next()}`;
  const product = await db.product.create({
    data: { kind: PRODUCT_KIND.event, name, priceCents: 6000, memberPriceCents: 3500, ...productOver },
  });
  const event = await db.event.create({
    data: { type: EVENT_TYPE.webinar, date: daysFromNow(20), ...fields, name, productId: product.id },
  });
  return { event, product };
}
