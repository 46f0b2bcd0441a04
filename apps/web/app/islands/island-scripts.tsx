import { use } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';

/**
 * In place of React Router's <Scripts>: the page loads only the client entry, which hydrates the
 * page's islands (docs/decisions/0032). The markup matches <Scripts>' own hydration script, so
 * the build makes it wait for the page's load event in the same way (packages/server/src/site/inline-scripts.ts).
 */
export function IslandScripts() {
  const framework = use(UNSAFE_FrameworkContext);
  if (!framework) return null;
  const source = `import ${JSON.stringify(framework.manifest.entry.module)};`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a module import of the built entry, allowed by its CSP hash
  return <script type="module" async dangerouslySetInnerHTML={{ __html: source }} />;
}
