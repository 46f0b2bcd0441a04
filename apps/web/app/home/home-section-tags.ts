import type { HomeSection } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';

/** Inspector mode tags of a home section's words (empty outside a draft preview). */
export const headline = (section: HomeSection) => tagsOf('homeSection', section, 'headline');
export const description = (section: HomeSection) => tagsOf('homeSection', section, 'description');
