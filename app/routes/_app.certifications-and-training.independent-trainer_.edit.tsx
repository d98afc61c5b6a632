import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadTrainerProfileForm, PROFILE_MESSAGES, saveTrainerProfile } from "~/features/trainings/trainer-profile.server.ts";
import { TrainerProfileSchema } from "~/features/trainings/trainer-schemas.server.ts";
import { OfferingSwitchConfirmation, TrainerProfileForm } from "~/features/trainings/ui/trainer-profile-form.tsx";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Edit Profile | Independent Trainer | Member Portal" }];

const dashboard = paths.trainings.independent.root();
const NOT_POSTED_BACK = new Set(["intent", "confirmOfferingSwitch"]);

async function editableForm(userId: number) {
  const form = await loadTrainerProfileForm(userId);
  if (!form) throw await redirectWithToast(dashboard, { kind: "info", message: PROFILE_MESSAGES.notEditable });
  return form;
}

/** /independent-trainer/edit: the trainer's profile (an approved trainer whose status has not expired). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return editableForm(user.id);
}

/**
 * Saves the profile. A switch of the education offering not yet confirmed answers the confirmation
 * (the posted answers to post again with Confirm); its Cancel (intent=revert) answers the form
 * again with the saved offering and nothing written.
 */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const posted = await readForm(request);
  if (posted.get("intent") === "revert") {
    const { savedOffering } = await editableForm(viewer.user.id);
    posted.set("trainerOfferingLearningSystem", savedOffering);
    posted.delete("confirmOfferingSwitch");
    return replyTo(parseWithZod(posted, { schema: TrainerProfileSchema }), { notice: "Your education offering was not changed." });
  }
  const submission = parseWithZod(posted, { schema: TrainerProfileSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await saveTrainerProfile(viewer.actor, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  if (outcome.kind === "confirm") {
    const pairs = [...posted.entries()].filter(([name, value]) => !NOT_POSTED_BACK.has(name) && typeof value === "string");
    return { confirm: pairs as Array<[string, string]> };
  }
  const message =
    outcome.reapproval === "requested"
      ? PROFILE_MESSAGES.reapproval
      : outcome.reapproval === "withdrawn"
        ? PROFILE_MESSAGES.withdrawn
        : PROFILE_MESSAGES.saved;
  return redirectWithToast(dashboard, { kind: "success", message });
}

export default function EditTrainerProfile() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const confirm = answer && "confirm" in answer ? answer.confirm : null;
  const reply = answer && "result" in answer ? answer : undefined;
  return (
    <>
      <h1>Edit Trainer Profile</h1>
      {confirm ? (
        <OfferingSwitchConfirmation pairs={confirm} />
      ) : (
        <>
          {reply?.notice ? (
            <p className="alert alert-success" role="status">
              {reply.notice}
            </p>
          ) : null}
          <TrainerProfileForm key={reply?.seq ?? 0} data={data} lastResult={reply?.result} />
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
