/**
 * The group CEU (pre-approval) form, for the member (/ceus/group/new and /{id}) and for an admin
 * (the CEU Pre-Approval Form of the review page). A plain multipart form post validated on the
 * server (features/ceus/group-submit.server.ts `submitGroupCeuForm`), so it works without JavaScript;
 * with it, the library-listing fields and fee show only while the listing box is ticked.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { GroupCeuFeeState, GroupCeuFeeView, GroupCeuFormData, GroupCeuFormValues } from "~/features/ceus/group-form.server.ts";
import type { FormReply } from "~/kit/forms/outcome.ts";
import { AttachedFiles, FileInput, FileLinks } from "~/ui/attached-files.tsx";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/ui/field.tsx";
import { ProgramDetails } from "./program-details.tsx";

type Mode = "member" | "admin";

type FormShape = GroupCeuFormValues & { agendaFile: string; logoFile: string };

const FEE_STATE_NOTE: Record<GroupCeuFeeState, string> = {
  due: "",
  inCart: "in your cart",
  paid: "paid",
  notInCart: "not in your cart",
};

const DOCUMENT_TYPES = "application/pdf,image/jpeg,image/png";
const IMAGE_TYPES = "image/jpeg,image/png";

export function GroupCeuForm({
  data,
  reply,
  mode,
}: {
  data: GroupCeuFormData;
  /** the action's reply: errors, or a note after a change that kept the form open (a file deleted) */
  reply: FormReply | null | undefined;
  mode: Mode;
}) {
  const admin = mode === "admin";
  const lastResult = reply?.result;
  const notice = reply?.notice;
  const [form, fields] = useForm<FormShape>({
    id: `group-ceu-${data.id ?? "new"}`,
    lastResult: lastResult ?? null,
    defaultValue: data.defaultValue,
    shouldValidate: "onSubmit",
  });
  const shownValue = (lastResult?.initialValue as Partial<GroupCeuFormValues> | undefined)?.listProgram ?? data.defaultValue.listProgram;
  const [listed, setListed] = useState(shownValue === "on");
  // Until JavaScript runs, every field shows (the listing fields are needed when the box is ticked).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const hideListing = enhanced && !listed;
  const listingLocked = !admin && data.listingLocked;
  const submit = admin ? { intent: "save" as const, label: "Save Changes" } : data.submit;

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      {/* Enter in a text field saves (the first submit button is the form's default). */}
      <button
        type="submit"
        name="intent"
        value={admin || data.alsoSave ? "save" : submit.intent}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        Save
      </button>
      <FormErrors id={form.errorId} errors={form.errors} />
      {notice ? (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      ) : null}

      <Field
        label="Credits"
        inputProps={{ ...getInputProps(fields.credits, { type: "number" }), step: "0.25", min: "0.25", inputMode: "decimal" }}
        errors={fields.credits.errors}
      />
      <SelectField
        label="Credit Type"
        selectProps={getSelectProps(fields.creditTypeId)}
        errors={fields.creditTypeId.errors}
        placeholder="Select a credit type"
        options={data.creditTypes}
      />
      <Field label="Program Title" inputProps={getInputProps(fields.programTitle, { type: "text" })} errors={fields.programTitle.errors} />
      <Field label="Sponsor" inputProps={getInputProps(fields.sponsor, { type: "text" })} errors={fields.sponsor.errors} />
      <TextareaField
        label="Program Description"
        textareaProps={{ ...getTextareaProps(fields.programDescription), rows: 4 }}
        errors={fields.programDescription.errors}
      />
      <TextareaField
        label="Program Agenda"
        textareaProps={{ ...getTextareaProps(fields.programAgenda), rows: 4 }}
        errors={fields.programAgenda.errors}
      />
      <FileInput
        id="group-ceu-agenda-file"
        name="agendaFile"
        label="Upload agenda"
        hint="Type the agenda above or upload it: a PDF, JPEG or PNG file of up to 10 MB."
        accept={DOCUMENT_TYPES}
        errors={fields.agendaFile.errors}
      />
      <Field
        label="Contact Email"
        inputProps={{ ...getInputProps(fields.contactEmail, { type: "email" }), autoComplete: "email" }}
        errors={fields.contactEmail.errors}
      />
      <div className="grid-2">
        <Field
          label="Start Date"
          hint={admin ? undefined : "Events should be submitted 30 days in advance."}
          inputProps={getInputProps(fields.startDate, { type: "date" })}
          errors={fields.startDate.errors}
        />
        <Field label="End Date" inputProps={getInputProps(fields.endDate, { type: "date" })} errors={fields.endDate.errors} />
      </div>
      {admin ? (
        <Field
          label="Completion Code"
          hint="Attendees enter this code to report the program. Stored in capitals; it must be unique."
          inputProps={{ ...getInputProps(fields.completionCode, { type: "text" }), autoComplete: "off" }}
          errors={fields.completionCode.errors}
        />
      ) : null}

      <CheckboxField
        label="List this program on the CEU library page"
        inputProps={{
          ...getInputProps(fields.listProgram, { type: "checkbox" }),
          ...(listingLocked ? { disabled: true, defaultChecked: false } : {}),
          onChange: (e) => setListed(e.currentTarget.checked),
        }}
        errors={fields.listProgram.errors}
      />
      {listingLocked ? <p className="hint">The listing can only be added before the pre-approval is submitted, with its fee.</p> : null}
      <div hidden={hideListing}>
        {!enhanced ? <p className="hint">Needed only when the program is listed on the CEU library page.</p> : null}
        <Field
          label="Registration URL"
          inputProps={{ ...getInputProps(fields.registrationUrl, { type: "url" }), placeholder: "https://", disabled: listingLocked }}
          errors={fields.registrationUrl.errors}
        />
        <Field
          label="Attendance Cost"
          hint="In US dollars, e.g. 125 or 0 for a free program."
          inputProps={{ ...getInputProps(fields.attendanceCost, { type: "text" }), inputMode: "decimal", disabled: listingLocked }}
          errors={fields.attendanceCost.errors}
        />
      </div>
      <FileInput
        id="group-ceu-logo-file"
        name="logoFile"
        label="Organization Logo"
        hint="A JPEG or PNG image of up to 10 MB (optional)."
        accept={IMAGE_TYPES}
        errors={fields.logoFile.errors}
      />

      <AttachedFiles files={data.files} />

      {!admin && data.fees ? (
        <FeeSummary review={data.fees.review} listing={data.fees.listing} listed={listed} enhanced={enhanced} locked={listingLocked} />
      ) : null}

      <div className="form-actions">
        <button type="submit" name="intent" value={submit.intent} className="btn">
          {submit.label}
        </button>
        {!admin && data.alsoSave ? (
          <button type="submit" name="intent" value="save" className="btn btn-secondary">
            Save Changes
          </button>
        ) : null}
      </div>
    </Form>
  );
}

function FeeSummary({
  review,
  listing,
  listed,
  enhanced,
  locked,
}: {
  review: GroupCeuFeeView;
  listing: GroupCeuFeeView;
  listed: boolean;
  enhanced: boolean;
  locked: boolean;
}) {
  const line = (fee: GroupCeuFeeView, extra?: string) => {
    const note = [extra, FEE_STATE_NOTE[fee.state]].filter(Boolean).join(", ");
    return `${fee.label} ${fee.amount}${note ? ` (${note})` : ""}`;
  };
  // The listing fee shows when listed; before JavaScript runs (or while unticked without it) with its condition.
  const showListing = listing.state === "paid" || listing.state === "inCart" || (!locked && (listed || !enhanced));
  return (
    <section aria-labelledby="group-ceu-fees">
      <h2 id="group-ceu-fees">Fees</h2>
      <ul className="plain-list">
        <li>{line(review)}</li>
        {showListing ? (
          <li>
            {line(listing, listing.state === "paid" || listing.state === "inCart" || (enhanced && listed) ? undefined : "only when listed")}
          </li>
        ) : null}
      </ul>
      <p className="hint">Your pre-approval is submitted for review once the review fee is paid.</p>
    </section>
  );
}

/** An approved pre-approval as the member sees it: the completion code to share, and static fields. */
export function GroupCeuView({ data }: { data: GroupCeuFormData }) {
  const v = data.defaultValue;
  return (
    <>
      <div className="alert alert-success" role="note">
        {data.completionCode ? (
          <p>
            Completion code: <strong>{data.completionCode}</strong>. Share it with your attendees: they enter it when they report this
            program as a CEU.
          </p>
        ) : (
          <p>This program is pre-approved. Its completion code will show here once it is set.</p>
        )}
      </div>
      <dl className="details">
        <dt>Status</dt>
        <dd>
          <span className={`badge badge-${data.tone}`}>{data.statusLabel}</span>
        </dd>
        <ProgramDetails values={v} creditType={data.view.creditType} />
        <dt>Contact Email</dt>
        <dd>{v.contactEmail}</dd>
        <dt>Start Date</dt>
        <dd>{data.view.startDate}</dd>
        <dt>End Date</dt>
        <dd>{data.view.endDate}</dd>
        <dt>CEU library page</dt>
        <dd>{v.listProgram === "on" ? "Listed" : "Not listed"}</dd>
        {v.listProgram === "on" ? (
          <>
            <dt>Registration URL</dt>
            <dd>{v.registrationUrl}</dd>
            <dt>Attendance Cost</dt>
            <dd>{data.view.attendanceCost}</dd>
          </>
        ) : null}
        <dt>Files</dt>
        <dd>{data.files.length === 0 ? "None" : <FileLinks files={data.files} />}</dd>
      </dl>
    </>
  );
}
