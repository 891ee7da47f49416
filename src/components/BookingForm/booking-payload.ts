/**
 * The booking request as her e-mail receives it (her template's parameters, the links she confirms from, what
 * her calendar said of the slot), and the recap the success notice shows, composed at the press from the draft.
 */
import { bookingServices } from 'virtual:content/booking'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { parisDay } from '../../lib/booking-days.ts'
import { appointmentRequestOf, type BookingDraft } from '../../lib/booking-request.ts'
import type { CalendarState } from '../../lib/calendar-line.ts'
import { buildBookingPayload } from '../../lib/email-payload.ts'
import { formatTime } from '../../lib/format.ts'
import { formatFrenchDate, formatFrenchDateLine } from '../../lib/french-date.ts'
import { offerText, spanOfChoice } from './booking-data.ts'
import type { Recap } from './BookingSummary.tsx'

/**
 * What building the request needs beyond the page: the links, the calendar line and her words. Loaded with the
 * send, or at the parent's first tap, key or input in the form or when a draft comes back (`prepare`), so that
 * « Envoyer » pressed without a network still builds the request it keeps.
 */
export const sendModules = () =>
  Promise.all([
    import('../../lib/confirmation.ts'),
    import('../../lib/calendar-line.ts'),
    import('virtual:content/confirmation'),
  ])

/** The sentence the parent agrees to, as her e-mail records it: without the form's « * ». */
const consentSentence = ui.forms.consent.replace(/\s*\*$/, '')

/** The request of `draft`, with what her calendar (`availability`, as the form last read it) said of its slot. */
export async function bookingPayloadOf(draft: BookingDraft, availability: CalendarState) {
  const { date, slot } = draft
  // One import for all: see sendModules.
  const [composer, { calendarCheckLine }, { terms, offerTerms }] = await sendModules()
  const request = appointmentRequestOf(draft, { services: bookingServices, offers: offerTerms }, parisDay(new Date()))
  const recap: Recap = { consultation: offerText(draft.offer) || request.service, date: formatFrenchDateLine(date), time: formatTime(slot), email: request.email }
  // Each offer the request means gets its own « Confirmer » with its price.
  const links = composer.requestLinks(request, terms)
  // The parent's auto-reply is not composed here: the host function composes and sends it (autoReplyRequestOf).
  // What her calendar said of this slot, so she knows whether to check it before confirming.
  const calendarCheck = calendarCheckLine(availability, { day: date, slot, span: spanOfChoice(draft.service, draft.offer) }, new Date())
  // The e-mail keeps the slot as her template has always had it, « 09:30 ».
  const payload = buildBookingPayload(
    { ...draft, town: request.town },
    { offer: offerText(draft.offer), date: formatFrenchDate(date), time: slot, hour: formatTime(slot), calendarCheck },
    practice.name,
    {
      confirms: composer.confirmLinkParams(links.confirms),
      propose: links.propose,
      acknowledge: links.acknowledge,
      calendar: links.calendar,
    },
    consentSentence,
  )
  return { payload, recap }
}
