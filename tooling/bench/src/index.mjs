// Benchmarks of a built site and its production server. The app names its server (an entry
// resolved from its folder), its build (BUILD_DIR) and, for the content benchmark, its content
// helpers; nothing here imports it.
export { benchApi } from './bench-api.mjs';
export { benchContent } from './bench-content.mjs';
export { benchServe } from './bench-serve.mjs';
export { growEmbeddedBlog } from './content-growth.mjs';
export { formHeaders, serverCommand, startServer, stopServer } from './server-process.mjs';

/** @typedef {import('./server-process.mjs').ServerCommand} ServerCommand */
/** @typedef {import('./bench-content-steps.mjs').ContentSite} ContentSite */
