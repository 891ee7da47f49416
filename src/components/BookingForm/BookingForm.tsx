import { useEffect, useState } from 'react'
import { bookingServices } from 'virtual:content/booking'
import { ui } from 'virtual:content/ui'
import { autoReplyRequestOf, type BookingDraft, bookingFields, emptyDraft } from '../../lib/booking-request.ts'
import { errorOf } from '../../lib/form-errors.ts'
import { fill } from '../../lib/format.ts'
import { termsPath } from '../../lib/role-paths.ts'
import { identityMailLines, useRequestForm } from '../../lib/use-request-form.ts'
import * as field from '../FormField/FormField.css.ts'
import { ErrorMessage, invalid } from '../FormField/FormField.tsx'
import { FormBoundary } from '../FormBoundary/FormBoundary.tsx'
import { Link } from '../Link/Link.tsx'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import { RequestForm } from '../RequestForm/RequestForm.tsx'
import { offerById, placeOfType, restore, slotStillOpen, stillOpen, whereOfDraft } from './booking-data.ts'
import { BookingSummary, type Recap } from './BookingSummary.tsx'
import { bookingPayloadOf, sendModules } from './booking-payload.ts'
// « Quand » before « Quoi »: their styles reach the page in the order of these imports, as before the two were apart.
import { BookingWhen } from './BookingWhen.tsx'
import { BookingWhat } from './BookingWhat.tsx'
import * as styles from './BookingForm.css.ts'
import { useAvailability } from './use-availability.ts'

/**
 * The appointment request form: what (the type of consultation, and the
 * offer when a « Réserver » chose one), then when (the day, then the slot),
 * then who (name, e-mail, phone) and an optional message. A summary of what
 * is asked follows the choices, and the success notice recalls it.
 */
function BookingRequest() {
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
        // Last, as the box is last: kept out of the draft, so read from the form's state.
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
  const { id, hydrated, values: draft, update, restored, setValues } = form
  const fieldError = (name: string) => {
    const text = errorOf(form.errors, name)
    return text ? { id: `${id}-${name}-error`, text } : undefined
  }
  const [townError, dateError, slotError, consentError] = [fieldError('town'), fieldError('date'), fieldError('slot'), fieldError('consent')]

  // Missing, the box is reported like every other required field: in the summary at the top and under itself.
  // Once a request has left, the next one asks again.
  useEffect(() => {
    if (form.status === 'sent') setConsent(false)
  }, [form.status])

  const { availability, ...calendar } = useAvailability(hydrated, draft, setValues)

  const lead = (
    <>
      <BookingWhat
        id={id}
        draft={draft}
        setValues={setValues}
        restored={restored}
        serviceError={errorOf(form.errors, 'service')}
        townError={townError}
        onTownChange={update('town')}
      />
      <BookingWhen
        id={id}
        hydrated={hydrated}
        draft={draft}
        setValues={setValues}
        dateError={dateError}
        slotError={slotError}
        onSlotChange={update('slot')}
        {...calendar}
      />
    </>
  )

  return (
    <RequestForm
      form={form}
      label={ui.forms.bookingLabel}
      required
      lead={lead}
      identityLegend={ui.forms.who}
      message={{ label: ui.forms.messageOptional, required: false, rows: 5 }}
      submitLabel={ui.forms.submitBooking}
      beforeSubmit={
        <>
          <ConsentBox id={id} checked={consent} onChange={setConsent} error={consentError} />
          {/* A booking agreed at a distance can be withdrawn from within 14 days: said before the button. */}
          <p className={field.note}>
            {ui.forms.terms} <Link to={termsPath}>{ui.forms.termsLink}</Link>
          </p>
        </>
      }
      summary={
        <BookingSummary
          draft={draft}
          offer={offerById(draft.offer)}
          town={whereOfDraft(draft).town}
          afterSend={form.status === 'sent' && !draft.service && !draft.date && !draft.slot}
        />
      }
      successDetails={
        recap ? <SentRecap recap={recap} autoReplySent={form.autoReplySent} /> : null
      }
    />
  )
}

/** Her words of consent to the data's use, a box the parent ticks at each send (kept out of the draft). */
function ConsentBox({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error: { id: string; text: string } | undefined }) {
  return (
    <>
      {error ? <ErrorMessage {...error} /> : null}
      <label className={styles.consent} htmlFor={`${id}-consent`}>
        <input
          id={`${id}-consent`}
          className={styles.consentBox}
          type="checkbox"
          name="consent"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...invalid(error)}
        />
        <span>
          <NoBreakAtHyphens>{ui.forms.consent}</NoBreakAtHyphens>
        </span>
      </label>
    </>
  )
}

/** What the request that left asked, under the success notice; and the acknowledgement, only when the host function said it sent it. */
function SentRecap({ recap, autoReplySent }: { recap: Recap; autoReplySent: boolean }) {
  const sent = ui.forms.success.booking
  return (
    <>
      <p className={styles.recapTitle}>{sent.recap}</p>
      <ul className={styles.recap}>
        {[recap.consultation, recap.date, recap.time].filter(Boolean).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {/* The parent is never told of an e-mail that is not coming. */}
      {autoReplySent ? <p className={styles.recapNote}>{fill(sent.autoReply, { to: recap.email })}</p> : null}
    </>
  )
}

/** The form behind its own boundary: if it fails, the page keeps the rest and gives her phone and e-mail in its place. */
export function BookingForm() {
  return (
    <FormBoundary>
      <BookingRequest />
    </FormBoundary>
  )
}
