import { lazy, Suspense, useRef } from 'react'
import { ui } from 'virtual:content/ui'
import { type IsoDay, isSlotPast } from '../../lib/booking-days.ts'
import type { BookingDraft, SetDraft } from '../../lib/booking-request.ts'
import type { ShownError } from '../../lib/form-errors.ts'
import * as field from '../FormField/FormField.css.ts'
import { describedBy, ErrorMessage } from '../FormField/FormField.tsx'
import * as styles from './BookingForm.css.ts'
import { AfterArrival, useCalendarOnIntent } from './calendar-on-intent.tsx'
import { NextOpenings } from './NextOpenings.tsx'
import { SlotPicker, type SlotPickerProps } from './SlotPicker.tsx'
import type { useAvailability } from './use-availability.ts'

// react-day-picker and date-fns load on this page only, at the parent's first intent in the form (calendar-on-intent.tsx).
const BookingCalendar = lazy(() => import('./BookingCalendar.tsx'))

function CalendarPlaceholder() {
  return <div className={styles.placeholder}>{ui.forms.loadingCalendar}</div>
}

export interface BookingWhenProps extends Pick<ReturnType<typeof useAvailability>, 'isTaken' | 'isFull' | 'openings' | 'letGo'> {
  /** The form's id, which the fields' ids start with. */
  id: string
  /** True once the island has hydrated: from then on, the calendar may load at the parent's first intent. */
  hydrated: boolean
  /** What the parent has written so far. */
  draft: BookingDraft
  /** Changes several values at once (one of her next openings sets its day and its slot). */
  setValues: SetDraft
  /** The error shown on the day, if any. */
  dateError: ShownError | undefined
  /** The error shown on the slot, if any. */
  slotError: ShownError | undefined
  /** A slot was chosen. */
  onSlotChange: SlotPickerProps['onChange']
}

/** When: the day (her next openings, then the calendar at the parent's first intent in the form), and the slot. */
export function BookingWhen({ id, hydrated, draft, setValues, dateError, slotError, onSlotChange, isTaken, isFull, openings, letGo }: BookingWhenProps) {
  const calendarFrame = useRef<HTMLDivElement>(null)
  const calendar = useCalendarOnIntent(calendarFrame, hydrated, draft.date !== '')

  const chooseDay = (date: IsoDay) =>
    setValues((current) => ({
      ...current,
      date,
      // A slot chosen for another day stays, unless it has passed or is taken on this one.
      slot: current.slot && (isSlotPast(date, current.slot, new Date()) || isTaken(date, current.slot)) ? '' : current.slot,
    }))

  return (
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
        <SlotPicker id={id} date={draft.date} slot={draft.slot} isTaken={isTaken} error={slotError} letGo={letGo} onChange={onSlotChange} />
      </div>
    </fieldset>
  )
}
