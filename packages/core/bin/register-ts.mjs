// Registers ./ts-hooks.mjs for this thread (the CLI, and each build worker).
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register(new URL('./ts-hooks.mjs', import.meta.url));
