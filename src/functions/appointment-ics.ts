/**
 * The parent's « Ajouter à mon agenda » as a file: GET
 * /api/rendez-vous.ics?jour=2026-12-03&heure=1400&offre=postnatale-initiale
 * answers one iCalendar event with a reminder the day before, for any
 * calendar app; with `&agenda=google`, it sends the parent on to Google
 * Calendar's form, filled in alike. Her confirmation carries both links,
 * short so that its `mailto:` stays short; nothing is stored.
 *
 * It must not become a way to publish any text under her domain: it takes
 * only these parameters, each to a strict pattern, and everything the event
 * says is hers (booking.yaml's `parentCalendar…` words, the offer's title and
 * longest duration, her words for its place); nothing a visitor types is
 * written. Her own calendar's title (`calendarTitle`) stays hers alone. A
 * link whose offer she has since renamed or removed still gives the
 * appointment (`parentCalendarNoOffer`, one hour, no place unless the link names one): the e-mails
 * already sent keep working. Anything else: a 400 in French, a fixed log
 * line. Her content is read as src/server/appointment-content.ts says.
 */
import ICAL from 'ical.js'
import type { BookingPlace } from '../content/schema.ts'
import { isIsoDay, parisInstant } from '../lib/booking-days.ts'
import { googleCalendar } from '../lib/confirmation.ts'
import { fill, longestMinutes } from '../lib/format.ts'
import { type AppointmentContent, readBuiltContent } from '../server/appointment-content.ts'

/** An offer as its event reads: its title, how long it lasts at most, and where (none for an offer she no longer has). */
interface EventOffer {
  title: string
  minutes: number
  place?: BookingPlace
}

/** What the event reads from her data, typeset. */
export interface IcsContent {
  /** The event's title, her name filled in: « {offer} avec Prénom Nom ». */
  title: string
  offers: ReadonlyMap<string, EventOffer>
  /** What a link to an offer she no longer has names. */
  unknownOffer: EventOffer
  places: Readonly<Record<BookingPlace, string>>
  reminder: string
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const timePattern = /^([01]\d|2[0-3])[0-5]\d$/
const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/
const allowed = new Set(['jour', 'heure', 'offre', 'lieu', 'agenda'])

/** What the event needs of her content: her words, typeset already when her content was read (prose() of src/content/rules.ts). */
export function icsContentOf(content: AppointmentContent): IcsContent {
  const { words } = content.terms
  return {
    title: words.parentCalendarTitle,
    unknownOffer: { title: words.parentCalendarNoOffer, minutes: longestMinutes([]) },
    reminder: words.parentCalendarReminder,
    offers: new Map(content.offers.map((offer) => [offer.id, { title: offer.title, minutes: longestMinutes([offer]), place: offer.place }])),
    places: { home: words.parentCalendarAtHome, video: words.byVideo, phone: words.byPhone },
  }
}

const refusal = new Response('Ce lien d’agenda n’est pas valide\u00a0: demandez-moi de vous renvoyer ma confirmation.', {
  status: 400,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
})

/** The fixed log line of a refused link: never what was asked. */
export const refusedLogLine = 'Agenda (.ics) : lien refusé (paramètres invalides).'

interface EventRequest {
  day: string
  time: string
  id: string
  offer: EventOffer
  /** Where it happens: the link's `lieu`, else the offer's type's, else nowhere said (an offer since removed). */
  place?: BookingPlace
  /** Sent on to Google Calendar rather than answered as a file. */
  google: boolean
}

/** One of the places her words name: `home`, `video`, `phone`. */
const isPlace = (name: string, content: IcsContent): name is BookingPlace => Object.hasOwn(content.places, name)

function readQuery(url: URL, content: IcsContent): EventRequest | undefined {
  const names = [...url.searchParams.keys()]
  if (names.some((name) => !allowed.has(name)) || new Set(names).size !== names.length) return undefined
  const [day = '', time = '', id = ''] = ['jour', 'heure', 'offre'].map((name) => url.searchParams.get(name) ?? '')
  const [agenda, place] = [url.searchParams.get('agenda'), url.searchParams.get('lieu')]
  if (!dayPattern.test(day) || !isIsoDay(day) || !timePattern.test(time) || !idPattern.test(id) || (agenda !== null && agenda !== 'google')) return undefined
  if (place !== null && !isPlace(place, content)) return undefined
  const offer = content.offers.get(id) ?? content.unknownOffer
  return { day, time: `${time.slice(0, 2)}:${time.slice(2)}`, id, offer, place: place ?? offer.place, google: agenda === 'google' }
}

/** The parent's calendar event's title: her words (`parentCalendarTitle`), the offer named. */
export const parentEventTitle = (words: string, offerTitle: string) => fill(words, { offer: offerTitle })
const titleOf = (event: EventRequest, content: IcsContent) => parentEventTitle(content.title, event.offer.title)
const locationOf = (event: EventRequest, content: IcsContent) => (event.place ? content.places[event.place] : '')

/** The event as iCalendar text (RFC 5545), times in UTC so every app places it at its Paris hour. */
function icsText(event: EventRequest, content: IcsContent, now: Date): string {
  const start = parisInstant(event.day, event.time)
  const utc = (instant: number) => ICAL.Time.fromJSDate(new Date(instant), true)
  const calendar = new ICAL.Component(['vcalendar', [], []])
  calendar.addPropertyWithValue('prodid', '-//Site de la consultante//Rendez-vous//FR')
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('method', 'PUBLISH')
  const vevent = new ICAL.Component('vevent')
  // The same link gives the same event: an app that imports it twice updates it rather than doubling it.
  vevent.addPropertyWithValue('uid', `${event.day}T${event.time.replace(':', '')}-${event.id}@rendez-vous`)
  vevent.addPropertyWithValue('dtstamp', utc(now.getTime()))
  vevent.addPropertyWithValue('dtstart', utc(start))
  vevent.addPropertyWithValue('dtend', utc(start + event.offer.minutes * 60_000))
  vevent.addPropertyWithValue('summary', titleOf(event, content))
  if (event.place) vevent.addPropertyWithValue('location', locationOf(event, content))
  const alarm = new ICAL.Component('valarm')
  alarm.addPropertyWithValue('action', 'DISPLAY')
  alarm.addPropertyWithValue('description', content.reminder)
  alarm.addPropertyWithValue('trigger', ICAL.Duration.fromString('-P1D'))
  vevent.addSubcomponent(alarm)
  calendar.addSubcomponent(vevent)
  return calendar.toString()
}

export async function handleIcsRequest(
  request: Request,
  options: { content?: () => AppointmentContent; now?: Date; log?: (line: string) => void } = {},
): Promise<Response> {
  const { content: readContent = readBuiltContent, now = new Date(), log = console.warn } = options
  const content = icsContentOf(readContent())
  const event = request.method === 'GET' || request.method === 'HEAD' ? readQuery(new URL(request.url), content) : undefined
  if (!event) {
    log(refusedLogLine)
    return refusal.clone()
  }
  if (event.google) {
    const start = parisInstant(event.day, event.time)
    const location = googleCalendar({ title: titleOf(event, content), start, minutes: event.offer.minutes, where: locationOf(event, content) })
    return new Response(null, { status: 302, headers: { location, 'cache-control': 'public, max-age=3600' } })
  }
  return new Response(icsText(event, content, now), {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="rendez-vous.ics"',
      // The same link always gives the same event (its UID; only DTSTAMP, the moment it was made, differs): the CDN may keep it.
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  })
}

export default (request: Request) => handleIcsRequest(request)

/** Netlify routes the link here (Functions 2.0), at `icsPath`. A literal: Netlify reads it from the source without running it, and reads a constant as no address (tests/unit/host-routes.test.ts). */
export const config = { path: '/api/rendez-vous.ics' }
