import type { Toast } from "~/lib/cookies.server.ts";

/** A flash message rendered by the server; a plain region, so it needs no JavaScript. */
export function ToastMessage({ toast }: { toast: Toast | null }) {
  if (!toast) return null;
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
      {toast.message}
    </div>
  );
}
