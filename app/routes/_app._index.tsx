import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireViewer } from "~/lib/auth.server.ts";
import { ProfileSidebar } from "~/features/profile/ui/profile-sidebar.tsx";
import { paths } from "~/lib/paths.ts";
import { getDashboard } from "~/features/dashboard/dashboard.server.ts";
import { AlertsCard } from "~/features/notifications/ui/alerts-card.tsx";
import { AnnouncementBanners } from "~/features/announcements/ui/announcement-banner.tsx";
import { EventCarousel } from "~/features/events/ui/event-carousel.tsx";
import { CertificationCard, EssentialsCard, MembershipCard } from "~/features/dashboard/ui/cards.tsx";
import { ProfilePrompt } from "~/features/dashboard/ui/profile-prompt.tsx";

export const meta: MetaFunction = () => [{ title: "Dashboard | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  // An admin viewing as the member neither sees nor uses up the member's profile prompt. The
  // dashboard reads the profile sidebar together with its cards (they show the same rows).
  return getDashboard(viewer.user.id, new Date(), { mayPrompt: !viewer.impersonator });
}

export default function Dashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="dashboard-layout">
      <ProfileSidebar data={d.sidebar} variant="dashboard" />
      <div className="dashboard-main">
        {d.outOfOffice ? (
          <div className="alert alert-warning" role="status">
            <p>Our office is currently closed. Replies to messages may take longer than usual.</p>
          </div>
        ) : null}
        <h1>Welcome, {d.firstName}</h1>
        {d.profilePrompt ? <ProfilePrompt /> : null}
        <AnnouncementBanners announcements={d.announcements} />
        <div className="dashboard-cards">
          <CertificationCard card={d.certification} renewal={d.renewal} />
          <MembershipCard card={d.membership} />
          <EssentialsCard card={d.essentials} />
          <AlertsCard notifications={d.notifications} redirectTo={paths.dashboard()} />
        </div>
        <section className="card" aria-labelledby="card-events">
          <h2 id="card-events">Upcoming and OnDemand Events</h2>
          {d.events.length === 0 ? <p>No upcoming events.</p> : <EventCarousel events={d.events} label="Events" />}
          <p>
            <Link to={paths.events.root()}>View All Events</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
