// `npm start`: build what is missing or stale, then run the server (migrate, seed when empty, listen).
import { build } from './build.mjs';

build();
await import('../packages/server/dist/main.js');
