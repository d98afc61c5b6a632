import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { OTHER_AMOUNT } from "~/features/commerce/donation-options.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { DonateSchema, toDonation } from "~/features/commerce/schemas.server.ts";
import { invalid, isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { log } from "~/lib/logger.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { addDonationToCart, CART_MESSAGES, listDonationOptions } from "~/features/commerce/cart.server.ts";
import { DonationFields } from "~/features/commerce/ui/donation-fields.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { FormErrors, SubmitRow } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Donate | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { options: await listDonationOptions() };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: DonateSchema });
  if (submission.status !== "success") return replyTo(submission);
  const donation = toDonation(submission.value);
  if (!donation) return replyTo(submission, { invalid: invalid({ donationOptionId: CART_MESSAGES.donationOption }) });

  let outcome: Awaited<ReturnType<typeof addDonationToCart>>;
  try {
    outcome = await addDonationToCart(viewer.actor, { ...donation, other: submission.value.donationAmount === OTHER_AMOUNT });
  } catch (error) {
    log.error("donation add to cart failed", { userId: viewer.user.id, error: error instanceof Error ? error.message : String(error) });
    return redirectWithToast(paths.donate(), { kind: "error", message: CART_MESSAGES.donationFailed });
  }
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.cart(), { kind: "success", message: outcome.message });
}

export default function DonatePage() {
  const { options } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "donate", lastResult: reply?.result, shouldValidate: "onSubmit" });
  return (
    <div className="narrow">
      <h1>Donate</h1>
      <p>
        Your gift supports the association&apos;s scholarships, fellowships and programs. Choose where it goes and how much to give; the
        donation is added to your <Link to={paths.cart()}>cart</Link> and paid at checkout.
      </p>
      {options.length === 0 ? (
        <p className="alert alert-warning">Donations are not open right now. Please check back later.</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="card">
          <FormErrors id={form.errorId} errors={form.errors} />
          <DonationFields
            options={options}
            allowNone={false}
            fields={{
              donationOptionId: fields.donationOptionId,
              donationAmount: fields.donationAmount,
              donationOther: fields.donationOther,
              donationAnonymous: fields.donationAnonymous,
            }}
          />
          <SubmitRow label="Add to Cart" />
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
