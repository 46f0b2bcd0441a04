import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { createLogger, defineConfig } from 'vite';

// Prerendering runs the bundled server build, which no longer sits beside the content package;
// tell the content package where its embedded entries are.
process.env.CONTENT_EMBEDDED_DIR ??= fileURLToPath(
  new URL('../../packages/content/embedded', import.meta.url),
);

/**
 * Vite's logger without React Router's line per prerendered file: two lines a page, 4,400 at
 * 2,000 blog posts, drowned the build's own output in CI. A failed page still throws, naming it.
 */
function withoutPrerenderLines() {
  const logger = createLogger();
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    if (!message.startsWith('Prerender (')) info(message, options);
  };
  return logger;
}

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
  customLogger: withoutPrerenderLines(),
});
