import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  addCourseToCart,
  COURSE_MESSAGES,
  getTrainingCategory,
  loadCourseRegistration,
  startCourseRegistration,
} from "~/features/trainings/course-registration.server.ts";
import { TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";
import { CourseRegistrationSchema } from "~/features/trainings/course-schemas.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { badRequest, notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.training.name ?? "Training"} Registration | Member Portal` },
];

/**
 * GET /certifications-and-training/trainings/:categoryId: a training's registration (member spec 2
 * "Training registration"): the description card, the optional description video and the
 * review/pay block of the member's own registration in the category still to be paid. Without one
 * the member goes to the dashboard; the independent trainer category goes to its own page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = await loadCourseRegistration(user.id, idParam(params.categoryId));
  if (page.kind === "notFound") throw notFound();
  if (page.kind === "trainer") throw redirect(paths.trainings.independent.root());
  if (page.kind === "none") throw redirect(paths.dashboard());
  return page;
}

/**
 * POST intent=start (the Available tab's Register, with the training): starts or reuses the
 * member's registration, then this page. POST intent=add-to-cart: the training in the cart, then
 * the cart. Either twice does what once does.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const categoryId = idParam(params.categoryId);
  const category = await getTrainingCategory(categoryId);
  if (!category) throw notFound();
  if (category.key === TRAINING_CATEGORY_KEY.independentTrainer) return redirect(paths.trainings.independent.root());
  const submission = parseWithZod(await readForm(request), { schema: CourseRegistrationSchema });
  if (submission.status !== "success") throw badRequest();
  const here = paths.trainings.register(categoryId);
  if (submission.value.intent === "start") {
    const started = await startCourseRegistration(viewer.actor, categoryId, submission.value.trainingId);
    if (started.kind === "notFound") throw notFound();
    if (started.kind === "trainer") return redirect(paths.trainings.independent.root());
    if (started.kind === "refused") return redirectWithToast(paths.trainings.root(), { kind: "error", message: started.message });
    return redirect(here);
  }
  const added = await addCourseToCart(viewer.actor, categoryId, submission.value.registrationId);
  if (added.kind === "notFound") throw notFound();
  if (added.kind === "trainer") return redirect(paths.trainings.independent.root());
  if (added.kind === "refused") {
    return redirectWithToast(added.paid ? paths.trainings.root({ tab: "in-progress" }) : here, { kind: "error", message: added.message });
  }
  return redirectWithToast(paths.cart(), { kind: "success", message: COURSE_MESSAGES.added });
}

export default function TrainingRegistration() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="narrow">
      <p>
        <Link to={paths.trainings.root()}>Back to Essentials Courses</Link>
      </p>
      <h1>{page.training.name} Registration</h1>
      <section className="card" aria-labelledby="course-description">
        <h2 id="course-description">{page.training.name}</h2>
        <p className="muted">{page.category.name}</p>
        {page.descriptionHtml ? <div className="html-card" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} /> : null}
      </section>
      {page.video ? (
        <section className="card video" aria-labelledby="course-video">
          <h2 id="course-video">Video</h2>
          {page.video.embedUrl ? (
            <iframe src={page.video.embedUrl} title={`${page.training.name}: video`} loading="lazy" allowFullScreen />
          ) : null}
          <p>
            <a href={page.video.watchUrl} target="_blank" rel="noreferrer">
              Watch the video
            </a>
          </p>
        </section>
      ) : null}
      <section className="card" aria-labelledby="course-pay">
        <h2 id="course-pay">Review &amp; Pay</h2>
        <dl className="details">
          <dt>Course</dt>
          <dd>{page.training.name}</dd>
          <dt>Price</dt>
          <dd>
            {page.price === null ? (
              "—"
            ) : (
              <>
                {page.listPrice ? (
                  <>
                    <s className="muted">
                      <span className="visually-hidden">was </span>
                      {page.listPrice}
                    </s>{" "}
                  </>
                ) : null}
                {page.price}
              </>
            )}
          </dd>
        </dl>
        {page.inCart ? (
          <p>
            This course is in your cart. <Link to={paths.cart()}>View Cart</Link>
          </p>
        ) : page.offered ? (
          <Form method="post" className="form-actions">
            <input type="hidden" name="intent" value="add-to-cart" />
            <input type="hidden" name="registrationId" value={page.registrationId} />
            <button type="submit" className="btn">
              Add to Cart
            </button>
          </Form>
        ) : (
          <p>{COURSE_NOT_OFFERED}</p>
        )}
      </section>
    </div>
  );
}

const COURSE_NOT_OFFERED = "This course is not offered right now.";

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
