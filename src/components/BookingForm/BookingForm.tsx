import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { bookingServices } from 'virtual:content/booking'
import { ui } from 'virtual:content/ui'
import { type IsoDay, isSlotPast } from '../../lib/booking-days.ts'
import { autoReplyRequestOf, type BookingDraft, bookingFields, emptyDraft } from '../../lib/booking-request.ts'
import { errorOf, textLimits } from '../../lib/form-errors.ts'
import { fill } from '../../lib/format.ts'
import { termsPath } from '../../lib/role-paths.ts'
import { identityMailLines, useRequestForm } from '../../lib/use-request-form.ts'
import * as field from '../FormField/FormField.css.ts'
import { describedBy, ErrorMessage, FormField, invalid } from '../FormField/FormField.tsx'
import { FormBoundary } from '../FormBoundary/FormBoundary.tsx'
import { Link } from '../Link/Link.tsx'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import { RequestForm } from '../RequestForm/RequestForm.tsx'
import { offerById, placeOfType, restore, slotStillOpen, stillOpen, whereOfDraft } from './booking-data.ts'
import { BookingSummary, type Recap } from './BookingSummary.tsx'
import { bookingRequestOf, sendModules } from './booking-payload.ts'
import { AfterArrival, useCalendarOnIntent } from './calendar-on-intent.tsx'
import * as styles from './BookingForm.css.ts'
import { NextOpenings } from './NextOpenings.tsx'
import { OfferChoice } from './OfferChoice.tsx'
import { SlotPicker } from './SlotPicker.tsx'
import { useAvailability } from './use-availability.ts'
import { useChoiceFold } from './use-choice-fold.ts'

// react-day-picker and date-fns load on this page only, at the parent's first intent in the form (calendar-on-intent.tsx).
const BookingCalendar = lazy(() => import('./BookingCalendar.tsx'))

function CalendarPlaceholder() {
  return <div className={styles.placeholder}>{ui.forms.loadingCalendar}</div>
}

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
    const { payload, recap: sent } = await bookingRequestOf(draft, availability)
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
        ['consent', () => !consent && ui.forms.consentMissing],
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
  const calendarFrame = useRef<HTMLDivElement>(null)
  const calendar = useCalendarOnIntent(calendarFrame, hydrated, draft.date !== '')

  // Missing, the box is reported like every other required field: in the summary at the top and under itself.
  // Once a request has left, the next one asks again.
  useEffect(() => {
    if (form.status === 'sent') setConsent(false)
  }, [form.status])

  const { availability, isTaken, isFull, openings, letGo } = useAvailability(hydrated, draft, setValues)

  const [folded, setFolded] = useChoiceFold(restored, draft.service, setValues)

  // A card chosen in the list keeps the list open (the arrow keys go on through it), also after a send emptied a folded choice.
  const choose = (choice: { service: string; offer: string }) => {
    setFolded(false)
    setValues((current) => ({ ...current, ...choice }))
  }

  const chooseDay = (date: IsoDay) =>
    setValues((current) => ({
      ...current,
      date,
      // A slot chosen for another day stays, unless it has passed or is taken on this one.
      slot: current.slot && (isSlotPast(date, current.slot, new Date()) || isTaken(date, current.slot)) ? '' : current.slot,
    }))

  const lead = (
    <>
      <fieldset className={field.group}>
        <legend className={field.sectionLegend}>{ui.forms.what}</legend>
        <OfferChoice
          id={id}
          service={draft.service}
          offer={draft.offer}
          folded={folded}
          onChoose={choose}
          onUnfold={() => setFolded(false)}
          error={errorOf(form.errors, 'service')}
        />
        {placeOfType(draft.service) === 'home' ? (
          <FormField htmlFor={`${id}-town`} label={ui.forms.town} hint={{ id: `${id}-town-hint`, text: ui.forms.townHint }} error={townError}>
            <input
              id={`${id}-town`}
              className={field.control}
              name="town"
              type="text"
              autoComplete="address-level2"
              maxLength={textLimits.town}
              required
              aria-invalid={townError ? true : undefined}
              aria-describedby={describedBy(townError?.id, `${id}-town-hint`)}
              value={draft.town}
              onChange={update('town')}
            />
          </FormField>
        ) : null}
      </fieldset>
      <fieldset className={field.group}>
        <legend className={field.sectionLegend}>{ui.forms.when}</legend>
        <div className={styles.schedule}>
          <fieldset id={`${id}-date`} className={`${field.group} ${styles.dateGroup}`} aria-describedby={describedBy(dateError?.id)}>
            <legend className={field.legend}>{ui.forms.date}</legend>
            {dateError ? <ErrorMessage {...dateError} /> : null}
            <div className={styles.calendarFrame} ref={calendarFrame}>
              <NextOpenings openings={openings} selected={draft.date} onPick={(date, slot) => setValues((current) => ({ ...current, date, slot }))} />
              {calendar.wanted ? (
                <Suspense fallback={<CalendarPlaceholder />}>
                  <BookingCalendar selected={draft.date} onSelect={chooseDay} isFull={isFull} firstOpen={openings[0]?.day} />
                  <AfterArrival then={calendar.replayTap} />
                </Suspense>
              ) : (
                <CalendarPlaceholder />
              )}
            </div>
          </fieldset>
          <SlotPicker id={id} date={draft.date} slot={draft.slot} isTaken={isTaken} error={slotError} letGo={letGo} onChange={update('slot')} />
        </div>
      </fieldset>
    </>
  )

  const sent = ui.forms.success.booking
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
          {consentError ? <ErrorMessage {...consentError} /> : null}
          <label className={styles.consent} htmlFor={`${id}-consent`}>
            <input
              id={`${id}-consent`}
              className={styles.consentBox}
              type="checkbox"
              name="consent"
              required
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              {...invalid(consentError)}
            />
            <span>
              <NoBreakAtHyphens>{ui.forms.consent}</NoBreakAtHyphens>
            </span>
          </label>
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
        recap ? (
          <>
            <p className={styles.recapTitle}>{sent.recap}</p>
            <ul className={styles.recap}>
              {[recap.consultation, recap.date, recap.time].filter(Boolean).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {/* Only when the host function said it sent it: the parent is never told of an e-mail that is not coming. */}
            {form.autoReplySent ? <p className={styles.recapNote}>{fill(sent.autoReply, { to: recap.email })}</p> : null}
          </>
        ) : null
      }
    />
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
