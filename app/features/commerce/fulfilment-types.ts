/**
 * The fulfilment registry's types (a leaf module: it imports nothing of the capabilities). Each
 * capability writes its handlers against these types; only the registry
 * (features/commerce/fulfilment.server.ts) imports the handlers, so no capability imports the
 * registry back.
 */
import type { Tx } from "~/lib/db.server.ts";

export type PaidLineItem = {
  id: number;
  userId: number;
  kind: string;
  productId: number | null;
  registrationId: number | null;
  quantity: number;
  finalPriceCents: number;
  transactionId: number;
};

/** Runs inside the transaction that marked the item paid; must be idempotent (finds its work done and does nothing). */
export type FulfilmentHandler = (tx: Tx, item: PaidLineItem, now: Date) => Promise<void>;
