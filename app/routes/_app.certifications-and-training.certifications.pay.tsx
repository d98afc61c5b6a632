import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { addExamToCart, ExamPaymentSchema, examOffer } from "~/features/certifications/exam-payment.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireViewer } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import type { Column } from "~/ui/columns.ts";
import { CheckboxField, FormErrors } from "~/ui/field.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

export const meta: MetaFunction = () => [{ title: "Pay Exam Fee | Member Portal" }];

/**
 * /certifications-and-training/certifications/pay: the exam fee of an enrolled candidate, with the
 * age and code-of-conduct agreement and the international exam choice; it goes to the cart.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const offer = await examOffer(viewer.user.id);
  if (!offer.ok) return { offer: null, refusal: offer.message };
  return {
    refusal: null,
    offer: {
      certificationName: offer.certificationName,
      examName: offer.examName,
      retake: offer.retake,
      remaining: offer.remaining,
      list: formatCents(offer.fee.listPriceCents),
      reductions: offer.fee.reductions.map((r) => ({ label: r.label, amount: `-${formatCents(r.cents)}` })),
      total: offer.total,
      inCart: offer.inCart,
      internationalExam: offer.internationalExam,
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: ExamPaymentSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await addExamToCart(viewer.actor, {
    agree: submission.value.agree,
    internationalExam: submission.value.location === "international",
  });
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.cart(), { kind: "success", message: "The exam fee is in your cart." });
}

/** The fee, each reduction and the total, each row headed by its label. */
const FEE_COLUMNS: ReadonlyArray<Column<{ label: string; amount: string; total?: boolean }>> = [
  { key: "label", header: "Item", rowHeader: true, value: (r) => r.label },
  { key: "amount", header: "Amount", cell: (r) => (r.total ? <strong>{r.amount}</strong> : r.amount) },
];

export default function PayExamFee() {
  const { offer, refusal } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<{ agree: string; location: string }>({
    id: "exam-payment",
    lastResult: reply?.result,
    defaultValue: { location: offer?.internationalExam ? "international" : "domestic" },
  });
  return (
    <>
      <p>
        <Link to={paths.certifications.root()}>Back to Certification</Link>
      </p>
      <h1>Pay Exam Fee</h1>
      {!offer ? (
        <div className="alert alert-info" role="status">
          <p>{refusal}</p>
        </div>
      ) : (
        <section className="card" aria-labelledby="exam-fee">
          <h2 id="exam-fee">{offer.examName}</h2>
          <p>
            {offer.certificationName}. Attempts left: {offer.remaining}.
          </p>
          {offer.inCart ? (
            <p>
              This exam fee is already in your cart. <Link to={paths.cart()}>View in Cart</Link>
            </p>
          ) : null}
          <RecordTable
            caption="Exam fee"
            head={false}
            frame={false}
            columns={FEE_COLUMNS}
            rows={[
              { label: offer.retake ? "Retake fee" : "Exam fee", amount: offer.list },
              ...offer.reductions,
              { label: "Total", amount: offer.total, total: true },
            ]}
            rowKey={(r) => r.label}
          />
          <Form method="post" {...getFormProps(form)}>
            <FormErrors id={form.errorId} errors={form.errors} />
            <fieldset className="checkbox-group">
              <legend>Where will you take the exam?</legend>
              <div className="field-radio">
                <input
                  type="radio"
                  id="location-domestic"
                  name="location"
                  value="domestic"
                  defaultChecked={fields.location.initialValue !== "international"}
                />
                <label htmlFor="location-domestic">In the United States</label>
              </div>
              <div className="field-radio">
                <input
                  type="radio"
                  id="location-international"
                  name="location"
                  value="international"
                  defaultChecked={fields.location.initialValue === "international"}
                />
                <label htmlFor="location-international">Outside the United States (international exam)</label>
              </div>
            </fieldset>
            <CheckboxField
              label="I am at least 18 years old and I agree to follow the exam's code of conduct."
              inputProps={getInputProps(fields.agree, { type: "checkbox" })}
              errors={fields.agree.errors}
            />
            <button type="submit" className="btn">
              Add to Cart
            </button>
          </Form>
        </section>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
