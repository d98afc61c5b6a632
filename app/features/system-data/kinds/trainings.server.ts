/**
 * Training categories and trainings (the independent trainer and MME courses). A category's key is
 * what the code looks up (set when the row is made); its renewal product is the yearly training
 * requirements fee. A training is offered while available and shown (the dashboard's catalogue);
 * its price, member price and free-for-members are its product's (the cart sells the product).
 */
import { PRODUCT_KIND, TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";
import { formatCents } from "~/lib/money.ts";
import {
  checkbox,
  choice,
  col,
  defineKind,
  html,
  integer,
  productPrices,
  relation,
  text,
  textarea,
  url,
  usedBy,
  relatedNameCol,
} from "../define.server.ts";

const KEY_LABEL: Record<string, string> = {
  [TRAINING_CATEGORY_KEY.independentTrainer]: "Independent Trainer",
  [TRAINING_CATEGORY_KEY.moneyManagementEssentials]: "Money Management Essentials",
};

const yesNo = (v: unknown) => (v ? "Yes" : "No");

export const trainingCategories = defineKind({
  slug: "training-categories",
  model: "trainingCategory",
  entityType: "TrainingCategory",
  noun: "training category",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    col("key", "Key", { value: (r) => (r.key ? (KEY_LABEL[String(r.key)] ?? String(r.key)) : "") }),
    relatedNameCol("renewalProduct", "Renewal Fee"),
    col("sortOrder", "Order", { numeric: true }),
  ],
  include: { renewalProduct: { select: { name: true } } },
  search: ["name"],
  defaultSort: "name",
  fields: [
    choice("key", "Key", KEY_LABEL, {
      createOnly: true,
      help: "Only for a category the portal looks up; one category per key; it cannot change later. Blank: none.",
    }),
    text("name", "Name", { required: true }),
    html("description", "Description"),
    url("descriptionVideoUrl", "Description video address"),
    relation("renewalProductId", "Renewal fee (yearly training requirements)", "products"),
    relation("licenseProductId", "Learning-system license (sold to trainers, one per client)", "products", {
      help: "Independent Trainer only: the product a trainer buys for each client's license.",
    }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  usage: [usedBy("trainings", "training", "categoryId")],
});

export const trainings = defineKind({
  slug: "trainings",
  model: "training",
  entityType: "Training",
  noun: "training",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    col("category", "Category", { sort: false, value: (r) => String((r.category as { name?: string } | null)?.name ?? "") }),
    col("available", "Available", { value: (r) => yesNo(r.available) }),
    col("show", "Shown", { value: (r) => yesNo(r.show) }),
    col("price", "Price", {
      sort: false,
      numeric: true,
      value: (r) => {
        const product = r.product as { priceCents?: number } | null;
        return typeof product?.priceCents === "number" ? formatCents(product.priceCents) : "";
      },
    }),
  ],
  include: { category: { select: { name: true } } },
  search: ["name"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true }),
    relation("categoryId", "Category", "training-categories", { required: true }),
    textarea("description", "Description", { max: 5000 }),
    checkbox("available", "Available (members can register for it)"),
    checkbox("show", "Shown in the trainings catalogue"),
    ...productPrices(),
    text("brightspaceCourseId", "Learning system course id (Brightspace)", { max: 60 }),
    text("hcCourseId", "Course id at the course provider (HC)", { max: 60 }),
    text("accredibleGroupId", "Digital credential group (Accredible)", { max: 60 }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000 }),
  ],
  sells: { productKind: PRODUCT_KIND.training },
  usage: [usedBy("registrations", "registration", "trainingId"), usedBy("members' trainings", "userTraining", "trainingId")],
});
