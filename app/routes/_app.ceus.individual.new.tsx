import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { loadIndividualCeuForm } from "~/features/ceus/individual-form.server.ts";
import { submitIndividualCeuForm } from "~/features/ceus/individual-submit.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { IndividualCeuForm } from "~/features/ceus/ui/individual-ceu-form.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Add CEU | Member Portal" }];

/** /ceus/individual/new (`?period=` preselects the reporting period): log an individual CEU. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const periodId = Number(new URL(request.url).searchParams.get("period")) || null;
  const form = await loadIndividualCeuForm({ ceuId: null, userId: user.id, admin: false, periodId });
  if (!form) throw notFound();
  return { form };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const posted = await submitIndividualCeuForm(request, { actor: viewer.actor, userId: viewer.user.id, ceuId: null });
  if (posted.kind === "reply") return posted.reply;
  return redirectWithToast(paths.ceus.root({ period: posted.periodId }), { kind: "success", message: posted.message });
}

export default function NewIndividualCeu() {
  const { form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to={paths.ceus.root()}>Back to CEUs</Link>
      </p>
      <h1>Add CEU</h1>
      <section className="card narrow">
        <IndividualCeuForm data={form} reply={reply} mode="member" />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
