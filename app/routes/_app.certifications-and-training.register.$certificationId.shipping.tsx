import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { chooseShippingAddress } from "~/features/certifications/shipping-step.server.ts";
import { afterMove, intentOf, registrationStepValues, requireWizardStep, textOf } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { listAddresses } from "~/features/profile/addresses.server.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { ErrorList } from "~/ui/field.tsx";
import { refused } from "~/kit/forms/respond.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.shipping;

export const meta: MetaFunction = () => [{ title: "Shipping | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const [addresses, v] = await Promise.all([listAddresses(viewer.user.id), registrationStepValues(registrationId)]);
  const kept = addresses.some((a) => a.id === v.shippingAddressId) ? v.shippingAddressId : addresses[0]?.id;
  return {
    frame,
    addresses: addresses.map((a) => ({
      id: a.id,
      lines: [a.name, a.addressLine1, a.addressLine2, [a.city, a.state, a.zip].filter(Boolean).join(", "), a.country].filter(Boolean),
    })),
    chosen: kept ? String(kept) : "",
    addHref: paths.editProfile.addresses.new({ returnTo: paths.certifications.registerStep(frame.certificationId, STEP) }),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const formData = await readForm(request);
  const values = { addressId: textOf(formData, "addressId") };
  const id = Number(values.addressId);
  const result = await chooseShippingAddress(viewer.actor, registrationId, {
    intent: intentOf(formData),
    addressId: Number.isSafeInteger(id) && id > 0 ? id : null,
  });
  if (result.kind === "invalid") return refused(values, { addressId: result.message });
  return afterMove(frame.certificationId, result);
}

export default function ShippingStep() {
  const { frame, addresses, chosen, addHref } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ addressId: string }>({
    id: "shipping",
    lastResult: answer?.result,
    defaultValue: { addressId: chosen },
  });
  const initial = typeof fields.addressId.initialValue === "string" ? fields.addressId.initialValue : chosen;
  const errorId = "shipping-error";
  return (
    <RegistrationFrame frame={frame}>
      <Form method="post" {...getFormProps(form)}>
        <fieldset aria-describedby={fields.addressId.errors ? errorId : undefined}>
          <legend>Ship my materials to</legend>
          {addresses.length === 0 ? <p>You have no address yet.</p> : null}
          {addresses.map((a) => (
            <div className="field-radio" key={a.id}>
              <input type="radio" id={`address-${a.id}`} name="addressId" value={String(a.id)} defaultChecked={initial === String(a.id)} />
              <label htmlFor={`address-${a.id}`}>
                {a.lines.map((line, i) => (
                  <span key={i} className="address-line">
                    {line}
                  </span>
                ))}
              </label>
            </div>
          ))}
          <ErrorList id={errorId} errors={fields.addressId.errors} />
        </fieldset>
        <p>
          <Link to={addHref}>Add a new address</Link>
        </p>
        <StepButtons />
      </Form>
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
