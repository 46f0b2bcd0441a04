import type { FeaturePage } from '@tablogs/content';
import type { PreviewTags } from '@tablogs/content/preview-tags';
import { VideoEmbed } from '@tablogs/ui';
import { ContentImage } from '../sections/content-image';

/** The tutorial video, an island: a poster until the visitor asks to play it. */
export function FeatureVideo({
  video,
  posterTags,
}: {
  video: FeaturePage['video'];
  /** The poster's inspector mode tags, in a draft preview only. */
  posterTags?: PreviewTags;
}) {
  return (
    <VideoEmbed
      src={video.url}
      title={video.title}
      poster={<ContentImage image={video.poster} priority plainPicture tags={posterTags} />}
    />
  );
}
