import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { MEMBERSHIP_KEY, MEMBERSHIP_STATUS, type MembershipKey } from "~/domain/constants.ts";
import { MEMBERSHIP_MESSAGES } from "~/features/membership/rules.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { MembershipChoiceSchema } from "~/features/membership/schemas.server.ts";
import { invalid, isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo, replyWith } from "~/kit/forms/reply.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { readUploadForm } from "~/lib/uploads.server.ts";
import {
  chooseMembership,
  getMembershipPage,
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_SIZE_MESSAGE,
} from "~/features/membership/purchase.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { CheckboxField, ErrorList, Field, FormErrors, SubmitRow } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Membership Options | Member Portal" }];

/** /membership/get: buy, renew or apply for a membership. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = await getMembershipPage(user.id);
  const state = page.state;
  return {
    renewing: state.state === MEMBERSHIP_STATUS.active,
    inCart: state.state === MEMBERSHIP_STATUS.inCart || (state.state === MEMBERSHIP_STATUS.active && state.renewalInCart),
    pendingReview: state.state === MEMBERSHIP_STATUS.pendingReview,
    options: page.options,
    nextTerm: page.nextTerm,
    dateOfBirth: page.dateOfBirth,
  };
}

const HIDDEN_ON_REPLY = ["transcript"];

/** The form's fields as the browser sends them (parsed on the server by MembershipChoiceSchema). */
type ChoiceForm = { membershipTypeId: string; dateOfBirth: string; memberForTenYears: string; isRequestingCall: string; transcript: File };

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const read = await readUploadForm(request, { maxFileBytes: TRANSCRIPT_MAX_BYTES, tooLargeMessage: TRANSCRIPT_SIZE_MESSAGE });
  // The body could not be read (too large): nothing to echo back but the file's error.
  if (!read.ok) return replyWith(null, { invalid: invalid({ transcript: read.message }) });
  const submission = parseWithZod(read.formData, { schema: MembershipChoiceSchema });
  if (submission.status !== "success") return replyTo(submission, { hideFields: HIDDEN_ON_REPLY });

  const upload = read.formData.get("transcript");
  const file =
    upload && typeof upload !== "string" && upload.size > 0
      ? { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) }
      : null;
  const outcome = await chooseMembership(viewer.actor, submission.value, file);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome, hideFields: HIDDEN_ON_REPLY });
  if (outcome.kind === "cart") return redirectWithToast(paths.cart(), { kind: "success", message: outcome.message });
  return redirectWithToast(paths.membership.root(), { kind: "success", message: outcome.message });
}

export default function GetMembershipPage() {
  const { renewing, inCart, pendingReview, options, nextTerm, dateOfBirth } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [form, fields] = useForm<ChoiceForm>({
    id: "membership-get",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    defaultValue: { dateOfBirth },
  });
  const choiceField = fields.membershipTypeId;
  const initialChoice = typeof choiceField.initialValue === "string" ? choiceField.initialValue : "";
  const [chosenId, setChosenId] = useState(initialChoice);
  const chosenKey: MembershipKey | undefined = options.find((o) => String(o.id) === chosenId)?.key;
  // Without JavaScript every option's fields show; once hydrated, only the chosen option's.
  const shows = (key: MembershipKey) => !hydrated || chosenKey === key;
  const showCall = !hydrated || (chosenKey !== undefined && chosenKey !== MEMBERSHIP_KEY.professional);
  const offersStudent = options.some((o) => o.key === MEMBERSHIP_KEY.student);
  const offersReview = options.some((o) => o.requiresReview);
  // A refusal shown on the form is not repeated above it.
  const formMessages = new Set(form.errors ?? []);
  const choiceErrorId = `${choiceField.id}-error`;
  const choiceInvalid = Boolean(choiceField.errors?.length);

  return (
    <div className="narrow">
      <h1>{renewing ? "Renew Your Membership" : "Become a Member"}</h1>
      {inCart && !formMessages.has(MEMBERSHIP_MESSAGES.alreadyInCart) ? (
        <div className="alert alert-warning">
          <p>
            {MEMBERSHIP_MESSAGES.alreadyInCart} <Link to={paths.cart()}>View in Cart</Link>
          </p>
        </div>
      ) : null}
      {pendingReview && !formMessages.has(MEMBERSHIP_MESSAGES.requestPending) ? (
        <div className="alert alert-warning">
          <p>{MEMBERSHIP_MESSAGES.requestPending} Reviews take 2-3 business days.</p>
        </div>
      ) : null}
      {nextTerm.allowed ? (
        <p>
          Your new membership would run from {nextTerm.start} to {nextTerm.end}.
        </p>
      ) : !formMessages.has(MEMBERSHIP_MESSAGES.prePurchase) ? (
        <div className="alert alert-warning">
          <p>{MEMBERSHIP_MESSAGES.prePurchase}</p>
        </div>
      ) : null}
      {options.length === 0 ? (
        <p className="alert alert-warning">No membership options are available right now. Please check back later.</p>
      ) : (
        <Form method="post" encType={offersStudent ? "multipart/form-data" : undefined} className="card" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset className="membership-options" aria-describedby={choiceInvalid ? choiceErrorId : undefined}>
            <legend>Membership Options</legend>
            {options.map((o) => {
              const id = `${choiceField.id}-${o.id}`;
              return (
                <div className="membership-option" key={o.id}>
                  <div className="field-radio">
                    <input
                      key={choiceField.key}
                      type="radio"
                      id={id}
                      name={choiceField.name}
                      value={String(o.id)}
                      defaultChecked={initialChoice === String(o.id)}
                      onChange={() => setChosenId(String(o.id))}
                      aria-describedby={o.description ? `${id}-description` : undefined}
                    />
                    <label htmlFor={id}>
                      <strong>{o.name}</strong> {o.price}
                    </label>
                    {o.description ? (
                      <p className="method-detail muted" id={`${id}-description`}>
                        {o.description}
                      </p>
                    ) : null}
                  </div>
                  {o.key === MEMBERSHIP_KEY.emeritus ? (
                    <div className="membership-option-fields" hidden={!shows(MEMBERSHIP_KEY.emeritus)}>
                      {!hydrated ? <p className="hint">For the {o.name}:</p> : null}
                      <Field
                        label="Date of Birth"
                        inputProps={{ ...getInputProps(fields.dateOfBirth, { type: "date" }), autoComplete: "bday" }}
                        errors={fields.dateOfBirth.errors}
                      />
                      <CheckboxField
                        label="I have been a member for 10 consecutive years"
                        inputProps={getInputProps(fields.memberForTenYears, { type: "checkbox" })}
                        errors={fields.memberForTenYears.errors}
                      />
                    </div>
                  ) : null}
                  {o.key === MEMBERSHIP_KEY.student ? (
                    <div className="membership-option-fields" hidden={!shows(MEMBERSHIP_KEY.student)}>
                      {!hydrated ? <p className="hint">For the {o.name}:</p> : null}
                      <Field
                        label="Transcript"
                        hint="Your current transcript as a PDF, JPG or PNG, 10 MB or smaller."
                        inputProps={{
                          ...getInputProps(fields.transcript, { type: "file" }),
                          accept: "application/pdf,image/jpeg,image/png",
                        }}
                        errors={fields.transcript.errors}
                      />
                    </div>
                  ) : null}
                </div>
              );
            })}
            <ErrorList id={choiceErrorId} errors={choiceField.errors} />
          </fieldset>
          {offersReview ? (
            <div hidden={!showCall}>
              <CheckboxField
                label="I would like someone to call me"
                inputProps={getInputProps(fields.isRequestingCall, { type: "checkbox" })}
                errors={fields.isRequestingCall.errors}
              />
              <p className="hint">
                {offersStudent ? "Emeritus and Student requests are" : "Emeritus requests are"} reviewed in 2-3 business days. Once
                approved, the membership fee is charged to the card saved in <Link to={paths.editProfile.payment()}>Payment Info</Link>.
              </p>
            </div>
          ) : null}
          <SubmitRow label="Continue" />
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
