import type { Image } from '@tablogs/content';
import { Carousel, VideoEmbed } from '@tablogs/ui';

export interface StoryVideo {
  id: string;
  company: string;
  headline: string;
  url: string;
  poster: Image;
}

/** The customer-story videos, one at a time; previous and next wrap around both ends. */
export function VideoCarousel({ videos }: { videos: readonly StoryVideo[] }) {
  return (
    <Carousel
      label="Customer story videos"
      className="video-carousel"
      mode="wrap"
      previousLabel="Previous video"
      nextLabel="Next video"
      slideLabel={(index, count) => `Video ${index + 1} of ${count}`}
    >
      {videos.map((video, index) => (
        <figure key={video.id} className="video-carousel__slide">
          <VideoEmbed
            // The first poster is the largest image of the page's first screen.
            priority={index === 0}
            src={video.url}
            title={`${video.company}: ${video.headline}`}
            poster={{
              src: video.poster.url,
              alt: video.poster.alt,
              width: video.poster.width,
              height: video.poster.height,
            }}
          />
          <figcaption>
            <span className="video-carousel__company">{video.company}</span> {video.headline}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
