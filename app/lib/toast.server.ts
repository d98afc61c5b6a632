import { redirect } from "@remix-run/node";
import { toastSessionStorage, type Toast } from "./cookies.server.ts";

export type { Toast };

/** A Set-Cookie header carrying a toast that the next page renders once. */
export async function toastHeader(toast: Toast): Promise<string> {
  const storage = toastSessionStorage();
  const session = await storage.getSession();
  session.flash("toast", toast);
  return storage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the toast; returns the header that clears it when there was one. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const storage = toastSessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await storage.destroySession(session));
  return { toast, headers };
}
