import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CEU_MESSAGES } from "~/features/ceus/rules.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { loadGroupCeuForm } from "~/features/ceus/group-form.server.ts";
import { submitGroupCeuForm } from "~/features/ceus/group-submit.server.ts";
import { RejectionNotice } from "~/kit/review/review-parts.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { GroupCeuForm, GroupCeuView } from "~/features/ceus/ui/group-ceu-form.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Group CEU | Member Portal" }];

/**
 * /ceus/group/:groupCeuId: the member's own pre-approval (another member's is a 404). Editable
 * until it is approved (Resubmit after a rejection with reviews, otherwise Save Changes; 'Add to
 * cart' again when its fees left the cart before payment); static, with the completion code, once
 * approved.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const form = await loadGroupCeuForm({ groupCeuId: idParam(params.groupCeuId), userId: user.id, admin: false });
  if (!form) throw notFound();
  return { form };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const posted = await submitGroupCeuForm(request, {
    actor: viewer.actor,
    userId: viewer.user.id,
    groupCeuId: idParam(params.groupCeuId),
  });
  if (posted.kind === "reply") return posted.reply;
  if (posted.addedToCart) return redirectWithToast(paths.cart(), { kind: "success", message: CEU_MESSAGES.addedToCart });
  return redirectWithToast(paths.ceus.group.root(), { kind: "success", message: posted.message });
}

export default function GroupCeuPage() {
  const { form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const lastDecision = form.reviews.at(-1);
  return (
    <>
      <p>
        <Link to={paths.ceus.group.root()}>Back to Group CEUs</Link>
      </p>
      <h1>{form.readOnly ? form.defaultValue.programTitle : "Edit Group CEU"}</h1>
      {!form.readOnly ? (
        <p>
          Status: <span className={`badge badge-${form.tone}`}>{form.statusLabel}</span>
          {form.view.submittedOn ? <span className="muted"> (submitted {form.view.submittedOn})</span> : null}
        </p>
      ) : null}
      {!form.submitted && !form.reviewInCart ? (
        <p className="alert alert-warning" role="note">
          The review fee is not in your cart. Add it to your cart and pay it to submit this program for pre-approval.
        </p>
      ) : null}
      <RejectionNotice latest={lastDecision} rejected={form.rejected} what="the program" />
      <section className="card narrow">
        {form.readOnly ? <GroupCeuView data={form} /> : <GroupCeuForm data={form} reply={reply} mode="member" />}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
