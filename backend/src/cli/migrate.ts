import { runCommand } from './run-command.js';

/** `npm run migrate`: applies pending migrations (the app also does so at start, under a lock). */
runCommand(() => {
  // Creating the command context has applied the migrations already.
  console.log('The database schema is up to date.');
  return Promise.resolve(true);
});
