import type { TeamMember } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { ContentImage } from '../sections/content-image';
import { PORTRAIT_SIZES } from '../sections/image-sizes';

/**
 * Team cards. `team` is undefined only while team content is still on its way; the page
 * prerenders with it, so the loading text appears only if a future source streams it in.
 */
export function TeamCards({ team }: { team: readonly TeamMember[] | undefined }) {
  if (!team) {
    return (
      <p className="team-loading" role="status">
        LOADING...
      </p>
    );
  }
  return (
    <ul className="team-cards">
      {team.map((member) => (
        <li key={member.id} className="team-card">
          <ContentImage
            image={member.image}
            className="team-card__image"
            sizes={PORTRAIT_SIZES}
            tags={tagsOf('teamMember', member, 'image')}
          />
          <div className="team-card__body">
            <h3 {...tagsOf('teamMember', member, 'name')} className="team-card__name">
              {member.name}
            </h3>
            <p {...tagsOf('teamMember', member, 'role')} className="team-card__role">
              {member.role}
            </p>
            <p {...tagsOf('teamMember', member, 'overview')} className="team-card__overview">
              {member.overview}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
