import { ProjectionReplayer } from '../platform/projections/projection-replayer.js';
import { runCommand } from './run-command.js';

/**
 * `npm run replay`: rebuilds every projection from the events, reports how the rebuilt tables
 * compare with the live ones, and puts the rebuilt rows live (`-- --compare-only` to only look).
 */
runCommand(async (context) => {
  const swap = !process.argv.includes('--compare-only');
  const report = await context.get(ProjectionReplayer).replay({ swap });
  console.log(`Replayed ${report.events} events into ${report.tables.length} projection tables.`);
  for (const table of report.tables) {
    const verdict = table.differences === 0 ? 'identical' : `${table.differences} rows differed`;
    console.log(
      `  ${table.table}: ${table.liveRows} live, ${table.rebuiltRows} rebuilt — ${verdict}`,
    );
  }
  const drifted = report.tables.filter((table) => table.differences > 0).length;
  if (drifted > 0) {
    console.log(swap ? 'The rebuilt rows are now live.' : 'Nothing was changed (--compare-only).');
  }
  return true;
});
