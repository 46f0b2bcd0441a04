/**
 * Writes a static page of every component in light and dark to showcase/ (gitignored), for a
 * visual check in a browser or a headless screenshot. Run: pnpm --filter @tablogs/ui showcase
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Theme } from '../src/index';
import { ShowcasePage } from './showcase-page';

const outDir = new URL('../showcase/', import.meta.url);

// Layout for the demo page only; the components themselves need nothing beyond styles.css.
const pageCss = `
.sc-header { position: sticky; top: 0; z-index: 20; border-bottom: 1px solid var(--color-border); background: var(--color-bg); }
.sc-header__bar { display: flex; align-items: center; gap: var(--space-3); min-height: 72px; }
.sc-header__tools { display: flex; align-items: center; gap: var(--space-1); margin-left: auto; }
.sc-logo { font-size: var(--text-xl); letter-spacing: -0.03em; color: var(--color-heading); }
.sc-phone { display: inline-flex; align-items: center; gap: var(--space-half); font-size: var(--text-sm); font-weight: 600; text-decoration: none; color: var(--color-text); }
.sc-hero { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: var(--space-8); align-items: center; padding-top: 200px; }
/* The padding leaves room for the Features dropdown, which the showcase renders open. */
.sc-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); }
.sc-row--between { justify-content: space-between; }
.sc-grid-3 { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: var(--space-3); align-items: start; }
.sc-grid-4 { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: var(--space-3); }
.sc-pricing-controls { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: var(--space-6); align-items: end; max-width: 880px; margin: 0 auto var(--space-6); }
.sc-price { font-size: var(--text-3xl); font-weight: 700; color: var(--color-heading); line-height: 1.1; }
.sc-price .tl-muted { font-size: var(--text-md); font-weight: 400; }
.sc-checks { display: grid; gap: var(--space-1); padding: 0; list-style: none; }
.sc-checks li { display: flex; gap: var(--space-1); align-items: center; }
.sc-checks .tl-icon { color: var(--color-success-text); }
.sc-logo-slide { margin-inline: auto; }
.sc-logo-rows { margin-top: var(--space-6); }
.sc-form { display: grid; gap: var(--space-3); }
`;

function page(theme: Theme): string {
  const body = renderToStaticMarkup(<ShowcasePage theme={theme} />);
  return `<!doctype html>
<html lang="en" data-theme="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@tablogs/ui showcase (${theme})</title>
<link rel="stylesheet" href="../src/styles.css">
<style>${pageCss}</style>
</head>
<body>${body}</body>
</html>
`;
}

mkdirSync(outDir, { recursive: true });
for (const theme of ['light', 'dark'] as const) {
  const file = new URL(`${theme}.html`, outDir);
  writeFileSync(file, page(theme));
  console.log(`wrote ${file.pathname}`);
}
