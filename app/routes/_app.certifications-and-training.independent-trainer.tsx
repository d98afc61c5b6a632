import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { loadTrainerDashboard } from "~/features/trainings/trainer-dashboard.server.ts";
import {
  AboutTrainerCard,
  TrainerExpiryBanner,
  TrainerLicensesCardView,
  TrainerProfileTable,
  TrainerStatusCardView,
} from "~/features/trainings/ui/trainer-dashboard.tsx";
import { requireUser } from "~/lib/auth.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Independent Trainer | Member Portal" }];

/**
 * /certifications-and-training/independent-trainer: the Independent Trainer dashboard. Its modals
 * (the renewal agreement, buying licenses) are child routes shown in the outlet.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return loadTrainerDashboard(user.id);
}

export default function IndependentTrainerDashboard() {
  const { status, about, banner, trainer } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Independent Trainer</h1>
      {banner ? <TrainerExpiryBanner banner={banner} /> : null}
      <Outlet />
      <div className="cards">
        {about ? <AboutTrainerCard about={about} /> : null}
        <TrainerStatusCardView card={status} />
        {trainer ? <TrainerLicensesCardView licenses={trainer.licenses} /> : null}
      </div>
      {trainer ? <TrainerProfileTable trainer={trainer} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
