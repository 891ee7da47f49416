/**
 * `npm run check:calendar`'s report, in French, for her terminal: whether
 * her calendar's address answers, how big the file is and how long it took,
 * how many events fall in the days the site knows (`availabilityDays`), which events were skipped (line
 * and title: it is her own terminal) and which time zones were unknown; for
 * a failure, what it means and what to do. The address itself is never
 * printed, only its host name: the terminal may be shared or pasted.
 *
 * It reads her calendar exactly as the site's function does
 * (src/server/calendar-feed.ts: same limits, same parser), so what it says is
 * what the booking form will do.
 */
import { plural } from '../../src/content/problems.ts'
import { availabilityDays } from '../../src/functions/availability.ts'
import { parisDay } from '../../src/lib/booking-days.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { windowOf } from '../../src/server/busy-times.ts'
import { type CalendarProblem, calendarReadLimitMs, maxCalendarBytes, type ReadOptions, readCalendar } from '../../src/server/calendar-feed.ts'

export const calendarCommand = 'npm run check:calendar'

/** The largest file the site reads, « 10\u00a0Mo ». */
const largest = `${maxCalendarBytes / 1024 / 1024}\u00a0Mo`

const hostSettings = 'dans les réglages de l’hébergeur (sur Netlify : Site configuration → Environment variables)'
const tryAgain = `relancez ${calendarCommand} dans quelques minutes ; si cela dure, recopiez l’adresse depuis votre agenda, en entier.`
const copyAgain = `recopiez l’adresse depuis votre agenda, en entier, puis remplacez la valeur de CALENDAR_ICS_URL ${hostSettings} et dans le fichier .env.`
const copyIcal = `copiez l’adresse du fichier iCal (chez Google : « Adresse secrète au format iCal », qui finit par basic.ics ; chez Outlook : le lien ICS), pas celle de la page de votre agenda, puis remplacez la valeur de CALENDAR_ICS_URL.`

/**
 * What each failure means, in fixed words: content/LANCEMENT.md quotes each
 * of them and says what to do (tests/integration/launch-guide-calendar.test.ts).
 */
export const calendarMeanings = {
  unset: 'le site propose tous les créneaux, même ceux où vous êtes prise',
  timeout: 'le serveur de votre agenda est lent ou ne répond plus',
  malformed: 'ce qui est copié dans CALENDAR_ICS_URL n’est pas une adresse complète',
  unreachable: 'adresse mal copiée, ou pas de connexion à Internet',
  gone: 'adresse mal copiée, ou agenda qui n’est plus partagé',
  forbidden: 'l’agenda refuse la lecture : ce n’est pas son adresse secrète, ou elle a été réinitialisée',
  failing: 'le serveur de votre agenda a un problème de son côté',
  tooLarge: `le site ne lit pas un fichier de plus de ${largest}`,
  signIn: 'l’adresse n’est pas celle du fichier iCal, mais d’une page de connexion',
  notCalendar: 'l’adresse n’est pas celle d’un fichier iCal',
  unreadable: 'le fichier est bien un agenda iCal, mais rien n’a pu y être lu',
} as const

interface Failure {
  what: string
  meaning: string
  fix: string
}

function failureOf(problem: CalendarProblem, host: string, timeoutMs: number): Failure {
  switch (problem.reason) {
    case 'unset':
      return {
        what: 'la variable CALENDAR_ICS_URL n’est pas définie',
        meaning: calendarMeanings.unset,
        fix: `copiez l’adresse secrète de votre agenda (« Votre agenda » dans content/LANCEMENT.md), mettez-la dans CALENDAR_ICS_URL ${hostSettings}, et dans le fichier .env pour cette vérification, puis relancez ${calendarCommand}.`,
      }
    case 'timeout':
      return { what: `${host} n’a pas envoyé le fichier en ${timeoutMs / 1000}\u00a0s`, meaning: calendarMeanings.timeout, fix: tryAgain }
    case 'unreachable':
      return problem.malformed
        ? { what: 'CALENDAR_ICS_URL ne commence pas par https:// ou webcal://', meaning: calendarMeanings.malformed, fix: copyAgain }
        : { what: `${host} est injoignable`, meaning: calendarMeanings.unreachable, fix: `vérifiez votre connexion à Internet ; si elle marche, ${copyAgain}` }
    case 'refused':
      if (problem.status === 404 || problem.status === 410) return { what: `${host} répond ${problem.status}`, meaning: calendarMeanings.gone, fix: copyAgain }
      if (problem.status === 401 || problem.status === 403) return { what: `${host} répond ${problem.status}`, meaning: calendarMeanings.forbidden, fix: copyAgain }
      return { what: `${host} répond ${problem.status}`, meaning: calendarMeanings.failing, fix: tryAgain }
    case 'too-large':
      return {
        what: problem.declared ? `${host} annonce un fichier de ${size(problem.declared)}` : `${host} envoie un fichier de plus de ${largest}`,
        meaning: calendarMeanings.tooLarge,
        fix: 'publiez un agenda plus léger (par exemple un agenda réservé à vos rendez-vous), et mettez son adresse dans CALENDAR_ICS_URL.',
      }
    case 'not-calendar':
      return problem.html
        ? { what: `${host} renvoie une page web`, meaning: calendarMeanings.signIn, fix: copyIcal }
        : { what: `${host} renvoie un fichier qui n’est pas un agenda`, meaning: calendarMeanings.notCalendar, fix: copyIcal }
    case 'unreadable':
      return {
        what: `le fichier de ${host} est illisible`,
        meaning: calendarMeanings.unreadable,
        fix: 'montrez ce message à la personne qui s’occupe du site (sans lui écrire l’adresse de votre agenda).',
      }
  }
}

const decimal = (value: number, digits: number) => value.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** « 52 Ko », « 5,2 Mo », a no-break space before the unit. */
function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${decimal(Math.max(1, Math.round(bytes / 1024)), 0)}\u00a0Ko` : `${decimal(bytes / 1024 / 1024, 1)}\u00a0Mo`
}

export interface CalendarCheckInput extends Pick<ReadOptions, 'timeoutMs' | 'read' | 'clock'> {
  env: Readonly<Record<string, string | undefined>>
  /** Today is read in Paris from this instant. */
  now: Date
  print: (line: string) => void
}

/**
 * Reads her calendar as the site will, over the days it knows, and prints what
 * it found. Returns the exit code: 1 when the calendar cannot be read at all
 * (or no address is set), 0 otherwise, skipped events included.
 */
export async function checkCalendar({ env, now, print, timeoutMs = calendarReadLimitMs, ...options }: CalendarCheckInput): Promise<number> {
  const say = (line: string) => print(frenchTypography(line))
  const window = windowOf(parisDay(now), availabilityDays)
  const outcome = await readCalendar(env.CALENDAR_ICS_URL, window, { timeoutMs, ...options })
  if (outcome.problem) {
    const failure = failureOf(outcome.problem, outcome.host, timeoutMs)
    const title = outcome.problem.reason === 'unset' ? 'Votre agenda n’est pas relié au site' : 'Votre agenda n’a pas pu être lu'
    say(`✖ ${title} : ${failure.what}.`)
    say(`  Cela veut dire : ${failure.meaning}.`)
    say(`  À faire : ${failure.fix}`)
    if (outcome.problem.reason !== 'unset') say('  Tant qu’il ne se lit pas, le site propose tous les créneaux, même ceux où vous êtes prise.')
    return 1
  }
  const { eventsInWindow, skipped, unknownZones } = outcome.reading
  say(`✔ Votre agenda se lit : ${outcome.host} a répondu en ${decimal(outcome.ms / 1000, 1)}\u00a0s, fichier de ${size(outcome.bytes)}.`)
  if (eventsInWindow === 0) say(`  Aucun événement ne vous occupe dans les ${availabilityDays} prochains jours : le site propose tous vos créneaux.`)
  else {
    const shown = eventsInWindow === 1 ? 'son créneau sera' : 'leurs créneaux seront'
    say(`  ${plural(eventsInWindow, 'événement vous occupe', 'événements vous occupent')} dans les ${availabilityDays} prochains jours : ${shown} « déjà pris » sur le site.`)
  }
  if (skipped.length > 0) {
    const one = skipped.length === 1
    say(`⚠ ${plural(skipped.length, 'événement illisible ignoré', 'événements illisibles ignorés')} : le site ${one ? 'le' : 'les'} compte comme du temps libre.`)
    for (const { line, summary } of skipped) say(`  ligne ${line} : ${summary ? `« ${summary} »` : 'événement sans titre'}`)
    say(one
      ? '  À faire : ouvrez-le dans votre agenda et vérifiez sa date et son heure ; s’il vous occupe, recréez-le.'
      : '  À faire : ouvrez-les dans votre agenda et vérifiez leur date et leur heure ; s’ils vous occupent, recréez-les.')
  }
  if (unknownZones.length > 0) {
    say(`⚠ Fuseaux horaires inconnus : ${unknownZones.map((zone) => `« ${zone} »`).join(', ')}. Leurs heures sont lues comme heures de Paris.`)
    say('  À faire : si ces rendez-vous ne sont pas à l’heure de Paris, vérifiez sur le site que leurs créneaux sont bien « déjà pris ».')
  }
  return 0
}

/** `npm run check:launch`'s one line about her calendar, when its address is set: how to check it reads. */
export function calendarLaunchLine(env: Readonly<Record<string, string | undefined>>): string | undefined {
  return env.CALENDAR_ICS_URL?.trim() ? frenchTypography(`Agenda : CALENDAR_ICS_URL est définie ; pour vérifier que le site la lit, lancez ${calendarCommand}.`) : undefined
}
