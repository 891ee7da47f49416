import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { bookingServices, closedDays, closedWeekdays, timeSlots } from 'virtual:content/booking'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { type IsoDay, isBookableDay, isSlotPast, parisDay, slotsByPartOfDay } from '../../lib/booking-days.ts'
import { type BookingValues, buildBookingPayload } from '../../lib/email-payload.ts'
import { identityMailLines, useRequestForm } from '../../lib/use-request-form.ts'
import * as field from '../FormField/FormField.css.ts'
import { RequestForm } from '../RequestForm/RequestForm.tsx'
import * as styles from './BookingForm.css.ts'

// react-day-picker and date-fns load on this page only, after hydration.
const BookingCalendar = lazy(() => import('./BookingCalendar.tsx'))

const fields = ['name', 'email', 'phone', 'service', 'message', 'date', 'slot'] as const
type Draft = BookingValues & { date: IsoDay | ''; slot: string }
const empty: Draft = { name: '', email: '', phone: '', service: '', message: '', date: '', slot: '' }
const serviceValues: readonly string[] = bookingServices.map((option) => option.value)
const slotValues: readonly string[] = timeSlots
const services = { label: ui.forms.bookingService, options: bookingServices }

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

async function toPayload({ date, slot, ...values }: Draft) {
  // Already loaded with the calendar: this import costs no request.
  const { formatFrenchDate } = await import('../../lib/french-date.ts')
  return buildBookingPayload(values, { date: formatFrenchDate(date), time: slot }, practice.name)
}

function CalendarPlaceholder() {
  return <div className={styles.placeholder}>{ui.forms.loadingCalendar}</div>
}

/**
 * The appointment request form (spec §4, §5): name, e-mail, phone, type of
 * consultation, date and slot required, message optional. The slots appear
 * once a date is chosen; the button waits for both.
 */
export function BookingForm() {
  const form = useRequestForm({
    kind: 'booking',
    draftKey: 'rendez-vous',
    fields,
    empty,
    restore: (saved) => restore(saved, new Date()),
    isReady: (draft) => draft.date !== '' && draft.slot !== '',
    toPayload,
    mailSubject: ui.forms.failure.mailSubjectBooking,
    mailLines: (payload) => [
      ...identityMailLines(payload, { label: ui.forms.failure.mailLabels.bookingService, options: bookingServices }),
      [ui.forms.failure.mailLabels.date, payload.appointment_date],
      [ui.forms.failure.mailLabels.slot, payload.appointment_time],
    ],
  })
  const { id, hydrated, values: draft, update, restored, setValues } = form

  // « Réserver » links to /rendez-vous?service=<option>. The query is read in an effect, after
  // hydration, so the pre-rendered HTML is the same for every query. It fills an empty choice only:
  // a consultation the parent already chose in her draft wins. An unknown value is ignored.
  const linked = new URLSearchParams(useLocation().search).get('service')
  useEffect(() => {
    if (!restored || linked === null || !serviceValues.includes(linked)) return
    setValues((current) => (current.service ? current : { ...current, service: linked }))
  }, [restored, linked, setValues])

  const chooseDay = (date: IsoDay) =>
    setValues((current) => ({
      ...current,
      date,
      // A slot chosen for another day stays, unless it has passed on this one.
      slot: current.slot && isSlotPast(date, current.slot, new Date()) ? '' : current.slot,
    }))

  const now = new Date()

  return (
    <RequestForm
      form={form}
      label={ui.forms.bookingLabel}
      required
      services={services}
      message={{ label: ui.forms.messageOptional, required: false, rows: 5 }}
      submitLabel={ui.forms.submitBooking}
      gatingHint={ui.forms.gatingHint}
    >
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
            // Thirteen slots read better in two short lists, « Matin » and « Après-midi ».
            slotsByPartOfDay(timeSlots).map((group) => (
              <div key={group.part} role="group" aria-labelledby={`${id}-slots-${group.part}`} className={styles.slotPart}>
                <p id={`${id}-slots-${group.part}`} className={styles.slotPartTitle}>
                  {group.part === 'morning' ? ui.forms.slotsMorning : ui.forms.slotsAfternoon}
                </p>
                <ul className={styles.slots}>
                  {group.slots.map((slot) => (
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
              </div>
            ))
          ) : (
            <p className={field.hint}>{ui.forms.slotHint}</p>
          )}
        </fieldset>
      </div>
    </RequestForm>
  )
}
