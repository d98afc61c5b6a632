import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { loadIndividualCeuForm } from "~/features/ceus/individual-form.server.ts";
import { submitIndividualCeuForm } from "~/features/ceus/individual-submit.server.ts";
import { RejectionNotice } from "~/kit/review/review-parts.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { IndividualCeuForm, IndividualCeuView } from "~/features/ceus/ui/individual-ceu-form.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "CEU | Member Portal" }];

/**
 * /ceus/individual/:ceuId: the member's own CEU (another member's is a 404). Editable until it is
 * approved (Resubmit after a rejection with reviews, otherwise Save Changes); static once approved.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const form = await loadIndividualCeuForm({ ceuId: idParam(params.ceuId), userId: user.id, admin: false });
  if (!form) throw notFound();
  return { form };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const posted = await submitIndividualCeuForm(request, { actor: viewer.actor, userId: viewer.user.id, ceuId: idParam(params.ceuId) });
  if (posted.kind === "reply") return posted.reply;
  return redirectWithToast(paths.ceus.root({ period: posted.periodId }), { kind: "success", message: posted.message });
}

export default function IndividualCeuPage() {
  const { form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const lastDecision = form.reviews.at(-1);
  return (
    <>
      <p>
        <Link to={paths.ceus.root({ period: form.defaultValue.reportingPeriodId })}>Back to CEUs</Link>
      </p>
      <h1>{form.readOnly ? form.defaultValue.programTitle : "Edit CEU"}</h1>
      {!form.readOnly ? (
        <p>
          Status: <span className={`badge badge-${form.tone}`}>{form.statusLabel}</span>
          {form.view.submittedOn ? <span className="muted"> (submitted {form.view.submittedOn})</span> : null}
        </p>
      ) : null}
      <RejectionNotice latest={lastDecision} rejected={form.rejected} what="the CEU" />
      {form.closedMessage ? (
        <div className="alert alert-warning" role="status">
          <p>
            <span className={`badge badge-${form.tone}`}>{form.statusLabel}</span> {form.closedMessage}
          </p>
        </div>
      ) : null}
      <section className="card narrow">
        {form.readOnly ? <IndividualCeuView data={form} /> : <IndividualCeuForm data={form} reply={reply} mode="member" />}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
