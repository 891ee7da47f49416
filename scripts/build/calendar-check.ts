/**
 * `npm run check:calendar`: reads her calendar's address (CALENDAR_ICS_URL,
 * from the environment, then the .env files, as Vite reads them) the way the
 * site's function does, and reports in French (scripts/build/calendar-report.ts).
 * Exits 1 when the calendar cannot be read at all.
 *
 * Not a step of `npm run build`: a build must never fail because her
 * calendar is slow. `npm run check:launch` only points to this command.
 */
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { checkCalendar } from './calendar-report.ts'
import { reportToolFailure } from './tool-failure.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

try {
  process.exitCode = await checkCalendar({ env: loadEnv('production', root, 'CALENDAR_'), now: new Date(), print: (line) => console.log(line) })
} catch (error) {
  // The reading never throws on her calendar's faults: a failure here is ours, not hers.
  reportToolFailure('La vérification de l’agenda', error, 'ce n’est pas un problème de votre agenda')
  process.exitCode = 2
}
