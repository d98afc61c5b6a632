/**
 * The catalogue service: the member's training rows as the grouping (catalogue.ts) reads them,
 * shared by the dashboard, the profile sidebar and the Essentials courses page, and the page's
 * view model (`loadTrainingsPage`). Reads only; bounded queries whatever the member has.
 *
 * Indexes used: UserTraining(userId, status), Registration(userId, updatedAt), LineItem(userId,
 * transactionId); the catalogue is small and admin-kept.
 */
import { PRODUCT_KIND, REGISTRATION_STATUS, TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { loadByIds } from "~/lib/by-id.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { groupTrainings, TRAINING_TABS, trainingPriceCents, trainingTab, type TrainingOffer, type TrainingTab } from "./catalogue.ts";
import { learningSystemCourseUrl } from "./course-link.ts";

type Client = Tx | typeof db;

/** The member's enrolments and training registrations read per page (the oldest first). */
export const MEMBER_TRAINING_ROWS = 200;
/** Catalogue rows read per page (admin-kept, small). */
export const CATALOGUE_ROWS = 500;

/** What a member could take now (member spec 4): available, shown, and its product (if any) not deleted. */
export const catalogueWhere = { available: true, show: true, OR: [{ productId: null }, { product: { deletedAt: null } }] };

/** The member's enrolments and training registrations (two queries), as the grouping reads them; `trainingId` narrows to one training. */
export function listMemberTrainingRows(userId: number, opts: { trainingId?: number; client?: Client } = {}) {
  const client = opts.client ?? db;
  const training = opts.trainingId === undefined ? {} : { trainingId: opts.trainingId };
  return Promise.all([
    client.userTraining.findMany({
      where: { userId, ...training },
      orderBy: { id: "asc" },
      take: MEMBER_TRAINING_ROWS,
      select: { id: true, trainingId: true, registrationId: true, status: true, accredibleUrl: true },
    }),
    client.registration.findMany({
      where: { userId, ...(opts.trainingId === undefined ? { trainingId: { not: null } } : training) },
      orderBy: { id: "asc" },
      take: MEMBER_TRAINING_ROWS,
      select: {
        id: true,
        trainingId: true,
        status: true,
        deadline: true,
        brightspaceEnrollment: true,
        brightspaceRemoval: true,
        brightspaceEnrollmentError: true,
      },
    }),
  ]);
}

/** The trainings the member's rows name, by id (one query, none without ids). */
export function trainingsById(ids: Iterable<number | null | undefined>, client: Client = db) {
  return loadByIds(ids, (some) =>
    client.training.findMany({
      where: { id: { in: some } },
      select: { id: true, name: true, categoryId: true, brightspaceCourseId: true, category: { select: { key: true } } },
    }),
  );
}

/** The member's registrations with an unpaid item shown in the cart. */
export async function registrationsInCart(userId: number, client: Client = db): Promise<Set<number>> {
  const items = await client.lineItem.findMany({
    where: { userId, transactionId: null, showInCart: true, kind: PRODUCT_KIND.training, registrationId: { not: null } },
    take: MEMBER_TRAINING_ROWS,
    select: { registrationId: true },
  });
  return new Set(items.flatMap((i) => (i.registrationId === null ? [] : [i.registrationId])));
}

export type AvailableRow = {
  trainingId: number;
  name: string;
  /** what the member would pay ("$99.00"), null when it is not sold online (no product) */
  price: string | null;
  /** the list price struck through when the member pays less */
  listPrice: string | null;
  /** Register (a POST to `href` with the training's id), Apply (the independent trainer page), In Cart, under review, or not sold online */
  action:
    | { kind: "register"; href: string }
    | { kind: "apply"; href: string }
    | { kind: "in_cart"; href: string }
    | { kind: "under_review" }
    | { kind: "not_sold" };
};
export type InProgressRow = {
  trainingId: number;
  name: string;
  badge: "In Progress" | "Pending";
  /** the course in the learning system; null while Pending or when the course has no learning-system id */
  courseUrl: string | null;
  /** the registration "I have finished this course" submits for review, when it may */
  finishRegistrationId: number | null;
};
export type CompleteRow = { trainingId: number; name: string; credentialUrl: string | null };

export type TrainingsPage = {
  tab: TrainingTab;
  tabs: { key: TrainingTab; label: string; href: string; current: boolean }[];
  view:
    { tab: "available"; rows: AvailableRow[] } | { tab: "in-progress"; rows: InProgressRow[] } | { tab: "complete"; rows: CompleteRow[] };
};

/** GET /certifications-and-training/trainings: the tab asked for (`?tab=`), from the one grouping rule. Reads only. */
export async function loadTrainingsPage(userId: number, tabRaw: string | null, now = new Date()): Promise<TrainingsPage> {
  const tab = trainingTab(tabRaw);
  const [[userTrainings, registrations], catalogue, inCart, memberPricing] = await Promise.all([
    listMemberTrainingRows(userId),
    db.training.findMany({
      where: catalogueWhere,
      orderBy: [{ category: { sortOrder: "asc" } }, { sortOrder: "asc" }, { name: "asc" }, { id: "asc" }],
      take: CATALOGUE_ROWS,
      select: {
        id: true,
        name: true,
        categoryId: true,
        brightspaceCourseId: true,
        category: { select: { key: true } },
        product: { select: { priceCents: true, memberPriceCents: true, freeForMembers: true } },
      },
    }),
    registrationsInCart(userId),
    tab === "available" ? hasMemberPricing(userId, now) : false,
  ]);
  const listed = new Map(catalogue.map((t) => [t.id, t]));
  const others = await trainingsById(
    [...userTrainings.map((t) => t.trainingId), ...registrations.map((r) => r.trainingId)].filter((id) => id !== null && !listed.has(id)),
  );
  const trainings = new Map([...others, ...listed]);
  const groups = groupTrainings({ userTrainings, registrations, trainings, catalogue, inCart }, now);
  const tabs = TRAINING_TABS.map((t) => ({
    key: t.key,
    label: t.label,
    href: paths.trainings.root({ tab: t.key }),
    current: t.key === tab,
  }));

  if (tab === "complete") {
    return {
      tab,
      tabs,
      view: { tab, rows: groups.completed.map((t) => ({ trainingId: t.trainingId, name: t.name, credentialUrl: t.credentialUrl })) },
    };
  }
  if (tab === "in-progress") {
    const baseUrl = getEnv().BRIGHTSPACE_URL;
    const status = new Map(registrations.map((r) => [r.id, r.status]));
    const rows = groups.inProgress.map((t): InProgressRow => {
      const training = trainings.get(t.trainingId);
      const finishable =
        !t.pending &&
        t.userTrainingId !== null &&
        t.registrationId !== null &&
        status.get(t.registrationId) === REGISTRATION_STATUS.postRegistration &&
        training?.category.key !== TRAINING_CATEGORY_KEY.independentTrainer;
      return {
        trainingId: t.trainingId,
        name: t.name,
        badge: t.pending ? "Pending" : "In Progress",
        courseUrl: t.pending ? null : learningSystemCourseUrl(baseUrl, training?.brightspaceCourseId),
        finishRegistrationId: finishable ? t.registrationId : null,
      };
    });
    return { tab, tabs, view: { tab, rows } };
  }
  const rows = groups.available.flatMap((a): AvailableRow[] => {
    const t = listed.get(a.trainingId);
    if (!t) return [];
    const cents = t.product ? trainingPriceCents(t.product, memberPricing) : null;
    return [
      {
        trainingId: t.id,
        name: t.name,
        price: cents === null ? null : formatCents(cents),
        listPrice: t.product && cents !== null && t.product.priceCents > cents ? formatCents(t.product.priceCents) : null,
        action: availableAction(a.offer, t),
      },
    ];
  });
  return { tab, tabs, view: { tab, rows } };
}

function availableAction(
  offer: TrainingOffer,
  t: { categoryId: number; category: { key: string | null }; product: object | null },
): AvailableRow["action"] {
  if (offer === "under_review") return { kind: "under_review" };
  if (t.category.key === TRAINING_CATEGORY_KEY.independentTrainer) return { kind: "apply", href: paths.trainings.independent.root() };
  if (offer === "in_cart") return { kind: "in_cart", href: paths.cart() };
  if (!t.product) return { kind: "not_sold" };
  return { kind: "register", href: paths.trainings.startRegistration(t.categoryId) };
}
