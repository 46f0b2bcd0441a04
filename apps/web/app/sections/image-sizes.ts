// `sizes` of content images per layout slot, from the CSS that places them: the container is at
// most 1200 px wide, and two-column grids stack below 901 px (cards below 769 px).

/**
 * One column of a two-column grid beside text: heroes, media blocks, explorers, featured cards.
 * Stacked, it spans the container inside its 24 px padding on each side: a 412 px phone at 1.75x
 * then takes the 640 px variant (12 KB for the home hero) where `100vw` asked for the 960 px one
 * (18 KB), the largest paint's own bytes on a slow connection (issue 44).
 */
export const HALF_WIDTH_SIZES =
  '(min-width: 1200px) 620px, (min-width: 901px) 52vw, calc(100vw - 48px)';

/** A card in a grid of three (two on tablets). */
export const CARD_SIZES = '(min-width: 1025px) 380px, (min-width: 769px) 50vw, 100vw';

/** The 280 px image column of a blog list row. */
export const LIST_ROW_SIZES = '(min-width: 769px) 280px, 100vw';

/** An article's banner: the text column beside the 340 px sidebar. */
export const ARTICLE_BANNER_SIZES = '(min-width: 1200px) 800px, (min-width: 1025px) 68vw, 100vw';

/** A post in an article's sidebar: a 72 px thumbnail beside the article, a card below it. */
export const SIDEBAR_POST_SIZES = '(min-width: 1025px) 72px, (min-width: 769px) 50vw, 100vw';

/** A 96 px round portrait. */
export const PORTRAIT_SIZES = '96px';

/** A client logo in a row or card. */
export const LOGO_SIZES = '176px';
