import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../icons/icons';
import { cx } from '../lib/cx';

export interface VideoEmbedProps {
  /** The provider's embed URL, e.g. https://www.youtube-nocookie.com/embed/ID. */
  src: string;
  /** Names the video: the iframe title and the play button's label. */
  title: string;
  /**
   * The poster image (an `<img>`, or a `<picture>` of it), sized and with its own loading
   * priority: for the first screen's main image, eager and at high priority.
   */
  poster: ReactNode;
  /** Width / height of the player; 16 / 9 unless the video differs. */
  aspectRatio?: string;
  /** Play label prefix; the button reads "Play video: {title}". */
  playLabel?: string;
  className?: string;
}

/** Adds autoplay so one click both loads and starts the player. */
function withAutoplay(src: string): string {
  const url = new URL(src, 'https://embed.invalid');
  url.searchParams.set('autoplay', '1');
  return url.origin === 'https://embed.invalid'
    ? `${url.pathname}${url.search}${url.hash}`
    : url.toString();
}

/**
 * A poster with a play button. The third-party player (and its scripts and cookies) loads only
 * after the visitor asks for it, which keeps pages fast and private until then.
 */
export function VideoEmbed({
  src,
  title,
  poster,
  aspectRatio = '16 / 9',
  playLabel = 'Play video',
  className,
}: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) {
      frame.current?.focus();
    }
  }, [playing]);

  return (
    <div
      data-slot="video-embed"
      className={cx('tl-video-embed', className)}
      style={{ aspectRatio }}
    >
      {playing ? (
        <iframe
          ref={frame}
          className="tl-video-embed__frame"
          src={withAutoplay(src)}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="tl-video-embed__poster" onClick={() => setPlaying(true)}>
          {poster}
          <span className="tl-video-embed__play">
            <PlayIcon size={28} />
          </span>
          <span className="tl-visually-hidden">{`${playLabel}: ${title}`}</span>
        </button>
      )}
    </div>
  );
}
