import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { bookingServices, closedDays, closedWeekdays, timeSlots } from 'virtual:content/booking'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { type IsoDay, isBookableDay, isSlotPast, parisDay } from '../../lib/booking-days.ts'
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts.ts'
import { type BookingValues, buildBookingPayload, mailtoHref } from '../../lib/email-payload.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { useSender } from '../../lib/use-sender.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import * as field from '../FormField/FormField.css.ts'
import { FormField } from '../FormField/FormField.tsx'
import { Honeypot } from '../Honeypot/Honeypot.tsx'
import { IdentityFields } from '../IdentityFields/IdentityFields.tsx'
import { NoScriptContact } from '../NoScriptContact/NoScriptContact.tsx'
import { PrivacyNote } from '../PrivacyNote/PrivacyNote.tsx'
import { SendNotice } from '../SendNotice/SendNotice.tsx'
import * as styles from './BookingForm.css.ts'

// react-day-picker and date-fns load on this page only, after hydration.
const BookingCalendar = lazy(() => import('./BookingCalendar.tsx'))

const draftKey = 'rendez-vous'
const fields = ['name', 'email', 'phone', 'service', 'message', 'date', 'slot'] as const
type Draft = BookingValues & { date: IsoDay | ''; slot: string }
const empty: Draft = { name: '', email: '', phone: '', service: '', message: '', date: '', slot: '' }
const serviceValues: readonly string[] = bookingServices.map((option) => option.value)
const slotValues: readonly string[] = timeSlots
const serviceLabel = (value: string) => bookingServices.find((option) => option.value === value)?.label ?? value

/** A saved draft, minus what no longer holds: a day now past or closed, an unknown option. */
function restore(saved: Partial<Record<(typeof fields)[number], string>>, now: Date): Draft {
  const draft = { ...empty, ...saved }
  const dayOk = isBookableDay(draft.date, parisDay(now), { closedDays, closedWeekdays })
  return {
    ...draft,
    service: serviceValues.includes(draft.service) ? draft.service : '',
    date: dayOk ? draft.date : '',
    slot: dayOk && slotValues.includes(draft.slot) && !isSlotPast(draft.date, draft.slot, now) ? draft.slot : '',
  }
}

function CalendarPlaceholder() {
  return <div className={styles.placeholder}>{ui.loadingCalendar}</div>
}

/**
 * The appointment request form (spec §4, §5): name, e-mail, phone, type of
 * consultation, date and slot required, message optional. The slots appear
 * once a date is chosen; the button waits for both.
 */
export function BookingForm() {
  const id = useId()
  const hydrated = useHydrated()
  const [draft, setDraft] = useState<Draft>(empty)
  const [honeypot, setHoneypot] = useState('')
  const [mailto, setMailto] = useState('')
  // State, not a ref: in StrictMode's double effects a ref would let the empty form overwrite the saved draft.
  const [restored, setRestored] = useState(false)
  const nameRef = useRef<HTMLInputElement>(null)
  const sender = useSender('booking')
  const sending = sender.status === 'sending'
  const ready = draft.date !== '' && draft.slot !== ''

  // After hydration, so the server's HTML (empty fields) and the first render agree.
  useEffect(() => {
    const saved = readDraft(draftKey, fields)
    if (saved) setDraft(restore(saved, new Date()))
    setRestored(true)
  }, [])

  useEffect(() => {
    if (restored) writeDraft(draftKey, draft)
  }, [restored, draft])

  const update = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }))

  const chooseDay = (date: IsoDay) =>
    setDraft((current) => ({
      ...current,
      date,
      // A slot chosen for another day stays, unless it has passed on this one.
      slot: current.slot && isSlotPast(date, current.slot, new Date()) ? '' : current.slot,
    }))

  const reset = () => {
    setDraft(empty)
    setHoneypot('')
    clearDraft(draftKey)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!ready) return
    if (honeypot !== '') {
      sender.pretendSent(reset)
      return
    }
    const { date, slot, ...values } = draft
    void sender.send(async () => {
      // Already loaded with the calendar: this import costs no request.
      const { formatFrenchDate } = await import('../../lib/french-date.ts')
      const payload = buildBookingPayload(values, { date: formatFrenchDate(date), time: slot }, practice.name)
      const { mailLabels } = ui.forms.failure
      setMailto(
        mailtoHref(
          practice.email,
          ui.forms.failure.mailSubjectBooking,
          [
            [mailLabels.name, payload.from_name],
            [mailLabels.email, payload.from_email],
            [mailLabels.phone, payload.phone],
            [mailLabels.bookingService, serviceLabel(payload.service)],
            [mailLabels.date, payload.appointment_date],
            [mailLabels.slot, payload.appointment_time],
          ],
          payload.message,
        ),
      )
      return payload
    }, reset)
  }

  const dismiss = () => {
    sender.dismiss()
    nameRef.current?.focus()
  }

  const now = new Date()

  return (
    <form className={field.form} aria-label={ui.forms.bookingLabel} onSubmit={onSubmit} method="post">
      <p className={field.note}>{ui.forms.requiredNote}</p>
      <IdentityFields
        id={id}
        values={draft}
        onChange={update}
        nameRef={nameRef}
        required
        serviceLabel={ui.forms.bookingService}
        services={bookingServices}
      />
      <div className={styles.schedule}>
        <fieldset className={`${field.group} ${styles.dateGroup}`}>
          <legend className={field.legend}>{ui.forms.date}</legend>
          <div className={styles.calendarFrame}>
            {hydrated ? (
              <Suspense fallback={<CalendarPlaceholder />}>
                <BookingCalendar selected={draft.date} onSelect={chooseDay} />
              </Suspense>
            ) : (
              <CalendarPlaceholder />
            )}
          </div>
        </fieldset>
        <fieldset className={`${field.group} ${styles.slotGroup}`}>
          <legend className={field.legend}>{ui.forms.slot}</legend>
          {draft.date ? (
            <ul className={styles.slots}>
              {timeSlots.map((slot) => (
                <li key={slot} className={styles.slot}>
                  <input
                    id={`${id}-slot-${slot}`}
                    className={styles.slotInput}
                    type="radio"
                    name="slot"
                    value={slot}
                    required
                    checked={draft.slot === slot}
                    disabled={isSlotPast(draft.date, slot, now)}
                    onChange={update('slot')}
                  />
                  <label className={styles.slotText} htmlFor={`${id}-slot-${slot}`}>
                    {slot}
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className={field.hint}>{ui.forms.slotHint}</p>
          )}
        </fieldset>
      </div>
      <FormField
        htmlFor={`${id}-message`}
        label={ui.forms.messageOptional}
        hint={{ id: `${id}-message-hint`, text: ui.forms.messageHint }}
      >
        <textarea
          id={`${id}-message`}
          className={field.textarea}
          name="message"
          rows={5}
          aria-describedby={`${id}-message-hint`}
          value={draft.message}
          onChange={update('message')}
        />
      </FormField>
      <Honeypot id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
      <div className={field.actions}>
        {/* Disabled until hydrated (the form cannot send without JavaScript) and until a date and a slot are chosen (spec §4). */}
        <button
          type="submit"
          className={button({ variant: 'primary' })}
          disabled={!hydrated || sending || !ready}
          aria-describedby={ready ? undefined : `${id}-gating`}
        >
          {sending ? ui.forms.sending : ui.forms.submitBooking}
        </button>
        {ready ? null : (
          <p id={`${id}-gating`} className={styles.gating}>
            {ui.forms.gatingHint}
          </p>
        )}
      </div>
      <NoScriptContact />
      <SendNotice kind="booking" status={sender.status} mailto={mailto} onDismiss={dismiss} />
      <PrivacyNote />
    </form>
  )
}
