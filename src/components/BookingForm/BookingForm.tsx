import { ui } from 'virtual:content/ui'
import { shownError, type ShownError } from '../../lib/form-errors.ts'
import { fill } from '../../lib/format.ts'
import { termsPath } from '../../lib/role-paths.ts'
import * as field from '../FormField/FormField.css.ts'
import { ErrorMessage, invalid } from '../FormField/FormField.tsx'
import { FormBoundary } from '../FormBoundary/FormBoundary.tsx'
import { Link } from '../Link/Link.tsx'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import { RequestForm } from '../RequestForm/RequestForm.tsx'
import { offerById, whereOfDraft } from './booking-data.ts'
import { BookingSummary, type Recap } from './BookingSummary.tsx'
// « Quand » before « Quoi »: their styles do not overlap, but they reach the page's CSS in the order of these imports; keep it, or measure the page's bytes again.
import { BookingWhen } from './BookingWhen.tsx'
import { BookingWhat } from './BookingWhat.tsx'
import * as styles from './BookingForm.css.ts'
import { useBookingRequest } from './use-booking-request.ts'

/**
 * The appointment request form: what (the type of consultation, and the
 * offer when a « Réserver » chose one), then when (the day, then the slot),
 * then who (name, e-mail, phone) and an optional message. A summary of what
 * is asked follows the choices, and the success notice recalls it.
 */
function BookingRequest() {
  const { form, consent, setConsent, recap, calendar } = useBookingRequest()
  const { id, hydrated, values: draft, update, restored, chosenOnPage, setValues } = form
  const [serviceError, townError, dateError, slotError, consentError] = ['service', 'town', 'date', 'slot', 'consent'].map((name) => shownError(form.errors, id, name))

  const lead = (
    <>
      <BookingWhat
        id={id}
        draft={draft}
        setValues={setValues}
        restored={restored}
        chosenOnPage={chosenOnPage}
        serviceError={serviceError}
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
        recap && !form.sentEarlier ? <SentRecap recap={recap} autoReplySent={form.autoReplySent} /> : null
      }
    />
  )
}

/** Her words of consent to the data's use, a box the parent ticks at each send (kept out of the draft). */
function ConsentBox({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error: ShownError | undefined }) {
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
