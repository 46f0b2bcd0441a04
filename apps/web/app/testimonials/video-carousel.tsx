import type { Image } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { Carousel, VideoEmbed } from '@tablogs/ui';
import { Tagged } from '../content/tagged';
import { ContentImage } from '../sections/content-image';

export interface StoryVideo {
  id: string;
  company: string;
  headline: string;
  url: string;
  poster: Image;
}

/** A slide is the carousel's width: at most 1000 px (testimonials.css). */
const VIDEO_SLIDE_SIZES = '(min-width: 1000px) 1000px, 100vw';

/** The customer-story videos, one at a time; previous and next wrap around both ends. */
export function VideoCarousel({ videos }: { videos: readonly StoryVideo[] }) {
  return (
    <Carousel
      label="Customer story videos"
      className="video-carousel"
      mode="wrap"
      slideName="Video"
    >
      {videos.map((video, index) => (
        <figure key={video.id} className="video-carousel__slide">
          <VideoEmbed
            src={video.url}
            title={`${video.company}: ${video.headline}`}
            poster={
              <ContentImage
                image={video.poster}
                // The first poster is the largest image of the page's first screen.
                priority={index === 0}
                sizes={VIDEO_SLIDE_SIZES}
                plainPicture
              />
            }
          />
          <figcaption>
            <span className="video-carousel__company" {...tagsOf('testimonial', video, 'company')}>
              {video.company}
            </span>{' '}
            <Tagged tags={tagsOf('testimonial', video, 'headline')}>{video.headline}</Tagged>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
