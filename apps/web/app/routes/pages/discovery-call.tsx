import { publicConfig } from '../../config/public-config.server';
import { DiscoveryCallBooking } from '../../discovery/discovery-call-booking';
import { Island } from '../../islands/island';
import { NewsletterSection } from '../../leads';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/discovery-call';

export const loader = () => ({ meetingsUrl: publicConfig.hubspotMeetingsUrl });

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Discovery Call',
    description:
      'Book a thirty-minute discovery call with a geotechnical engineer on the TabLogs team and see one of your own logs in TabLogs.',
  });

export default function DiscoveryCall({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Island
        name="DiscoveryCallBooking"
        component={DiscoveryCallBooking}
        props={{ showHeading: true, meetingsUrl: loaderData.meetingsUrl, reportsPageView: true }}
      />
      <NewsletterSection />
    </>
  );
}
