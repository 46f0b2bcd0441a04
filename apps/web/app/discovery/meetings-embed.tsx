import { useEffect, useRef, useState } from 'react';
import { pushDataLayerEvent } from '../analytics/data-layer';
import { MEETING_TYPE, meetingsEventOf, meetingsFrameSrc } from './meetings-messages';

/** How long the calendar may take to say it has loaded before the visitor gets the form. */
export const CALENDAR_LOAD_TIMEOUT_MS = 15_000;

interface MeetingsEmbedProps {
  meetingsUrl: string;
  origin: string;
  /** Shown instead of the calendar when it fails to load. */
  onFailed: () => void;
}

/** The HubSpot meetings calendar in a cross-origin frame, reporting to the data layer. */
export function MeetingsEmbed({ meetingsUrl, origin, onFailed }: MeetingsEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  // The frame is added only once the listener is in place, so no early message is missed.
  const [listening, setListening] = useState(false);
  const loadedRef = useRef(false);

  useEffect(() => {
    function onMessage(message: MessageEvent) {
      const event = meetingsEventOf(message, origin);
      if (!event) return;
      if (event === 'calendar_loaded') {
        // The frame posts its size repeatedly; the calendar loads once per page view.
        if (loadedRef.current) return;
        loadedRef.current = true;
        setLoaded(true);
      }
      pushDataLayerEvent(event, { meeting_type: MEETING_TYPE });
    }
    window.addEventListener('message', onMessage);
    setListening(true);
    const timer = window.setTimeout(() => {
      if (!loadedRef.current) onFailed();
    }, CALENDAR_LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [origin, onFailed]);

  return (
    <div className="meetings-embed" data-loaded={loaded ? '' : undefined}>
      {loaded ? null : (
        <p className="meetings-embed__loading" role="status">
          Loading the calendar…
        </p>
      )}
      {listening ? (
        <iframe
          className="meetings-embed__frame"
          src={meetingsFrameSrc(meetingsUrl)}
          title="Book a discovery call with TabLogs"
          onError={onFailed}
        />
      ) : null}
    </div>
  );
}
