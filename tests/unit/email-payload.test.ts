import { describe, expect, it } from 'vitest'
import { buildBookingPayload, buildContactPayload, type ConfirmParams, confirmSlots, newRequestId, requestMailtoHref, withRequestId } from '../../src/lib/email-payload.ts'

/** A contact form as typed, spaces around each field. */
const typed = { name: '  Camille Dupont ', email: ' camille@example.fr ', phone: ' 06 12 34 56 78 ', service: 'allaitement', message: '\n Bonjour,\nj’ai une question. \n' }

describe('buildContactPayload', () => {
  it('gives exactly the six fields her contact template reads, in order, trimmed, empty ones kept, the consultant as to_name', () => {
    const payload = buildContactPayload(typed, 'Prénom Nom')
    // Entries: the order of the keys is compared too.
    expect(Object.entries(payload)).toEqual(Object.entries({
      from_name: 'Camille Dupont', from_email: 'camille@example.fr', phone: '06 12 34 56 78', service: 'allaitement', message: 'Bonjour,\nj’ai une question.', to_name: 'Prénom Nom',
    }))
    expect(buildContactPayload({ ...typed, phone: '   ', service: '' }, 'X')).toMatchObject({ phone: '', service: '' })
  })
})

it('buildBookingPayload adds the offer chosen, the French date and the slot between the service and the message, then the town, her links, what her calendar said of the slot, the consent the parent gave with the sentence she ticked, and the « Confirmer » pairs; the service stays the type of consultation; no auto-reply and no HTML leave the browser', () => {
  const confirms = Object.fromEntries(Array.from({ length: confirmSlots }, (_, index) => [[`confirm_link_${index + 1}`, index === 0 ? 'mailto:a@example.fr?subject=x' : ''], [`confirm_label_${index + 1}`, index === 0 ? 'Confirmer : Consultation' : '']]).flat()) as ConfirmParams
  const links = { confirms, propose: 'mailto:a@example.fr?subject=y', acknowledge: 'mailto:a@example.fr?subject=z', calendar: 'https://calendar.google.com/calendar/render?action=TEMPLATE' }
  const payload = buildBookingPayload(
    { ...typed, service: 'consultations-postnatales', offer: 'postnatale-initiale', town: ' Rezé ', message: '' },
    { offer: 'Consultation postnatale · 1 h · 70 €', date: 'lundi 23 novembre 2026', time: '09:30', hour: '9 h 30', calendarCheck: 'Votre agenda a été lu à 9 h 02 : ce créneau y était libre.' },
    'Prénom Nom',
    links,
    'J’accepte que ma demande serve à organiser mon rendez-vous.',
  )
  expect(Object.keys(payload)).toEqual([
    'from_name', 'from_email', 'phone', 'service', 'offer', 'appointment_date', 'appointment_time', 'message', 'to_name',
    'town', 'appointment_hour', 'propose_link', 'ack_link', 'calendar_link', 'calendar_check', 'consent', 'consent_text', ...Object.keys(confirms),
  ])
  expect(payload).toMatchObject({
    service: 'consultations-postnatales', offer: 'Consultation postnatale · 1 h · 70 €', appointment_date: 'lundi 23 novembre 2026', appointment_time: '09:30',
    message: '', to_name: 'Prénom Nom', town: 'Rezé', appointment_hour: '9 h 30', propose_link: links.propose, ack_link: links.acknowledge, calendar_link: links.calendar,
    calendar_check: 'Votre agenda a été lu à 9 h 02 : ce créneau y était libre.', ...confirms,
    consent: 'oui', consent_text: 'J’accepte que ma demande serve à organiser mon rendez-vous.',
  })
})

it('requestMailtoHref fills subject and body as typed, no empty line, spaces as %20 (not +: every mail app reads it)', () => {
  const href = requestMailtoHref('contact@example.com', 'Demande depuis le site', [['Nom', 'Camille'], ['Téléphone', ' ']], 'Bonjour & merci')
  const url = new URL(href)
  expect([url.protocol, url.pathname, url.searchParams.get('subject'), url.searchParams.get('body')]).toEqual(['mailto:', 'contact@example.com', 'Demande depuis le site', 'Nom\u00a0: Camille\r\n\r\nBonjour & merci'])
  expect(href).toContain('subject=Demande%20depuis%20le%20site')
})

it('withRequestId adds the reference last, leaving every other field and its order as it was', () => {
  const payload = buildContactPayload({ name: 'Léa', email: 'lea@example.fr', phone: '', service: '', message: 'Bonjour' }, 'X')
  const sent = withRequestId(payload, 'a1b2c3d4e5')
  expect(Object.keys(sent)).toEqual([...Object.keys(payload), 'request_id'])
  expect(sent).toMatchObject(payload)
  expect(sent.request_id).toBe('a1b2c3d4e5')
})

it('newRequestId gives ten hex digits, a different one each time', () => {
  const ids = Array.from({ length: 50 }, newRequestId)
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{10}$/)
  expect(new Set(ids).size).toBe(ids.length)
})
