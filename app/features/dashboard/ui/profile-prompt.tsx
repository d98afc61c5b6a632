import { Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { paths } from "~/lib/paths.ts";

/**
 * "Is your profile up to date?": the server renders an open dialog in the page flow (no JavaScript
 * needed; Not Now is then a link back to the dashboard, which no longer shows it because the loader
 * recorded it). Once hydrated it becomes a modal and Not Now simply closes it.
 */
export function ProfilePrompt() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="prompt-dialog" aria-labelledby={titleId} open>
      <h2 id={titleId}>Is your profile up to date?</h2>
      <p>Please take a minute to check your contact and professional details.</p>
      <div className="form-actions">
        <Link className="btn" to={paths.editProfile.root()}>
          Update Profile
        </Link>
        <Link
          className="btn btn-secondary"
          to={paths.dashboard()}
          onClick={(e) => {
            if (ref.current?.open) {
              e.preventDefault();
              ref.current.close();
            }
          }}
        >
          Not Now
        </Link>
      </div>
    </dialog>
  );
}
