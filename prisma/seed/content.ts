/**
 * The demo catalogue's content: member resources, donation options, events, message templates, the
 * dashboard's HTML cards, announcements, discount codes and the login page's side panels.
 */
import {
  ANNOUNCEMENT_KIND,
  DISCOUNT_KIND,
  EVENT_TYPE,
  HTML_CARD_KEY,
  MESSAGE_TEMPLATE_CATEGORY,
  PRODUCT_KIND,
} from "../../app/domain/constants.ts";
import { daysAgo, daysFromNow } from "../../app/lib/dates.ts";
import { db } from "../../app/lib/db.server.ts";

async function resources() {
  const categories = [
    {
      name: "Practice tools",
      resources: [
        {
          title: "Client intake form",
          description: "Editable intake form for first sessions.",
          url: "https://www.afcpe.org/resources/client-intake-form",
        },
        {
          title: "Spending plan worksheet",
          description: "A one-page monthly spending plan.",
          url: "https://www.afcpe.org/resources/spending-plan",
        },
        { title: "Session notes template", url: "https://www.afcpe.org/resources/session-notes" },
      ],
    },
    {
      name: "Professional development",
      resources: [
        { title: "Webinar archive", description: "Recordings of past member webinars.", url: "https://www.afcpe.org/resources/webinars" },
        {
          title: "Journal of Financial Counseling and Planning",
          description: "Member access to the peer-reviewed journal.",
          url: "https://www.afcpe.org/journal",
        },
      ],
    },
    {
      name: "Marketing your practice",
      resources: [
        { title: "AFC® logo usage guide", url: "https://www.afcpe.org/resources/logo-guide" },
        { title: "Find-a-counselor profile tips", url: "https://www.afcpe.org/resources/profile-tips" },
      ],
    },
  ];
  for (const [i, c] of categories.entries()) {
    await db.membershipResourceCategory.create({
      data: { name: c.name, sortOrder: i, resources: { create: c.resources.map((r, j) => ({ ...r, sortOrder: j })) } },
    });
  }
}

async function donations(cat: Record<string, number>) {
  const standardAmounts = [2500, 5000, 10000, 25000, 50000];
  const donationRows = [
    { name: "Where it is needed most", categoryId: cat.donations, amountsCents: standardAmounts },
    { name: "Symposium scholarship", categoryId: cat.symposium_scholarship, amountsCents: [...standardAmounts, 37500, 72500] },
    { name: "Military Spouse Fellowship fund", categoryId: cat.donations, amountsCents: standardAmounts },
  ];
  const donationOption: { id: number; productId: number; name: string }[] = [];
  for (const [i, d] of donationRows.entries()) {
    const p = await db.product.create({
      data: { kind: PRODUCT_KIND.donation, name: `Donation: ${d.name}`, priceCents: 0, categoryId: d.categoryId },
    });
    const o = await db.donationOption.create({ data: { ...d, productId: p.id, sortOrder: i } });
    donationOption.push({ id: o.id, productId: p.id, name: p.name });
  }

  return donationOption;
}

async function events(cat: Record<string, number>, now: Date) {
  const rows = [
    {
      name: "Symposium 2026: Building Financial Resilience",
      type: EVENT_TYPE.symposium,
      date: daysAgo(160, now),
      ceus: 12,
      experienceHours: 0,
      price: 59500,
      member: 49500,
      free: false,
      ethics: true,
      description: "Three days of sessions, workshops and networking in Denver.",
    },
    {
      name: "Webinar: Ethics in Everyday Practice",
      type: EVENT_TYPE.webinar,
      date: daysAgo(45, now),
      ceus: 1,
      price: 2500,
      member: 0,
      free: true,
      ethics: true,
      description: "One ethics CEU: boundaries, confidentiality and conflicts of interest.",
    },
    {
      name: "FPA Roundtable: Serving Military Families",
      type: EVENT_TYPE.fpa,
      date: daysAgo(20, now),
      ceus: 1.5,
      price: 0,
      member: 0,
      free: true,
      ethics: false,
      description: "Members-only roundtable with Personal Financial Managers.",
    },
    {
      name: "Webinar: Student Loans After the Pause",
      type: EVENT_TYPE.webinar,
      date: daysFromNow(12, now),
      ceus: 1,
      price: 2500,
      member: 0,
      free: true,
      ethics: false,
      description: "What changed for borrowers and how to talk about repayment plans.",
    },
    {
      name: "Virtual Member Meetup: Winter Edition",
      type: EVENT_TYPE.virtual,
      date: daysFromNow(26, now),
      ceus: 0,
      price: 0,
      member: 0,
      free: true,
      ethics: false,
      description: "An informal members-only hour to swap practice tips.",
    },
    {
      name: "In-Person Workshop: Motivational Interviewing",
      type: EVENT_TYPE.inPerson,
      date: daysFromNow(48, now),
      ceus: 6,
      experienceHours: 6,
      price: 29500,
      member: 22500,
      free: false,
      ethics: false,
      description: "A full-day skills workshop in Atlanta, GA.",
    },
    {
      name: "Symposium 2027: Financial Wellness for All",
      type: EVENT_TYPE.symposium,
      date: daysFromNow(170, now),
      ceus: 12,
      price: 62500,
      member: 52500,
      free: false,
      ethics: true,
      description: "Early registration is open; scholarship donations welcome.",
    },
    {
      name: "OnDemand: Ethics Refresher for AFCs",
      type: EVENT_TYPE.onDemand,
      date: daysAgo(90, now),
      ceus: 2,
      price: 4900,
      member: 2900,
      free: false,
      ethics: true,
      expirationDate: daysFromNow(275, now),
      description: "Self-paced recording that satisfies the two ethics credits.",
    },
    ...webinarSeries(now),
  ];
  const event: { id: number; productId: number; name: string; priceCents: number; memberPriceCents: number; date: Date }[] = [];
  for (const [i, e] of rows.entries()) {
    const p = await db.product.create({
      data: {
        kind: PRODUCT_KIND.event,
        name: e.name,
        priceCents: e.price,
        memberPriceCents: e.member,
        freeForMembers: e.free,
        categoryId: cat.events,
      },
    });
    const row = await db.event.create({
      data: {
        name: e.name,
        description: e.description,
        type: e.type,
        approvedForEthics: e.ethics,
        date: e.date,
        expirationDate: e.expirationDate ?? e.date,
        ceus: e.ceus || null,
        experienceHours: e.experienceHours ?? null,
        imageUrl: null,
        productId: p.id,
        registrationUrl: `https://events.afcpe.org/e/${2001 + i}`,
        recordingUrl: e.date < now ? `https://events.afcpe.org/recordings/${2001 + i}` : null,
        resource1Url: `https://events.afcpe.org/e/${2001 + i}/slides.pdf`,
      },
    });
    event.push({ id: row.id, productId: p.id, name: e.name, priceCents: e.price, memberPriceCents: e.member, date: e.date });
  }

  return event;
}

/**
 * The monthly member webinar (free for members, $25 otherwise; the ethics ones approved for ethics)
 * over the last ten months and the next two, and a past FPA roundtable: with the catalogue's eight,
 * the events list has three pages and the upcoming list seven events (the dashboard's carousel shows
 * ten, so browser tests that add events far ahead leave it as the demo has it).
 */
function webinarSeries(now: Date) {
  const topics = [
    "Coaching Clients Through Job Loss",
    "Ethics: Documentation and Records",
    "Credit Reports Demystified",
    "Talking About Money With Couples",
    "Emergency Savings That Stick",
    "Ethics: Dual Relationships",
    "Medical Debt Options",
    "Budgeting With Irregular Income",
    "Identity Theft Recovery",
    "Tax Season Check-In",
    "Retirement Basics for Counselors",
    "Ethics: Serving Clients Across Cultures",
  ];
  const monthly = topics.map((topic, i) => {
    const ethics = topic.startsWith("Ethics");
    return {
      name: `Member Webinar: ${topic}`,
      type: EVENT_TYPE.webinar,
      date: i < 10 ? daysAgo(305 - 30 * i, now) : daysFromNow(40 + 35 * (i - 10), now),
      ceus: ethics ? 1 : 1.5,
      price: 2500,
      member: 0,
      free: true,
      ethics,
      description: "A one-hour member webinar with time for questions.",
    };
  });
  return [
    ...monthly,
    {
      name: "FPA Roundtable: Spring Check-In",
      type: EVENT_TYPE.fpa,
      date: daysAgo(110, now),
      ceus: 1,
      price: 0,
      member: 0,
      free: true,
      ethics: false,
      description: "Members-only roundtable for Personal Financial Managers.",
    },
  ];
}

async function messageTemplates() {
  const templates: [string, string, string][] = [
    [MESSAGE_TEMPLATE_CATEGORY.ceuApproval, "Approved", "<p>Your CEU has been approved and added to your reporting period. Thank you!</p>"],
    [
      MESSAGE_TEMPLATE_CATEGORY.ceuApproval,
      "Approved (partial credit)",
      "<p>Your CEU has been approved for the number of credits shown; the agenda supported fewer hours than requested.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.ceuRejection,
      "Missing certificate",
      "<p>Please upload the certificate of completion for this program and resubmit.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.ceuRejection,
      "Not relevant",
      "<p>This program falls outside the AFC® competencies, so it cannot count toward your CEUs.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.experienceApproval,
      "Hours approved",
      "<p>Your experience hours have been approved. Keep up the great work!</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.experienceRejection,
      "Supervisor unreachable",
      "<p>We could not reach your supervisor to verify these hours. Please confirm their contact details.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.experienceRejection,
      "Outside the lookback window",
      "<p>These hours fall more than 7 years before your enrollment date.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.membershipApproval,
      "Welcome",
      "<p>Welcome! Your membership is active. Member resources and the member directory are on your Membership page.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.membershipRejection,
      "Transcript not current",
      "<p>Please upload a transcript for the current term showing full-time enrollment.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.membershipRejection,
      "Emeritus criteria not met",
      "<p>Emeritus membership needs 10 consecutive years of membership and age 65 or older.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.registrationApproval,
      "Welcome aboard",
      "<p>Your registration is approved. Your course access details will arrive by email within two business days.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.registrationApproval,
      "Pathway approved",
      "<p>Your pathway documentation is approved. Please choose your course materials to continue.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.registrationRejection,
      "Documentation incomplete",
      "<p>We need more documentation before we can approve your registration. Please upload the missing files.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.registrationRejection,
      "Certificate name",
      "<p>Please check the name to print on your certificate and resubmit.</p>",
    ],
  ];
  await db.messageTemplate.createMany({ data: templates.map(([category, title, body], i) => ({ category, title, body, sortOrder: i })) });
}

async function htmlCards() {
  await db.htmlCard.createMany({
    data: [
      {
        key: HTML_CARD_KEY.educationDashboard,
        html: '<h3>Keep learning</h3><p>Essentials courses are short, practical and count toward your CEUs. Questions? Email <a href="mailto:education@afcpe.org">education@afcpe.org</a>.</p>',
      },
      {
        key: HTML_CARD_KEY.certificationDashboardCandidate,
        html: "<h3>You're on your way</h3><p>Track your experience hours, schedule your exam and sign the Code of Ethics from this page. You have until your deadline to finish every requirement.</p>",
      },
      {
        key: HTML_CARD_KEY.certificationDashboardCertified,
        html: "<h3>Stay certified</h3><p>Report 30 CEUs (including 2 ethics credits) each two-year reporting period and pay your annual fee by June 30.</p>",
      },
      {
        key: HTML_CARD_KEY.certificationDashboardNotCertified,
        html: "<h3>Become an AFC®</h3><p>The Accredited Financial Counselor certification shows clients and employers you meet the profession's standard. Choose the pathway that fits your background.</p>",
      },
      {
        key: HTML_CARD_KEY.codeOfEthics,
        html: "<h3>Code of Ethics</h3><ol><li>I put my clients' interests first and act with integrity, objectivity and fairness.</li><li>I keep my clients' information confidential unless the law requires otherwise.</li><li>I work within my competence and refer clients when their needs are beyond it.</li><li>I disclose any conflict of interest and any compensation I receive for a referral or product.</li><li>I keep my certification current through continuing education.</li><li>I treat clients, colleagues and the public with respect and never discriminate.</li></ol>",
      },
    ],
  });
}

async function announcements(now: Date, products: { learningSystemProductId: number; mmeProductId: number }) {
  await db.announcement.createMany({
    data: [
      {
        kind: ANNOUNCEMENT_KIND.general,
        title: "Symposium 2027 registration is open",
        body: "<p>Join us for three days of learning and connection. Members save $100 with early registration.</p>",
        actionText: "See events",
        actionUrl: "/events",
        active: true,
        startsAt: daysAgo(10, now),
        endsAt: daysFromNow(120, now),
      },
      {
        kind: ANNOUNCEMENT_KIND.holmesAfc,
        title: "Upgrade to the AFC Learning System",
        body: "<p>Add 12 months of online course access with videos and practice quizzes.</p>",
        actionText: "Add to cart",
        productId: products.learningSystemProductId,
        active: true,
        startsAt: daysAgo(30, now),
      },
      {
        kind: ANNOUNCEMENT_KIND.mme,
        title: "Money Management Essentials online course",
        body: "<p>Your Essentials registration includes the online course; add it to your cart to get started.</p>",
        actionText: "Add to cart",
        productId: products.mmeProductId,
        active: true,
        startsAt: daysAgo(30, now),
      },
      {
        kind: ANNOUNCEMENT_KIND.general,
        title: "Office closed for the holidays",
        body: "<p>Reviews resume January 2.</p>",
        active: false,
        startsAt: daysAgo(330, now),
        endsAt: daysAgo(320, now),
      },
    ],
  });
}

async function discountsAndPanels(now: Date) {
  const welcome = await db.discount.create({
    data: {
      code: "WELCOME10",
      kind: DISCOUNT_KIND.promo,
      percentage: true,
      amount: 10,
      active: true,
      startsAt: daysAgo(60, now),
      endsAt: daysFromNow(305, now),
    },
  });
  await db.discount.create({
    data: { code: "SYMPOSIUM50", kind: DISCOUNT_KIND.promo, percentage: false, amount: 5000, active: true, usageLimit: 100, usage: 12 },
  });

  await db.referrerContext.createMany({
    data: [
      {
        referrer: "/membership",
        heading: "Join the association",
        copy: "Members get discounted exams and events, free member webinars, the member directory and the Journal. Sign in or create an account to join.",
        videoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      },
      {
        referrer: "/events",
        heading: "Learn with your peers",
        copy: "Sign in to register for webinars, workshops and the Symposium. Members pay less, and many webinars are free.",
      },
      {
        referrer: "/certifications-and-training",
        heading: "Earn your AFC®",
        copy: "Sign in to start or continue your certification, track your experience hours and report CEUs.",
      },
    ],
  });

  return welcome;
}

/** The catalogue's content; returns what demo accounts and fillers refer to. */
export async function seedContent(now: Date, refs: { cat: Record<string, number>; learningSystemProductId: number; mmeProductId: number }) {
  await resources();
  const donationOption = await donations(refs.cat);
  const event = await events(refs.cat, now);
  await messageTemplates();
  await htmlCards();
  await announcements(now, refs);
  const welcome = await discountsAndPanels(now);
  return { donationOption, event, welcome };
}
