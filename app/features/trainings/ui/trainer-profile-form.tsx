/**
 * The trainer's profile form (/independent-trainer/edit): the application's fields in its steps'
 * groups. Choosing the other education offering opens a confirmation (once hydrated): Confirm
 * keeps it (the post then carries confirmOfferingSwitch=yes), Cancel (or Escape) puts the saved
 * offering back. Without JavaScript the server asks on a page of its own (the route's second step).
 */
import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import type { TrainerProfileForm as ProfileFormData } from "~/features/trainings/trainer-profile.server.ts";
import {
  AUDIENCE_OPTIONS,
  GROUP_SIZE_OPTIONS,
  IN_PERSON_LOCATION_OPTIONS,
  LANGUAGE_OPTIONS,
  OFFERING_OPTIONS,
  OFFERING_SWITCH,
  PROGRAM_FORMAT_OPTIONS,
} from "~/features/trainings/trainer-profile.ts";
import { paths } from "~/lib/paths.ts";
import { ChoiceGroup, chosenList } from "~/ui/choice-group.tsx";
import { ErrorList, Field, FormErrors, SelectField, TextareaField } from "~/ui/field.tsx";

type Values = ProfileFormData["values"] & { confirmOfferingSwitch: string };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card">
      <legend>
        <h2>{title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}

export function TrainerProfileForm({ data, lastResult }: { data: ProfileFormData; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<Values>({
    id: "trainer-profile",
    lastResult,
    defaultValue: { ...data.values, confirmOfferingSwitch: "" },
    shouldValidate: "onSubmit",
  });
  const dialog = useRef<HTMLDialogElement>(null);
  const [confirmed, setConfirmed] = useState(false);
  const offering = fields.trainerOfferingLearningSystem;

  // The offering radios: another choice than the saved one asks first.
  const onOfferingChange = (event: React.ChangeEvent<HTMLFieldSetElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.name !== offering.name) return;
    if (input.value === data.savedOffering) setConfirmed(false);
    else dialog.current?.showModal();
  };
  const cancelSwitch = () => {
    // Each radio's `checked` set through its property, so React's change tracking sees both move.
    const form = dialog.current?.closest("form");
    for (const radio of form?.querySelectorAll<HTMLInputElement>(`input[name="${offering.name}"]`) ?? [])
      radio.checked = radio.value === data.savedOffering;
    setConfirmed(false);
    dialog.current?.close();
  };
  const confirmSwitch = () => {
    setConfirmed(true);
    dialog.current?.close();
  };
  const text = (field: FieldMetadata<string>, label: string, hint?: string) => (
    <Field label={label} hint={hint} inputProps={getInputProps(field, { type: "text" })} errors={field.errors} />
  );
  const checkboxes = (field: FieldMetadata<unknown>, legend: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <ChoiceGroup legend={legend} name={field.name} options={options} chosen={chosenList(field.initialValue)} errors={field.errors} />
  );

  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name={fields.confirmOfferingSwitch.name} value={confirmed ? "yes" : ""} />
      <Group title="Bio">
        <TextareaField label="Bio" textareaProps={{ ...getTextareaProps(fields.trainerBio), rows: 6 }} errors={fields.trainerBio.errors} />
        {text(fields.trainerEducation, "Education")}
        {text(fields.trainerLicenses, "Licenses")}
      </Group>
      <Group title="Program Contact Information">
        <p className="hint">Add at least an email, a phone or a website.</p>
        <Field
          label="Email"
          inputProps={{ ...getInputProps(fields.trainerEmail, { type: "email" }), autoComplete: "email" }}
          errors={fields.trainerEmail.errors}
        />
        <Field
          label="Phone"
          inputProps={{ ...getInputProps(fields.trainerPhone, { type: "tel" }), autoComplete: "tel" }}
          errors={fields.trainerPhone.errors}
        />
        <Field
          label="Website"
          inputProps={{ ...getInputProps(fields.trainerWebsite, { type: "url" }), autoComplete: "url" }}
          errors={fields.trainerWebsite.errors}
        />
        {text(fields.trainerFacebook, "Facebook")}
        {text(fields.trainerInstagram, "Instagram")}
        {text(fields.trainerTwitter, "Twitter")}
        {text(fields.trainerLinkedin, "LinkedIn")}
      </Group>
      <Group title="Program Format Details">
        <fieldset
          className="checkbox-group"
          onChange={onOfferingChange}
          aria-describedby={offering.errors?.length ? offering.errorId : undefined}
        >
          <legend>Education Offering</legend>
          {data.pendingReapproval ? <p className="hint">Your change to this offering is waiting for approval.</p> : null}
          {getCollectionProps(offering, { type: "radio", options: OFFERING_OPTIONS.map((o) => o.value) }).map((props) => (
            <div className="field-radio" key={props.key}>
              <input {...props} />
              <label htmlFor={props.id}>{OFFERING_OPTIONS.find((o) => o.value === props.value)?.label}</label>
            </div>
          ))}
          <ErrorList id={offering.errorId} errors={offering.errors} />
        </fieldset>
        {checkboxes(fields.trainerProgramFormat, "Program Format", PROGRAM_FORMAT_OPTIONS)}
        {checkboxes(fields.trainerInPersonLocation, "In-Person Location (In-Person programs)", IN_PERSON_LOCATION_OPTIONS)}
        {text(fields.trainerDesignatedAddress, "Designated Location Address", "Needed for a Designated Location.")}
        <SelectField
          label="Traveling States"
          hint="Needed when you travel. Hold Ctrl (or Cmd) to choose several."
          selectProps={{ ...getSelectProps(fields.trainerTravelingStates), multiple: true, size: 6 }}
          options={data.states}
          errors={fields.trainerTravelingStates.errors}
        />
      </Group>
      <Group title="Program Audience">
        {checkboxes(fields.trainerAudience, "Audience", AUDIENCE_OPTIONS)}
        <SelectField
          label="Group Size"
          hint="Needed for groups."
          selectProps={getSelectProps(fields.trainerGroupSize)}
          placeholder="Choose a group size"
          options={GROUP_SIZE_OPTIONS}
          errors={fields.trainerGroupSize.errors}
        />
      </Group>
      <Group title="Languages Offered">
        {checkboxes(fields.trainerLanguages, "Languages", LANGUAGE_OPTIONS)}
        {text(fields.trainerLanguageOther, "Other Language")}
      </Group>
      <div className="form-actions">
        <button type="submit" className="btn">
          Save
        </button>
        <Link to={paths.trainings.independent.root()} className="btn btn-secondary">
          Back to Dashboard
        </Link>
      </div>
      <dialog
        ref={dialog}
        className="prompt-dialog"
        aria-labelledby="offering-switch-title"
        onCancel={(event) => {
          event.preventDefault();
          cancelSwitch();
        }}
      >
        <h2 id="offering-switch-title">{OFFERING_SWITCH.title}</h2>
        <p>{OFFERING_SWITCH.message}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={confirmSwitch}>
            {OFFERING_SWITCH.confirm}
          </button>
          <button type="button" className="btn btn-secondary" onClick={cancelSwitch}>
            {OFFERING_SWITCH.cancel}
          </button>
        </div>
      </dialog>
    </Form>
  );
}

/** Without JavaScript: the switch confirmed on a page of its own, the posted answers carried in hidden fields. */
export function OfferingSwitchConfirmation({ pairs }: { pairs: ReadonlyArray<readonly [string, string]> }) {
  return (
    <section className="card" aria-labelledby="offering-switch-page">
      <h2 id="offering-switch-page">{OFFERING_SWITCH.title}</h2>
      <p>{OFFERING_SWITCH.message}</p>
      <Form method="post">
        {pairs.map(([name, value], i) => (
          <input type="hidden" key={`${name}-${i}`} name={name} value={value} />
        ))}
        <input type="hidden" name="confirmOfferingSwitch" value="yes" />
        <div className="form-actions">
          <button type="submit" className="btn" name="intent" value="confirm">
            {OFFERING_SWITCH.confirm}
          </button>
          <button type="submit" className="btn btn-secondary" name="intent" value="revert">
            {OFFERING_SWITCH.cancel}
          </button>
        </div>
      </Form>
    </section>
  );
}
