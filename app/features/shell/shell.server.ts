import { db } from "~/lib/db.server.ts";
import { isAdmin, type SessionUser, type Viewer } from "~/lib/auth.server.ts";
import type { ShellData } from "~/features/shell/types.ts";

/** Items waiting in a user's cart: unpaid line items shown in the cart. */
export function cartCount(userId: number): Promise<number> {
  return db.lineItem.count({ where: { userId, transactionId: null, showInCart: true } });
}

function shellUser(u: SessionUser) {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, isAdmin: isAdmin(u) };
}

/** What the page frame needs: who is shown, who is really signed in, and the cart badge. */
export async function getShellData(viewer: Viewer, area: "member" | "admin"): Promise<ShellData> {
  const person = area === "admin" && viewer.impersonator ? viewer.impersonator : viewer.user;
  return {
    user: shellUser(person),
    impersonator: viewer.impersonator ? { firstName: viewer.impersonator.firstName, lastName: viewer.impersonator.lastName } : null,
    cartCount: await cartCount(viewer.user.id),
  };
}
