import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal that is a route (add address, change image, confirm delete). The server renders an open,
 * non-modal `<dialog>` in the page flow, so without JavaScript it reads as part of the page; once
 * hydrated it becomes a real modal (focus trapped, Escape closes) and closing goes to `closeTo`.
 */
export function RouteModal({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeTo, { preventScrollReset: true });
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [closeTo, navigate]);
  return (
    <dialog ref={ref} className="route-modal" aria-labelledby={titleId} open>
      <div className="route-modal-head">
        <h2 id={titleId}>{title}</h2>
        <Link to={closeTo} preventScrollReset className="route-modal-close" aria-label="Close">
          ×
        </Link>
      </div>
      {children}
    </dialog>
  );
}
