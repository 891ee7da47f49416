import { describe, expect, it } from 'vitest'
import { type AppointmentRequest, type ConfirmationWords, confirmationLinks, expressRequestDays, mailtoLimit } from '../../src/lib/confirmation.ts'
import { addDays } from '../../src/lib/booking-days.ts'
import { booking, offers } from '../helpers/content.ts'
import { formatOfferLine } from '../../src/lib/format.ts'

/** Words of the tests' own, with every slot her text may use. */
const words: ConfirmationWords = {
  subject: 'Confirmé : {date} à {time}',
  text: 'Bonjour {parent},\n\nLe {date} à {time}, {place}.\nConsultation : {offer}.\nRèglement sur place.\n\n{expressRequest}\n\nConditions : {conditions}\nRétractation : {withdrawalForm}\n\nSophie Test',
  expressRequest: 'DEMANDE EXPRESSE : répondez « oui ».',
  atHome: 'chez vous, à {town}',
  byVideo: 'en visio',
  byPhone: 'par téléphone',
  proposeSubject: 'Votre demande du {date}',
  proposeText: 'Bonjour {parent},\n\nLe {date} à {time} n’est pas possible. Je vous propose :\n-\n\nSophie Test',
  calendarTitle: '{offer} : {parent}',
}
const links = { conditions: 'https://www.exemple-test.fr/conditions', withdrawalForm: 'https://www.exemple-test.fr/conditions#formulaire-de-retractation' }

const request: AppointmentRequest = {
  parent: 'Julie Martin', email: 'julie+bebe@example.fr', phone: '06 11 22 33 44', town: 'Rezé', place: 'home',
  offer: 'Consultation postnatale initiale · 1 h à 1 h 30 · 70 €', minutes: 90, day: '2026-12-03', slot: '14:00', sentOn: '2026-11-26',
}

/** A `mailto:` as her mail app reads it. */
function opened(href: string) {
  const url = new URL(href)
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject') ?? '', body: url.searchParams.get('body') ?? '' }
}
/** The « Confirmer » mail of the request, changed as given. */
const confirm = (changes: Partial<AppointmentRequest> = {}) => opened(confirmationLinks({ ...request, ...changes }, words, links).confirm)

describe('« Confirmer »', () => {
  it('writes to the parent, the date in French and the time in the subject, and names the parent, the date, the time, the place, the offer with its duration and price, and the links to the conditions and the withdrawal form', () => {
    const { body, ...mail } = confirm()
    expect(mail).toEqual({ to: 'julie+bebe@example.fr', subject: 'Confirmé : jeudi 3 décembre à 14\u00a0h' })
    for (const line of ['Bonjour Julie Martin,', 'Le jeudi 3 décembre 2026 à 14\u00a0h, chez vous, à Rezé.', 'Consultation : Consultation postnatale initiale · 1 h à 1 h 30 · 70 €.']) {
      expect(body).toContain(line)
    }
    expect(body).toContain(`Conditions : ${links.conditions}`)
    expect(body).toContain(`Rétractation : ${links.withdrawalForm}`)
    // Lines end as e-mail lines do.
    expect(body).toContain('\r\n')
  })

  it('says « en visio » for a video consultation and « par téléphone » for a phone follow-up, with no town', () => {
    expect(confirm({ place: 'video', town: '' }).body).toContain('à 14\u00a0h, en visio.')
    expect(confirm({ place: 'phone', town: '' }).body).toContain('à 14\u00a0h, par téléphone.')
  })

  it('asks for the express request when the appointment falls within the withdrawal period, and not after it', () => {
    expect(confirm().body).toContain(words.expressRequest)
    expect(confirm({ day: addDays(request.sentOn, expressRequestDays) }).body).toContain(words.expressRequest)
    const later = confirm({ day: '2027-01-14' }).body
    expect(later).not.toContain(words.expressRequest)
    // No gap is left where the sentence would be.
    expect(later).not.toMatch(/\r\n\r\n\r\n/)
  })
})

it('« Proposer un autre créneau » writes to the parent a short text she completes, about the day asked', () => {
  const mail = opened(confirmationLinks(request, words, links).propose)
  expect(mail).toMatchObject({ to: 'julie+bebe@example.fr', subject: 'Votre demande du jeudi 3 décembre' })
  expect(mail.body).toContain('Bonjour Julie Martin,')
  expect(mail.body).toContain('Le jeudi 3 décembre 2026 à 14\u00a0h n’est pas possible.')
})

describe('« Ajouter à mon agenda »', () => {
  const event = (day: string, slot: string) => new URL(confirmationLinks({ ...request, day, slot }, words, links).calendar)

  it('fills Google Calendar’s event form with the appointment, its length, where, and its Paris hour', () => {
    const url = event('2026-12-03', '14:00')
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(['action', 'text', 'location'].map((name) => url.searchParams.get(name))).toEqual(['TEMPLATE', `${request.offer} : Julie Martin`, 'Rezé'])
    expect(url.searchParams.get('details')).toContain('06 11 22 33 44')
    // UTC+1 in winter, UTC+2 in summer.
    expect(url.searchParams.get('dates')).toBe('20261203T130000Z/20261203T143000Z')
    expect(event('2027-07-01', '09:30').searchParams.get('dates')).toBe('20270701T073000Z/20270701T090000Z')
  })
})

it('her own words keep each link short enough for a mail app to open, with a long name, a long offer and the express request', () => {
  const [longest = ''] = offers.offers.map((offer) => formatOfferLine(offer, 'ou')).sort((a, b) => b.length - a.length)
  const busy: AppointmentRequest = { ...request, parent: 'Marie-Élisabeth de La Rochefoucauld-Guérin', town: 'Saint-Sébastien-sur-Loire', offer: longest }
  const conditions = 'https://www.mon-cabinet-de-lactation.fr/conditions'
  const built = confirmationLinks(busy, booking.confirmation, { conditions, withdrawalForm: `${conditions}#formulaire-de-retractation` })
  expect(opened(built.confirm).body).toContain(booking.confirmation.expressRequest)
  for (const href of [built.confirm, built.propose]) expect(href.length).toBeLessThanOrEqual(mailtoLimit)
})
