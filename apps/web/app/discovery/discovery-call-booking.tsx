import { Container, Section } from '@tablogs/ui';
import { useCallback, useState } from 'react';
import { LeadForm } from '../leads/lead-form/lead-form';
import { MeetingsEmbed } from './meetings-embed';
import { meetingsOrigin } from './meetings-messages';
import { useDiscoveryPageView } from './use-discovery-page-view';

/** The in-page anchor that "Get Started" on /switch-now scrolls to. */
export const BOOKING_ANCHOR = 'book';

interface DiscoveryCallBookingProps {
  /** The page heading "Discovery Call"; /switch-now hides it (it has its own hero). */
  showHeading: boolean;
  /** HUBSPOT_MEETINGS_URL of the build; null when unconfigured. */
  meetingsUrl: string | null;
  /** Whether this page reports `discovery_call_page_view` (/discovery-call does). */
  reportsPageView: boolean;
}

/**
 * Booking a discovery call, an island: the meetings calendar when configured and working,
 * otherwise the lead form, so a visitor can always ask for a call.
 */
export function DiscoveryCallBooking({
  showHeading,
  meetingsUrl,
  reportsPageView,
}: DiscoveryCallBookingProps) {
  useDiscoveryPageView(reportsPageView);
  const origin = meetingsUrl ? meetingsOrigin(meetingsUrl) : null;
  const [frameFailed, setFrameFailed] = useState(false);
  const onFailed = useCallback(() => setFrameFailed(true), []);
  const useCalendar = Boolean(meetingsUrl && origin && !frameFailed);

  return (
    <Section id={BOOKING_ANCHOR} spacing="lg" className="booking" aria-labelledby="booking-title">
      <Container className="booking__inner">
        <header className={showHeading ? 'booking__header' : 'tl-visually-hidden'}>
          {showHeading ? (
            <h1 id="booking-title">Discovery Call</h1>
          ) : (
            <h2 id="booking-title">Book a discovery call</h2>
          )}
          <p className="tl-lead">Book a time to chat</p>
        </header>
        <div className="booking__card">
          {useCalendar && meetingsUrl && origin ? (
            <MeetingsEmbed meetingsUrl={meetingsUrl} origin={origin} onFailed={onFailed} />
          ) : (
            <div className="booking__fallback">
              <p className="booking__fallback-text">
                {frameFailed
                  ? 'The booking calendar could not be loaded. Leave your details and one of our geotechnical specialists will contact you to find a time for your call.'
                  : 'Leave your details and one of our geotechnical specialists will contact you to find a time for your call.'}
              </p>
              <LeadForm submitLabel="Request a call" />
            </div>
          )}
        </div>
      </Container>
    </Section>
  );
}
