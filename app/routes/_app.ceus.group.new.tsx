import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CEU_MESSAGES } from "~/features/ceus/rules.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { loadGroupCeuForm } from "~/features/ceus/group-form.server.ts";
import { submitGroupCeuForm } from "~/features/ceus/group-submit.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { GroupCeuForm } from "~/features/ceus/ui/group-ceu-form.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "New Group CEU | Member Portal" }];

/** /ceus/group/new: a pre-approval request; 'Add to cart' puts it in the cart with its fees. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const form = await loadGroupCeuForm({ groupCeuId: null, userId: user.id, admin: false });
  if (!form) throw notFound();
  return { form };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const posted = await submitGroupCeuForm(request, { actor: viewer.actor, userId: viewer.user.id, groupCeuId: null });
  if (posted.kind === "reply") return posted.reply;
  if (posted.addedToCart) return redirectWithToast(paths.cart(), { kind: "success", message: CEU_MESSAGES.addedToCart });
  return redirectWithToast(paths.ceus.group.root(), { kind: "success", message: posted.message });
}

export default function NewGroupCeu() {
  const { form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to={paths.ceus.group.root()}>Back to Group CEUs</Link>
      </p>
      <h1>New Group CEU</h1>
      <p>Submit a program for CEU pre-approval. Events should be submitted 30 days in advance.</p>
      <section className="card narrow">
        <GroupCeuForm data={form} reply={reply} mode="member" />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
