/**
 * The Enroll In Section modal (admin spec: a course must be chosen; optional section and deadline),
 * shared by a module's and the course materials' routes. Two plain forms, so it works without
 * JavaScript: a GET search (`q`) lists the learning system's matching courses, each a link that
 * chooses it (`course`) and loads its sections; the POST form enrols in the chosen course with the
 * optional section and deadline.
 */
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { EnrollInSectionModal as Modal } from "../learning-system-admin.server.ts";
import type { FormReply } from "~/kit/forms/outcome.ts";
import { ErrorList, Field, FormErrors, SelectField, SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

export function EnrollInSectionModal({ modal, reply, closeTo }: { modal: Modal; reply: FormReply | undefined; closeTo: string }) {
  const [form, fields] = useForm<{ courseId: string; sectionId: string; deadline: string }>({
    id: `enroll-in-section-${modal.course?.id ?? "none"}`,
    lastResult: reply?.result,
    defaultValue: { courseId: modal.course?.id ?? "", sectionId: "", deadline: "" },
  });
  const choose = (course: string) => `?${new URLSearchParams({ q: modal.q, course })}`;
  return (
    <RouteModal title="Enroll In Section" closeTo={closeTo}>
      <p>
        <strong>{modal.label}</strong>
      </p>
      {modal.current ? <p>Enrolled now: {modal.current}</p> : null}
      {modal.removed ? <p>Removed from the learning system: enrolling again undoes the removal.</p> : null}

      <Form method="get" preventScrollReset role="search" aria-label="Courses in the learning system">
        {modal.course ? <input type="hidden" name="course" value={modal.course.id} /> : null}
        <Field
          label="Search courses"
          inputProps={{ id: "course-search", name: "q", type: "search", defaultValue: modal.q, maxLength: 100 }}
        />
        <button type="submit" className="btn btn-secondary btn-small">
          Search
        </button>
      </Form>
      {modal.results === null ? null : "error" in modal.results ? (
        <p className="alert alert-danger">The learning system could not search its courses: {modal.results.error}</p>
      ) : modal.results.courses.length === 0 ? (
        <p>No courses match &quot;{modal.q}&quot;.</p>
      ) : (
        <>
          <ul className="plain-list" aria-label="Matching courses">
            {modal.results.courses.map((c) => (
              <li key={c.id}>
                <Link to={choose(c.id)} preventScrollReset aria-current={c.id === modal.course?.id ? "true" : undefined}>
                  {c.name} ({c.id})
                </Link>
              </li>
            ))}
          </ul>
          {modal.results.more ? <p className="hint">More courses match: search with more of the name.</p> : null}
        </>
      )}

      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="courseId" value={modal.course?.id ?? ""} />
        <p id="chosen-course">
          Course: {modal.course ? `${modal.course.name} (${modal.course.id})` : "none chosen yet: search for a course and choose it."}
        </p>
        <ErrorList id={fields.courseId.errorId} errors={fields.courseId.errors} />
        {modal.course?.error ? <p className="alert alert-warning">The sections could not be loaded: {modal.course.error}</p> : null}
        <SelectField
          label="Section (optional)"
          selectProps={getSelectProps(fields.sectionId)}
          errors={fields.sectionId.errors}
          placeholder="No section"
          options={(modal.course?.sections ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <Field
          label="Deadline (optional)"
          inputProps={getInputProps(fields.deadline, { type: "date" })}
          errors={fields.deadline.errors}
          hint="The enrolment's end, kept by the portal."
        />
        <SubmitRow label="Enroll" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
