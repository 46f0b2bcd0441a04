import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../icons/icons';
import { cx } from '../lib/cx';

/**
 * The poster image. With `sources` (modern formats, e.g. from responsiveImage() of the content
 * package) it becomes a `<picture>`; `srcSet` and `sizes` are the `<img>`'s own.
 */
export interface VideoPoster {
  src: string;
  alt?: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  sources?: readonly { type: string; srcSet: string }[];
}

export interface VideoEmbedProps {
  /** The provider's embed URL, e.g. https://www.youtube-nocookie.com/embed/ID. */
  src: string;
  /** Names the video: the iframe title and the play button's label. */
  title: string;
  poster: VideoPoster;
  /** Width / height of the player; 16 / 9 unless the video differs. */
  aspectRatio?: string;
  /** Play label prefix; the button reads "Play video: {title}". */
  playLabel?: string;
  /** The poster is the first screen's main image: fetched eagerly, ahead of everything else. */
  priority?: boolean;
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
  priority = false,
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
          <PosterImage poster={poster} priority={priority} />
          <span className="tl-video-embed__play">
            <PlayIcon size={28} />
          </span>
          <span className="tl-visually-hidden">{`${playLabel}: ${title}`}</span>
        </button>
      )}
    </div>
  );
}

function PosterImage({ poster, priority }: { poster: VideoPoster; priority: boolean }) {
  const img = (
    <img
      src={poster.src}
      srcSet={poster.srcSet}
      sizes={poster.srcSet ? poster.sizes : undefined}
      alt={poster.alt ?? ''}
      width={poster.width}
      height={poster.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!poster.sources?.length) return img;
  return (
    <picture>
      {poster.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={poster.sizes} />
      ))}
      {img}
    </picture>
  );
}
