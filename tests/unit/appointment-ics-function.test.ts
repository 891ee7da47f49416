/**
 * The parent's .ics function called as her host calls it, with a Web
 * `Request`, on the tests' own content: the event it answers (her offer's
 * title, its Paris hour in UTC winter and summer, a reminder the day before),
 * the Google Calendar form it sends on to, and the 400 in French, with a
 * fixed log line, for anything else: it publishes no text a visitor chose.
 */
import ICAL from 'ical.js'
import { afterAll, describe, expect, it } from 'vitest'
import { readAppointmentContent } from '../../scripts/build/content/functions-data.ts'
import { config, handleIcsRequest, icsContentOf, refusedLogLine } from '../../src/functions/appointment-ics.ts'
import { parentCalendarLinks } from '../../src/lib/confirmation.ts'
import { copyContent } from '../helpers/content-copy.ts'

const copy = copyContent()
afterAll(copy.remove)
copy.lay('data/offers.yaml', {
  offers: [
    {
      title: 'Consultation d’essai', text: 'Une consultation.', id: 'essai', group: 'postnatal', booking: 'essai-domicile',
      features: [], duration: { from: 60, to: 90 }, prices: [{ amount: 70 }], featured: false,
    },
    {
      title: 'Visio d’essai', text: 'Une visio.', id: 'visio', group: 'complementary', booking: 'essai-visio',
      features: [], duration: { from: 30 }, prices: [{ amount: 30 }], featured: false,
    },
  ],
  giftCards: [],
})
copy.lay('data/booking.yaml', {
  bookingServices: [
    { label: 'Essai à domicile', value: 'essai-domicile', place: 'home' },
    { label: 'Essai en visio', value: 'essai-visio', place: 'video' },
  ],
  // The parent's calendar in words of the test's own, her name among them.
  confirmation: { parentCalendarTitle: '{offer} chez {name}', parentCalendarNoOffer: 'Séance', parentCalendarAtHome: 'À la maison', parentCalendarReminder: 'Demain, séance' },
})
const appointment = readAppointmentContent(copy.dir)
const content = icsContentOf(appointment)
const now = new Date('2026-11-20T10:00:00+01:00')

async function ask(query: string) {
  const lines: string[] = []
  const response = await handleIcsRequest(new Request(`https://www.exemple-test.fr${config.path}?${query}`), { content: () => appointment, now, log: (line) => lines.push(line) })
  return { response, lines, text: await response.text() }
}

function eventOf(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  const alarm = vevent.getFirstSubcomponent('valarm')!
  return {
    summary: event.summary, location: event.location,
    start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(),
    trigger: String(alarm.getFirstPropertyValue('trigger')), action: alarm.getFirstPropertyValue('action'), reminder: alarm.getFirstPropertyValue('description'),
  }
}

describe('the .ics file', () => {
  it('answers the event of the link the confirmation carries: her offer’s title and her name, its longest duration, its Paris hour in UTC in winter, a reminder the day before', async () => {
    const { ics } = parentCalendarLinks({ day: '2026-12-03', slot: '14:00', place: 'home' }, { id: 'essai', place: 'home' }, 'https://www.exemple-test.fr')
    const { response, text, lines } = await ask(new URL(ics).search.slice(1))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(eventOf(text)).toEqual({
      summary: `Consultation d’essai chez ${appointment.terms.name}`,
      location: 'À la maison', reminder: 'Demain, séance',
      start: '2026-12-03T13:00:00.000Z', end: '2026-12-03T14:30:00.000Z', trigger: '-P1D', action: 'DISPLAY',
    })
    expect(lines).toEqual([])
  })

  it('in summer, UTC+2, and the place of the offer’s type in her words', async () => {
    const { text } = await ask('jour=2027-07-01&heure=0930&offre=visio')
    const event = eventOf(text)
    expect([event.start, event.end]).toEqual(['2027-07-01T07:30:00.000Z', '2027-07-01T08:00:00.000Z'])
    expect(event.location).toBe(content.places.video)
  })

  it('the place the link names, when agreed off the site: a visit’s offer by phone is « par téléphone »', async () => {
    const { ics } = parentCalendarLinks({ day: '2026-12-03', slot: '14:00', place: 'phone' }, { id: 'essai', place: 'home' }, 'https://www.exemple-test.fr')
    expect(new URL(ics).searchParams.get('lieu')).toBe('phone')
    expect(eventOf((await ask(new URL(ics).search.slice(1))).text).location).toBe(content.places.phone)
  })
})

it('sends the parent on to Google Calendar’s form, filled in alike', async () => {
  const { google } = parentCalendarLinks({ day: '2027-07-01', slot: '09:30', place: 'home' }, { id: 'essai', place: 'home' }, 'https://www.exemple-test.fr')
  const { response } = await ask(new URL(google).search.slice(1))
  expect(response.status).toBe(302)
  const target = new URL(response.headers.get('location') ?? '')
  expect(target.origin + target.pathname).toBe('https://calendar.google.com/calendar/render')
  expect(target.searchParams.get('text')).toBe(`Consultation d’essai chez ${appointment.terms.name}`)
  expect(target.searchParams.get('dates')).toBe('20270701T073000Z/20270701T090000Z')
})

it('gives the appointment of a link whose offer she has since renamed or removed: her name, one hour, no place', async () => {
  const { response, text, lines } = await ask('jour=2026-12-03&heure=1400&offre=ancienne-offre')
  expect(response.status).toBe(200)
  expect(eventOf(text)).toMatchObject({ summary: `Séance chez ${appointment.terms.name}`, location: null, start: '2026-12-03T13:00:00.000Z', end: '2026-12-03T14:00:00.000Z' })
  expect(lines).toEqual([])
})

it('refuses, with a 400 in French and a fixed log line, anything but a real day, a time and one of her offers', async () => {
  const refused = [
    'jour=2026-02-30&heure=1400&offre=essai',
    'jour=2026-12-03&heure=2500&offre=essai',
    'jour=2026-12-03&heure=14:00&offre=essai',
    'jour=2026-12-03&heure=1400&offre=Pas%20un%20id',
    'jour=2026-12-03&heure=1400&offre=essai&commune=Achetez%20ici',
    'jour=2026-12-03&heure=1400&offre=essai&offre=visio',
    'jour=2026-12-03&heure=1400&offre=essai&agenda=outlook',
    'jour=2026-12-03&heure=1400&offre=essai&lieu=Achetez%20ici',
    'jour=2026-12-03&heure=1400&offre=essai&lieu=toString',
    'jour=2026-12-03&heure=1400',
  ]
  for (const query of refused) {
    const { response, text, lines } = await ask(query)
    expect(response.status, query).toBe(400)
    expect(text).toMatch(/^Ce lien d’agenda n’est pas valide/)
    expect(lines).toEqual([refusedLogLine])
  }
})
