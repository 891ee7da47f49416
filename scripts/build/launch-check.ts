/**
 * `npm run check:launch`, the step of `npm run build` before anything is
 * built: says where the forms will send; in production (the default), stops
 * the build with one French message per reason not to publish yet
 * (examples, sample testimonials, EmailJS keys, the booking auto-reply's
 * server variables). With SITE_ENV=preview it says that the build will be a
 * preview, and stops it only for EmailJS keys given in part (`launchReport`).
 *
 * It reads the EmailJS keys as Vite will (the environment, then .env files),
 * so what it accepts is what the build uses; the auto-reply's server
 * variables alike (Netlify gives the build the variables it gives the functions). When her calendar's address is
 * set, one line points to `npm run check:calendar`.
 */
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { loadContent } from './content/load.ts'
import { calendarLaunchLine } from './calendar-report.ts'
import { launchReport, siteEnvOf } from './launch-problems.ts'
import { portraitExamples } from './photos.ts'
import { reportToolFailure } from './tool-failure.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const contentDir = `${root}content`
const publicDir = `${root}public`

try {
  const loaded = loadContent(contentDir)
  const examples = [...loaded.examples, ...portraitExamples(publicDir)]
  // Only a pointer to the command: the build never reads her calendar (a slow calendar must not stop it).
  const calendar = calendarLaunchLine(loadEnv('production', root, 'CALENDAR_'))
  if (calendar) console.log(calendar)
  const report = launchReport({ env: loadEnv('production', root, ['VITE_', 'EMAILJS_']), examples, siteEnv: siteEnvOf(process.env) })
  for (const line of report.lines) console.log(line)
  if (!report.ok) process.exitCode = 1
} catch (error) {
  // Her content is read by `npm run check` just before: a failure here is ours, not hers.
  reportToolFailure('La vérification avant mise en ligne', error)
  process.exitCode = 2
}
