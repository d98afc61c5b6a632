import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { addTrainerLicensesToCart, LICENSE_MESSAGES } from "~/features/trainings/trainer-licenses.server.ts";
import { loadTrainerDashboard } from "~/features/trainings/trainer-dashboard.server.ts";
import { LicenseQuantitySchema } from "~/features/trainings/trainer-schemas.server.ts";
import { LicenseQuantityForm } from "~/features/trainings/ui/trainer-licenses-form.tsx";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { RouteModal } from "~/ui/route-modal.tsx";

export const meta: MetaFunction = () => [{ title: "Buy Licenses | Independent Trainer | Member Portal" }];

/** /independent-trainer/licenses: the Buy Licenses modal over the dashboard (the licenses card's form posts here too). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { trainer } = await loadTrainerDashboard(user.id);
  if (!trainer?.licenses.price) throw redirect(paths.trainings.independent.root());
  return { price: trainer.licenses.price };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: LicenseQuantitySchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await addTrainerLicensesToCart(viewer.actor, submission.value.quantity);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.cart(), { kind: "success", message: LICENSE_MESSAGES.added });
}

export default function BuyLicensesModal() {
  const { price } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <RouteModal title="Buy Licenses" closeTo={paths.trainings.independent.root()}>
      <LicenseQuantityForm id="licenses-modal" price={price} lastResult={reply?.result} />
    </RouteModal>
  );
}
