// The production server runs the production builds of its dependencies, whoever starts it:
// React and Express read NODE_ENV when they load, and React Router picks its build through the
// `production` export condition (added to its exports map by patches/react-router@*.patch; its
// published map only names the development build). Import this module before any dependency,
// so start.ts loads everything else with a dynamic import after it.
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
// The hook beside this module: `.ts` in the repository (run through tsx), `.js` in the production
// artifact, where the server is compiled (decision 0042). A string is not an import, so the
// compile step cannot rewrite it.
const extension = path.extname(fileURLToPath(import.meta.url));
register(`./production-resolve-hook${extension}`, import.meta.url);
