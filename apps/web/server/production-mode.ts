// The production server runs the production builds of its dependencies, whoever starts it:
// React and Express read NODE_ENV when they load, and React Router picks its build through the
// `production` export condition (added to its exports map by patches/react-router@*.patch; its
// published map only names the development build). Import this module before any dependency,
// so start.ts loads everything else with a dynamic import after it.
import { register } from 'node:module';

process.env.NODE_ENV = 'production';
register('./production-resolve-hook.ts', import.meta.url);
