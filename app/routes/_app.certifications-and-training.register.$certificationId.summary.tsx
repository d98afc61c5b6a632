import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { REGISTRATION_STEP, UNIVERSITY_LEVEL_OF_STUDY_LABEL, type UniversityLevelOfStudy } from "~/domain/constants.ts";
import { finishRegistration, ownRegistrationOrder } from "~/features/certifications/registration-order.server.ts";
import { afterMove, intentOf, registrationStepValues, requireWizardStep } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { db } from "~/lib/db.server.ts";
import { requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.summary;

export const meta: MetaFunction = () => [{ title: "Pay & Review | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const [order, v] = await Promise.all([ownRegistrationOrder(viewer.user.id, registrationId), registrationStepValues(registrationId)]);
  if (!order) throw notFound();
  const [program, address] = await Promise.all([
    v.universityProgramId ? db.universityProgram.findUnique({ where: { id: v.universityProgramId }, select: { name: true } }) : null,
    v.shippingAddressId
      ? db.address.findFirst({
          where: { id: v.shippingAddressId, userId: viewer.user.id },
          select: { addressLine1: true, city: true, state: true, zip: true },
        })
      : null,
  ]);
  const titleOf = (key: string) => frame.steps.find((s) => s.key === key)?.title ?? key;
  const level = v.universityProgramLevelOfStudy as UniversityLevelOfStudy | null;
  const choices = [
    { step: titleOf(REGISTRATION_STEP.pathway), text: v.pathwayType?.name ?? "—" },
    ...(program
      ? [
          {
            step: titleOf(REGISTRATION_STEP.programInformation),
            text: [program.name, v.universityProgramDepartment, level ? UNIVERSITY_LEVEL_OF_STUDY_LABEL[level] : null]
              .filter(Boolean)
              .join(", "),
          },
        ]
      : []),
    { step: titleOf(REGISTRATION_STEP.documentation), text: v.media.map((m) => m.originalName).join(", ") || "None" },
    ...(address
      ? [
          {
            step: titleOf(REGISTRATION_STEP.shipping),
            text: [address.addressLine1, address.city, address.state, address.zip].filter(Boolean).join(", "),
          },
        ]
      : []),
  ];
  return {
    frame,
    choices,
    lines: order.lines.map((l) => ({
      key: `${l.kind}-${l.courseMaterialId ?? ""}`,
      step: titleOf(l.step),
      name: l.name,
      list: l.cents !== l.listCents ? formatCents(l.listCents) : null,
      price: formatCents(l.cents),
      reductions: l.reductions.map((r) => `${r.label}: −${formatCents(r.cents)}`),
      paid: l.paid,
    })),
    due: formatCents(order.dueCents),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  const result = await finishRegistration(viewer.actor, registrationId, intentOf(formData));
  if (result.kind === "refused") return data({ message: result.message }, { status: 409 });
  if (result.kind !== "finished") return afterMove(frame.certificationId, result);
  if (result.unpaid > 0) return redirectWithToast(paths.cart(), { kind: "success", message: "Your registration is in your cart." });
  return redirect(paths.dashboard());
}

export default function PayAndReviewStep() {
  const { frame, choices, lines, due } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <RegistrationFrame frame={frame}>
      {answer?.message ? (
        <div className="alert alert-danger" role="alert">
          <p>{answer.message}</p>
        </div>
      ) : null}
      <dl className="details">
        {choices.map((c) => (
          <Fragment key={c.step}>
            <dt>{c.step}</dt>
            <dd>{c.text}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Your registration&apos;s fees</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Selection</th>
              <th scope="col">Price (After Discount)</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.key}>
                <td>{l.step}</td>
                <td>
                  {l.name}
                  {l.reductions.length ? (
                    <ul className="plain-list muted">
                      {l.reductions.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td>
                  {l.list ? <s>{l.list}</s> : null} {l.price}
                  {l.paid ? " (Paid)" : null}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total due
              </th>
              <td>{due}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <Form method="post">
        <StepButtons continueLabel="Finish" />
      </Form>
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
