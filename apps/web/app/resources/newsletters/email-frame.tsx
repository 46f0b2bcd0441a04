import { useEffect, useMemo, useRef, useState } from 'react';
import { emailSrcDoc, layoutCopy } from './email-document';

/**
 * Keeps the frame as tall as its email. A frame without same-origin access cannot be measured
 * from the page, so an inert copy of the email's layout is laid out in a hidden shadow root of
 * the same width and measured there, again whenever its size changes (images, resizes).
 */
function useEmailHeight(emailHtml: string) {
  const measureRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const host = measureRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.replaceChildren(layoutCopy(emailHtml, document));
    const measure = () => setHeight(Math.ceil(host.getBoundingClientRect().height));
    const observer = new ResizeObserver(measure);
    observer.observe(host);
    measure();
    return () => observer.disconnect();
  }, [emailHtml]);
  return { measureRef, height };
}

/** A newsletter edition in a sandboxed frame: no scripts, no same origin; links open a new tab. */
export function EmailFrame({ emailHtml, title }: { emailHtml: string; title: string }) {
  const srcDoc = useMemo(() => emailSrcDoc(emailHtml), [emailHtml]);
  const { measureRef, height } = useEmailHeight(emailHtml);
  return (
    <div className="email-frame">
      <iframe
        className="email-frame__frame"
        title={title}
        srcDoc={srcDoc}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        style={height ? { height } : undefined}
        data-measured={height ? '' : undefined}
      />
      <div ref={measureRef} className="email-frame__measure" aria-hidden="true" inert />
    </div>
  );
}
