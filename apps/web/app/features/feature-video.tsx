import type { FeaturePage } from '@tablogs/content';
import { VideoEmbed } from '@tablogs/ui';
import { ContentImage } from '../sections/content-image';

/** The tutorial video, an island: a poster until the visitor asks to play it. */
export function FeatureVideo({ video }: { video: FeaturePage['video'] }) {
  return (
    <VideoEmbed
      src={video.url}
      title={video.title}
      poster={<ContentImage image={video.poster} priority plainPicture />}
    />
  );
}
