/** Analytics events of the meetings embed (docs/decisions/0015-analytics-events.md). */
export type MeetingsEvent = 'calendar_loaded' | 'meeting_scheduled';

/** Every meetings event carries the meeting type of this page. */
export const MEETING_TYPE = 'discovery_call';

/** The origin a meetings page URL is served from, or null for an unusable URL. */
export function meetingsOrigin(meetingsUrl: string): string | null {
  try {
    return new URL(meetingsUrl).origin;
  } catch {
    return null;
  }
}

/** The frame's address: HubSpot lays its page out for embedding with `embed=true`. */
export function meetingsFrameSrc(meetingsUrl: string): string {
  const url = new URL(meetingsUrl);
  url.searchParams.set('embed', 'true');
  return url.toString();
}

/**
 * What a window message means. Only messages from the meetings origin count: HubSpot's frame
 * posts its size as soon as the calendar renders, and `meetingBookSucceeded: true` once the
 * visitor has booked.
 */
export function meetingsEventOf(
  message: { origin: string; data: unknown },
  expectedOrigin: string,
): MeetingsEvent | null {
  if (message.origin !== expectedOrigin) return null;
  const { data } = message;
  if (typeof data === 'object' && data !== null && 'meetingBookSucceeded' in data) {
    return data.meetingBookSucceeded === true ? 'meeting_scheduled' : null;
  }
  return 'calendar_loaded';
}
