/**
 * The texts around an appointment (src/lib/confirmation.ts), composed from
 * words of the tests' own (tests/helpers/confirmation-words.ts).
 */
import { describe, expect, it } from 'vitest'
import {
  autoReplyMail,
  informationText,
  type AppointmentRequest,
  type ConfirmationTerms,
  confirmationMail,
  confirmLinkParams,
  icsPath,
  type OfferTerms,
  priceChoices,
  requestLinks,
} from '../../src/lib/confirmation.ts'
import { confirmSlots, mailtoHref } from '../../src/lib/email-payload.ts'
import { smsHref } from '../../src/lib/format.ts'
import { consultation, formula, terms, words } from '../helpers/confirmation-words.ts'
import { opened } from '../helpers/mailto.ts'

const longer: OfferTerms = { id: 'postnatale-longue', title: 'Consultation longue', kind: 'consultation', duration: { from: 120 }, place: 'home', prices: [{ amount: 95 }] }

const request: AppointmentRequest = {
  parent: 'Julie Martin', email: 'julie+bebe@example.fr', phone: '06 11 22 33 44', town: 'Rezé', place: 'home',
  offers: [consultation], service: 'Consultation postnatale', minutes: 90, day: '2026-12-03', slot: '14:00', sentOn: '2026-11-26',
}

const confirmOf = (changes: Partial<AppointmentRequest> = {}) => {
  const changed = { ...request, ...changes }
  return confirmationMail(changed, priceChoices(changed.offers)[0]!, terms)
}

const autoReplyBody = (request: AppointmentRequest, with_: ConfirmationTerms) => autoReplyMail(request, with_).body

describe('the auto-reply the parent receives: the information before the contract, as text', () => {
  it('for an offer: the offer with its duration and its one price, its payment terms, the conditions’ address, and the model withdrawal form written out, not linked', () => {
    const text = autoReplyBody(request, terms)
    expect(text).toContain('Bonjour Julie Martin,')
    expect(text).toContain('jeudi 3 décembre 2026 à 14\u00a0h, chez vous, à Rezé.')
    expect(text).toContain('- Consultation postnatale · 1\u00a0h à 1\u00a0h\u00a030 · 70\u00a0€')
    expect(text).toContain('PAIEMENT-CONSULTATION')
    expect(text).not.toContain('PAIEMENT-FORMULE')
    expect(text).toContain(`Conditions : ${terms.conditions}`)
    expect(text).toContain(terms.withdrawalForm)
    expect(text).toContain('IDENTITÉ EI SIRET ASSUREUR MÉDIATEUR')
  })

  it('for a formula: each price with when it applies, and the formula’s payment', () => {
    const text = autoReplyBody({ ...request, offers: [formula] }, terms)
    expect(text).toContain('- Formule Test · 130\u00a0€ (avec la consultation courte)')
    expect(text).toContain('- Formule Test · 150\u00a0€ (avec la consultation longue)')
    expect(text).toContain('PAIEMENT-FORMULE')
  })

  it('for a consultation paid by a gift card: the gift card’s payment words, not « at the end of each consultation »', () => {
    const text = autoReplyBody({ ...request, giftCard: true }, terms)
    expect(text).toContain('PAIEMENT-CARTE')
    expect(text).not.toContain('PAIEMENT-CONSULTATION')
  })

  it('for an offer left open: every offer of the type, each with its own price, and the payment of each kind', () => {
    const text = autoReplyBody({ ...request, offers: [consultation, longer, formula] }, terms)
    for (const line of ['Consultation postnatale · 1\u00a0h à 1\u00a0h\u00a030 · 70\u00a0€', 'Consultation longue · 2\u00a0h · 95\u00a0€', 'Formule Test · 130\u00a0€']) expect(text).toContain(`- ${line}`)
    expect(text).toContain('PAIEMENT-CONSULTATION\nPAIEMENT-FORMULE')
  })

  it('her receipt of the request first, then the information; under another opening (her off-site page’s), the same information without the receipt', () => {
    const text = autoReplyBody(request, terms)
    expect(text.indexOf('ACCUSÉ-DE-RÉCEPTION')).toBeLessThan(text.indexOf('PRESTATIONS'))
    expect(autoReplyMail(request, terms).subject).toBe('Reçu : jeudi 3 décembre')
    const agreed = informationText({ ...request, email: '', place: 'phone', town: '' }, terms, 'COMME-CONVENU {parent}, {place}')
    expect(agreed).toMatch(/^COMME-CONVENU Julie Martin, par téléphone\n\nPRESTATIONS\n/)
    expect(agreed).not.toContain('ACCUSÉ-DE-RÉCEPTION')
    expect(agreed).toContain(terms.withdrawalForm)
  })
})

describe('« Confirmer »: the confirmation she sends, complete in one tap', () => {
  it('writes to the parent, names the date, the place, the offer with its one price, the payment words, the 14 days, her calendar links and her signature with EI and SIRET', () => {
    const mail = opened(mailtoHref(request.email, confirmOf()))
    expect(mail.to).toBe('julie+bebe@example.fr')
    expect(mail.subject).toBe('Confirmé : jeudi 3 décembre à 14\u00a0h')
    for (const line of ['Bonjour Julie Martin,', 'Le jeudi 3 décembre 2026 à 14\u00a0h, chez vous, à Rezé.', 'Prestation : Consultation postnatale · 1\u00a0h à 1\u00a0h\u00a030 · 70\u00a0€.', 'PAIEMENT-CONSULTATION', 'RÉTRACTATION 14 JOURS', words.signature]) {
      expect(mail.body).toContain(line)
    }
    expect(mail.body).toContain('\r\n')
  })

  it('gives the payment words of each kind: consultation, formula, gift card', () => {
    expect(confirmOf().body).toContain('PAIEMENT-CONSULTATION')
    expect(confirmOf({ offers: [formula] }).body).toContain('PAIEMENT-FORMULE')
    expect(confirmOf({ giftCard: true }).body).toContain('PAIEMENT-CARTE')
  })

  it('the request e-mail carries one « Confirmer » per price when the offer was left open, each naming its price, a formula’s the one that applies', () => {
    const links = requestLinks({ ...request, offers: [consultation, longer, formula] }, terms)
    expect(links.confirms.map((confirm) => confirm.label)).toEqual([
      'Consultation postnatale · 1\u00a0h à 1\u00a0h\u00a030 · 70\u00a0€',
      'Consultation longue · 2\u00a0h · 95\u00a0€',
      'Formule Test · 130\u00a0€ (avec la consultation courte)',
      'Formule Test · 150\u00a0€ (avec la consultation longue)',
    ])
    const bodies = links.confirms.map((confirm) => opened(confirm.href).body)
    expect(bodies[1]).toContain('Prestation : Consultation longue · 2\u00a0h · 95\u00a0€.')
    expect(bodies[3]).toContain('Prestation : Formule Test · 150\u00a0€ (avec la consultation longue).')
    // Never two prices in one confirmation.
    for (const body of bodies) expect(body.match(/\d+\u00a0€/g)).toHaveLength(1)
  })

  it('gives the links as plain pairs of variables EmailJS escapes, one per price, the slots left over empty: no HTML from the browser', () => {
    const params = confirmLinkParams([{ label: 'A & B <i>', href: 'mailto:x@y.fr?subject=a&body="b"' }, { label: 'C', href: 'mailto:c@y.fr' }])
    expect(Object.keys(params)).toHaveLength(2 * confirmSlots)
    expect(params).toMatchObject({ confirm_link_1: 'mailto:x@y.fr?subject=a&body="b"', confirm_label_1: 'Confirmer\u00a0: A & B <i>', confirm_link_2: 'mailto:c@y.fr', confirm_label_2: 'Confirmer\u00a0: C' })
    for (let slot = 3; slot <= confirmSlots; slot += 1) expect([params[`confirm_link_${slot}` as keyof typeof params], params[`confirm_label_${slot}` as keyof typeof params]]).toEqual(['', ''])
  })

  it('can go out as an SMS for a booking by phone: the same body', () => {
    const sms = new URL(smsHref(request.phone, confirmOf({ place: 'phone', town: '' }).body))
    expect(sms.protocol).toBe('sms:')
    expect(sms.searchParams.get('body')).toContain('à 14\u00a0h, par téléphone.')
  })
})

describe('the express request, whenever the appointment can fall within the 14 days from the latest day she can reply', () => {
  // Sent on Thursday 26 November 2026; she replies within 1 day, Sundays and public holidays not counted.
  const on = (day: string, sentOn = '2026-11-26', replyDays: { days: number | undefined } = { days: 1 }, closed = terms.closed) =>
    confirmationMail({ ...request, day, sentOn }, priceChoices([consultation])[0]!, { ...terms, replyDays: replyDays.days, closed }).body

  it('asks for it 10 days after the request', () => expect(on('2026-12-06')).toContain(words.expressRequest))
  it('asks for it 15 days after (she may confirm the next day, the 14 days then end on the 15th)', () => expect(on('2026-12-11')).toContain(words.expressRequest))
  it('not 16 days after a Thursday request, when she replies within a day', () => expect(on('2026-12-12')).not.toContain(words.expressRequest))
  it('16 days after a Saturday request: she may confirm on Monday, the 14 days end on day 16', () => expect(on('2026-12-14', '2026-11-28')).toContain(words.expressRequest))
  it('17 days after a request sent the Saturday before Easter Monday: she may confirm on the Tuesday', () => {
    expect(on('2027-04-13', '2027-03-27')).toContain(words.expressRequest)
  })
  it('not 20 days after', () => expect(on('2026-12-16')).not.toContain(words.expressRequest))
  it('her closed weekdays and days do not count: closed on Saturdays, a Friday request is confirmed on Monday, the 14 days end on day 17', () => {
    const saturdays = { closedDays: [], closedWeekdays: ['samedi', 'dimanche'] as const }
    expect(on('2026-12-14', '2026-11-27')).not.toContain(words.expressRequest)
    expect(on('2026-12-14', '2026-11-27', { days: 1 }, saturdays)).toContain(words.expressRequest)
    // Away from Friday to Monday: confirmed on Tuesday.
    const away = { closedDays: [{ from: '2026-11-27', to: '2026-11-30' }], closedWeekdays: ['dimanche'] as const }
    expect(on('2026-12-15', '2026-11-26', { days: 1 }, away)).toContain(words.expressRequest)
    expect(on('2026-12-15', '2026-11-26')).not.toContain(words.expressRequest)
  })
  it('always when her reply time gives no figure', () => expect(on('2026-12-16', '2026-11-26', { days: undefined })).toContain(words.expressRequest))
  it('leaves no gap where the paragraph would be', () => expect(on('2027-01-14')).not.toMatch(/\n\n\n/))
})

it('the acknowledgement of the « oui » writes to the parent, about the appointment, signed', () => {
  const mail = opened(requestLinks(request, terms).acknowledge)
  expect(mail).toMatchObject({ to: 'julie+bebe@example.fr', subject: 'Votre demande expresse du jeudi 3 décembre' })
  expect(mail.body).toContain('J’ai bien reçu votre demande expresse pour le jeudi 3 décembre 2026 à 14\u00a0h.')
  expect(mail.body).toContain(words.signature)
})

it('« Proposer un autre créneau » writes to the parent a short text she completes, about the day asked', () => {
  const mail = opened(requestLinks(request, terms).propose)
  expect(mail).toMatchObject({ to: 'julie+bebe@example.fr', subject: 'Votre demande du jeudi 3 décembre' })
  expect(mail.body).toContain('Le jeudi 3 décembre 2026 à 14\u00a0h n’est pas possible.')
})

describe('« Ajouter à mon agenda »', () => {
  const calendarLines = (changes: Partial<AppointmentRequest>) => {
    const body = confirmOf(changes).body
    const [, google = '', ics = ''] = /Agenda : (\S+) ou (\S+)/.exec(body) ?? []
    return { google: new URL(google), ics: new URL(ics) }
  }

  it('hers: Google Calendar’s form with the parent, the offer, where, and the Paris hour in UTC, winter and summer', () => {
    const at = (day: string, slot: string) => new URL(requestLinks({ ...request, day, slot }, terms).calendar)
    const url = at('2026-12-03', '14:00')
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(['action', 'text', 'location'].map((name) => url.searchParams.get(name))).toEqual(['TEMPLATE', 'Consultation postnatale : Julie Martin', 'Rezé'])
    expect(url.searchParams.get('details')).toContain('06 11 22 33 44')
    expect(url.searchParams.get('dates')).toBe('20261203T130000Z/20261203T143000Z')
    expect(at('2027-07-01', '09:30').searchParams.get('dates')).toBe('20270701T073000Z/20270701T090000Z')
  })

  it('the parent’s, in the confirmation: the host function’s two addresses (the .ics file, and Google Calendar), with strict parameters only', () => {
    const { google, ics } = calendarLines({ day: '2027-07-01', slot: '09:30' })
    expect(ics.origin + ics.pathname).toBe(`${terms.siteUrl}${icsPath}`)
    // The day, the time, the offer: the function reads the rest from her data, and writes nothing the parent typed.
    expect(Object.fromEntries(ics.searchParams)).toEqual({ jour: '2027-07-01', heure: '0930', offre: 'postnatale' })
    expect(Object.fromEntries(google.searchParams)).toEqual({ ...Object.fromEntries(ics.searchParams), agenda: 'google' })
    // Agreed off the site somewhere else than the offer's usual place: the link says where.
    expect(calendarLines({ day: '2027-07-01', slot: '09:30', place: 'phone', town: '' }).ics.searchParams.get('lieu')).toBe('phone')
  })
})
