/**
 * The three links of the request e-mail she receives, built in the parent's
 * browser when the request is sent (no server of ours sees them):
 * - « Confirmer »: a `mailto:` to the parent, in her words (booking.yaml),
 *   with the date, the time, the place, the offer, her terms and the links
 *   to her conditions and withdrawal form; sent from her own mailbox, it is
 *   the confirmation on a durable medium the law asks for;
 * - « Proposer un autre créneau »: a `mailto:` she completes;
 * - « Ajouter à mon agenda »: Google Calendar's event form, filled in, with
 *   the appointment's times in UTC so it lands at the right Paris hour.
 * Loaded with the send only (BookingForm), like the date module it uses.
 */
import type { BookingPlace, Booking } from '../content/schema.ts'
import { addDays, type IsoDay, parisInstant } from './booking-days.ts'
import { fill, formatTime } from './format.ts'
import { formatFrenchDate } from './french-date.ts'

/** Her words for the links (booking.yaml's `confirmation`), her facts already filled in. */
export type ConfirmationWords = Booking['confirmation']

export interface AppointmentRequest {
  /** The parent's name and address, as typed. */
  parent: string
  email: string
  phone: string
  /** The town typed for a home visit, or ''. */
  town: string
  place: BookingPlace
  /** The offer as the site writes it (« Consultation postnatale initiale · 1 h à 1 h 30 · 70 € »), or the type of consultation. */
  offer: string
  /** How long the appointment lasts, for her calendar. */
  minutes: number
  day: IsoDay
  slot: string
  /** The day the request is sent, in Paris. */
  sentOn: IsoDay
}

/** Where her conditions of sale and the withdrawal form are, as full addresses. */
export interface ConditionsLinks {
  conditions: string
  withdrawalForm: string
}

/**
 * Mail apps open a `mailto:` reliably up to about 2,000 characters; the
 * texts stay under this, and point to the pages for the long ones.
 */
export const mailtoLimit = 1_800

/**
 * The withdrawal period (14 days) runs from the day she confirms, within her
 * reply time of the request: an appointment up to 16 days after the request
 * may fall within it, and gets the express-request sentence.
 */
export const expressRequestDays = 16

/** « jeudi 3 décembre 2026 » → « jeudi 3 décembre »: a subject is read in the current year. */
const withoutYear = (date: string) => date.replace(/ \d{4}$/, '')

/** Blank lines left by an empty part (no express request) close up. */
const tidy = (text: string) => text.replace(/\n{3,}/g, '\n\n').trim()

function mailto(to: string, subject: string, body: string): string {
  // Line ends as e-mail writes them (RFC 6068).
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`
}

/** « 20261203T130000Z »: an instant as Google Calendar reads it, in UTC. */
const calendarTime = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

export function needsExpressRequest(request: Pick<AppointmentRequest, 'day' | 'sentOn'>): boolean {
  return request.day <= addDays(request.sentOn, expressRequestDays)
}

export function confirmationLinks(
  request: AppointmentRequest,
  words: ConfirmationWords,
  links: ConditionsLinks,
): { confirm: string; propose: string; calendar: string } {
  const date = formatFrenchDate(request.day)
  const time = formatTime(request.slot)
  const place = { home: fill(words.atHome, { town: request.town }), video: words.byVideo, phone: words.byPhone }[request.place]
  const shared = { parent: request.parent, date, time }

  const confirmText = fill(words.text, {
    ...shared,
    place,
    offer: request.offer,
    expressRequest: needsExpressRequest(request) ? words.expressRequest : '',
    ...links,
  })
  const confirm = mailto(request.email, fill(words.subject, { date: withoutYear(date), time }), tidy(confirmText))
  const propose = mailto(request.email, fill(words.proposeSubject, { date: withoutYear(date) }), tidy(fill(words.proposeText, shared)))

  const start = parisInstant(request.day, request.slot)
  const where = request.place === 'home' ? request.town : place
  const details = [request.phone, request.email, where].filter(Boolean).join('\n')
  const calendar = `https://calendar.google.com/calendar/render?${new URLSearchParams({
    action: 'TEMPLATE',
    text: fill(words.calendarTitle, { parent: request.parent, offer: request.offer }),
    dates: `${calendarTime(start)}/${calendarTime(start + request.minutes * 60_000)}`,
    details,
    location: where,
  }).toString()}`
  return { confirm, propose, calendar }
}
