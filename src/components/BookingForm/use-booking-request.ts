import { useEffect, useState } from 'react'
import { bookingServices } from 'virtual:content/booking'
import { ui } from 'virtual:content/ui'
import { autoReplyRequestOf, type BookingDraft, bookingFields, emptyDraft } from '../../lib/booking-request.ts'
import { identityMailLines, useRequestForm } from '../../lib/use-request-form.ts'
import { placeOfType, restore, slotStillOpen, stillOpen } from './booking-data.ts'
import type { Recap } from './BookingSummary.tsx'
import { bookingPayloadOf, sendModules } from './booking-payload.ts'
import { useAvailability } from './use-availability.ts'

/**
 * The booking form's controller: the request form's (its draft, its checks in the form's order, its send and
 * its pre-filled e-mail) with the booking's consent, her busy times, and the recap of the request that left.
 */
export function useBookingRequest() {
  const [recap, setRecap] = useState<Recap | null>(null)
  // Consent is kept out of the draft on purpose: it must be given anew, by whoever sends, at the moment of
  // sending (RGPD art. 4.11 and 7). A draft restored later, in another visit or by another person on the same
  // device, comes back with the box unticked.
  const [consent, setConsent] = useState(false)

  const toPayload = async (draft: BookingDraft) => {
    // `availability` comes from useAvailability below, which needs the form this function is given to: read at the press.
    const { payload, recap: sent } = await bookingPayloadOf(draft, availability)
    setRecap(sent)
    return payload
  }

  const form = useRequestForm({
    kind: 'booking',
    // Its own key, here with the form: drafts.ts is in every page's script, which never reads it.
    draftKey: 'rendez-vous',
    fields: bookingFields,
    empty: emptyDraft,
    restore: (saved) => restore(saved, new Date()),
    // In the order of the form: what, where, when; then who (name and e-mail are checked by the shell), the phone.
    checks: {
      lead: [
        ['service', (draft) => draft.service === '' && ui.forms.errors.service],
        ['town', (draft) => placeOfType(draft.service) === 'home' && draft.town.trim() === '' && ui.forms.errors.town],
        // Checked at the press: a day chosen before midnight and sent after it, or a slot that began meanwhile (an
        // urgent request for today), is asked again, as the host's function would refuse it.
        ['date', (draft) => (draft.date === '' || !stillOpen(draft.date)) && ui.forms.errors.date],
        // Asked once a day that can still be asked is chosen: before, the date's message says what to do first.
        ['slot', (draft) => stillOpen(draft.date) && !slotStillOpen(draft.date, draft.slot) && ui.forms.errors.slot],
      ],
      rest: [
        ['phone', (draft) => draft.phone.trim() === '' && ui.forms.errors.phone],
        // Last, as the box is last: kept out of the draft, so read from the form's state. Missing, the box is
        // reported like every other required field: in the summary at the top and above itself.
        ['consent', () => !consent && ui.forms.errors.consent],
      ],
    },
    // A card tapped before the script came: its « type/offer » is the choice.
    chosenBeforeHydration: (form) => {
      const card = form.elements.namedItem('choice') as RadioNodeList | null
      const [service = '', offer = ''] = card?.value ? card.value.split('/') : []
      return service ? { service, offer } : {}
    },
    toPayload,
    autoReply: (draft, requestId) => autoReplyRequestOf(draft, bookingServices, requestId),
    prepare: sendModules,
    mailSubject: ui.forms.failure.mailSubjectBooking,
    mailLines: (payload) => [
      ...identityMailLines(payload, { label: ui.forms.failure.mailLabels.bookingService, options: bookingServices }),
      [ui.forms.failure.mailLabels.offer, payload.offer],
      [ui.forms.failure.mailLabels.date, payload.appointment_date],
      [ui.forms.failure.mailLabels.slot, payload.appointment_time],
      [ui.forms.failure.mailLabels.town, payload.town],
    ],
  })

  // Once a request has left, the next one asks again.
  useEffect(() => {
    if (form.status === 'sent') setConsent(false)
  }, [form.status])

  const { availability, ...calendar } = useAvailability(form.hydrated, form.values, form.setValues)

  return { form, consent, setConsent, recap, calendar }
}
