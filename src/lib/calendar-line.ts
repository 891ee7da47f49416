/**
 * What her calendar said about the slot a parent asks for, as one line of the
 * request e-mail she receives (`calendar_check`): whether the site could read
 * her calendar for this request, when, what it said of the slot, and how many
 * events it had to leave out. A calendar the site could not read must never
 * look like a free slot: the line then tells her to check before confirming.
 *
 * These words are the site's report to her on its own working, like the
 * check's messages (src/content/problems.ts), not copy of hers: they are not
 * in content/. Loaded with the send only (BookingForm).
 */
import { type Availability, isSlotTaken, type Span, type UnreadReason } from './availability.ts'
import { type IsoDay, parisDay, parisTime } from './booking-days.ts'
import { formatTime, NBSP } from './format.ts'
import { formatFrenchDate } from './french-date.ts'

/**
 * Where the form stands with her calendar when the request leaves: its
 * answer, `null` when none came (no function on this host, no answer in
 * time, no connection), `undefined` while it is still awaited.
 */
export type CalendarState = Availability | null | undefined

const checkFirst = 'vérifiez ce créneau avant de confirmer.'
/** French puts a no-break space before a colon. */
const colon = `${NBSP}: `

/** Why the site could not read her calendar, in the words of her launch guide. */
const unreadWords: Record<UnreadReason, string> = {
  unset: 'aucune adresse d’agenda n’est réglée sur le site',
  timeout: 'il n’a pas répondu à temps',
  unreachable: 'son adresse est injoignable',
  refused: 'son adresse a refusé la lecture',
  'too-large': 'le fichier est trop volumineux',
  'not-calendar': 'son adresse ne donne pas un agenda au format iCal',
  unreadable: 'aucun de ses événements n’a pu être lu',
}

/** « à 14 h 02 » the same day, « le samedi 28 novembre 2026 à 23 h 58 » otherwise (Paris time). */
function whenRead(readAt: number, now: Date): string {
  const read = new Date(readAt)
  const day = parisDay(read)
  const time = `à ${formatTime(parisTime(read))}`
  return day === parisDay(now) ? time : `le ${formatFrenchDate(day)} ${time}`
}

/** « 1 événement de votre agenda n’a pas pu être lu », « 3 événements … n’ont pas pu être lus ». */
function skippedWords(count: number): string {
  return count === 1
    ? '1 événement de votre agenda n’a pas pu être lu et n’a pas été pris en compte'
    : `${count} événements de votre agenda n’ont pas pu être lus et n’ont pas été pris en compte`
}

/** The line her request e-mail carries about her calendar and the slot asked, at `now`. */
export function calendarCheckLine(state: CalendarState, request: { day: IsoDay; slot: string; span: Span }, now: Date): string {
  if (state === undefined) return `Votre agenda n’avait pas encore répondu quand la demande est partie${colon}${checkFirst}`
  if (state === null) return `Le formulaire n’a pas pu consulter votre agenda (pas de réponse du site)${colon}${checkFirst}`
  if (state.unread) return `Votre agenda n’a pas pu être lu (${unreadWords[state.unread]})${colon}${checkFirst}`
  const read = `Votre agenda a été lu ${whenRead(state.readAt, now)}`
  if (request.day < state.from || request.day >= state.to) return `${read}, mais ce jour est au-delà des jours que le site y lit${colon}${checkFirst}`
  const said = isSlotTaken(request.day, request.slot, state, request.span) ? 'ce créneau y était occupé' : 'ce créneau y était libre'
  if (state.skipped === 0) return `${read}${colon}${said}.`
  return `${read}${colon}${said}. Attention, ${skippedWords(state.skipped)}${colon}${checkFirst}`
}
