/** A booking request from the form's values, over data of the test's own. */
import { expect, it } from 'vitest'
import { appointmentRequestOf, autoReplyRequestOf, type BookingData, type BookingDraft, emptyDraft, requestedOffers, restoreDraft, spanOf, whereOf } from '../../src/lib/booking-request.ts'
import type { OfferTerms } from '../../src/lib/confirmation.ts'

const services = [
  { value: 'visite', label: 'Visite à domicile', place: 'home' },
  { value: 'visio', label: 'Consultation en visio', place: 'video' },
] as const
const offer = (id: string, booking: string, minutes?: { from: number; to?: number }): OfferTerms & { booking: string } => ({
  id,
  title: `Offre ${id}`,
  booking,
  kind: 'consultation',
  place: booking === 'visio' ? 'video' : 'home',
  ...(minutes ? { duration: minutes } : {}),
  prices: [{ amount: 80 }],
})
const offers = [offer('courte', 'visite', { from: 60 }), offer('visio', 'visio', { from: 45 }), offer('longue', 'visite', { from: 90, to: 120 })]
const draft: BookingDraft = {
  service: 'visite',
  offer: '',
  town: '  Nantes ',
  date: '2026-12-03',
  slot: '14:00',
  name: ' Camille ',
  email: ' camille@example.org ',
  phone: ' 06 00 00 00 00 ',
  message: 'Bonjour',
}

it('means the offer chosen, or, left open, every offer of its type in order; an offer of another type means none', () => {
  expect(requestedOffers(offers, 'visite', 'longue').map((o) => o.id)).toEqual(['longue'])
  expect(requestedOffers(offers, 'visite', '').map((o) => o.id)).toEqual(['courte', 'longue'])
  expect(requestedOffers(offers, 'visite', 'visio')).toEqual([])
  expect(requestedOffers(offers, 'inconnu', '')).toEqual([])
})

it('keeps the town, trimmed, only for a home visit', () => {
  expect(whereOf(services, { service: 'visite', town: ' Nantes ' })).toEqual({ place: 'home', town: 'Nantes' })
  expect(whereOf(services, { service: 'visio', town: 'Nantes' })).toEqual({ place: 'video', town: '' })
})

it('composes the request her links are made of: trimmed, named by its type, as long as its longest offer', () => {
  const request = appointmentRequestOf(draft, { services, offers }, '2026-11-29')
  expect(request).toEqual({
    parent: 'Camille',
    email: 'camille@example.org',
    phone: '06 00 00 00 00',
    town: 'Nantes',
    place: 'home',
    offers: [offers[0], offers[2]],
    service: 'Visite à domicile',
    minutes: 120,
    day: '2026-12-03',
    slot: '14:00',
    sentOn: '2026-11-29',
  })
  const chosen = appointmentRequestOf({ ...draft, offer: 'courte' }, { services, offers }, '2026-11-29')
  expect(chosen.offers).toEqual([offers[0]])
  expect(chosen.minutes).toBe(60)
  const video = appointmentRequestOf({ ...draft, service: 'visio' }, { services, offers }, '2026-11-29')
  expect([video.place, video.town, video.service]).toEqual(['video', '', 'Consultation en visio'])
})

it('gives the host function the facts of the auto-reply, never a text', () => {
  expect(autoReplyRequestOf({ ...draft, offer: 'longue' }, services, '0123456789')).toEqual({
    request_id: '0123456789',
    service: 'visite',
    offer: 'longue',
    day: '2026-12-03',
    slot: '14:00',
    place: 'home',
    town: 'Nantes',
    name: 'Camille',
    email: 'camille@example.org',
  })
  expect(autoReplyRequestOf({ ...draft, service: 'visio' }, services, '0123456789').town).toBe('')
})

const her: BookingData = { services, offers, timeSlots: ['09:00', '14:00'], closed: { closedDays: [{ from: '2026-12-24', to: '2026-12-26' }], closedWeekdays: ['dimanche'] as const }, travelMargin: 30 }

it('keeps a home visit as long as its longest offer, with her travel time; a visio without it', () => {
  expect(spanOf(her, 'visite', '')).toEqual({ minutes: 120, margin: 30 })
  expect(spanOf(her, 'visite', 'courte')).toEqual({ minutes: 60, margin: 30 })
  expect(spanOf(her, 'visio', '')).toEqual({ minutes: 45, margin: 0 })
})

it('brings a saved draft back minus what no longer holds', () => {
  const now = new Date('2026-12-01T10:00:00+01:00')
  const saved = { service: 'visite', offer: 'longue', date: '2026-12-03', slot: '14:00', name: 'Camille' }
  expect(restoreDraft(saved, her, now)).toEqual({ ...emptyDraft, ...saved })
  // A type she removed, an offer of another type or gone, a slot she no longer offers.
  expect(restoreDraft({ ...saved, service: 'atelier' }, her, now)).toMatchObject({ service: '', offer: '' })
  expect(restoreDraft({ ...saved, offer: 'visio' }, her, now)).toMatchObject({ service: 'visite', offer: '' })
  expect(restoreDraft({ ...saved, offer: 'disparue' }, her, now).offer).toBe('')
  expect(restoreDraft({ ...saved, slot: '10:00' }, her, now)).toMatchObject({ date: '2026-12-03', slot: '' })
  // A day now past, closed (a Sunday, a closed period): the day and its slot go.
  for (const date of ['2026-11-30', '2026-12-06', '2026-12-25']) expect(restoreDraft({ ...saved, date }, her, now)).toMatchObject({ date: '', slot: '' })
  // Today, a slot already begun goes; one still ahead stays.
  expect(restoreDraft({ ...saved, date: '2026-12-01', slot: '09:00' }, her, now)).toMatchObject({ date: '2026-12-01', slot: '' })
  expect(restoreDraft({ ...saved, date: '2026-12-01', slot: '14:00' }, her, now).slot).toBe('14:00')
})
