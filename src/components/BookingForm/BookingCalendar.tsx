/**
 * The booking calendar, loaded only on the booking page and only at the parent's
 * first intent in the form, or when a draft brings a date back
 * (BookingWhen imports it lazily, calendar-on-intent.tsx): react-day-picker
 * and date-fns stay out of every other page and out of a first visit that
 * only reads, and a calendar that depends on « today » is never in the
 * server's HTML, where it would go stale.
 */
import { useState } from 'react'
import { DayPicker, useDayPicker, Week, type WeekProps } from 'react-day-picker'
import { fr } from 'react-day-picker/locale'
import { closedDays, closedWeekdays } from 'virtual:content/booking'
import { ui } from 'virtual:content/ui'
import {
  addDays,
  dayToLocalDate,
  firstOfMonth,
  type IsoDay,
  isBookableDay,
  localDateToDay,
  maxDaysAhead,
  mondayOf,
  parisDay,
} from '../../lib/booking-days.ts'
import { fill } from '../../lib/format.ts'
import { formatFrenchDateLine } from '../../lib/french-date.ts'
import * as styles from './BookingCalendar.css.ts'

export interface BookingCalendarProps {
  /** The chosen day, or '' before a choice. */
  selected: IsoDay | ''
  /** Called with the day the parent chooses. */
  onSelect: (day: IsoDay) => void
  /** True for a day with no slot left (all past, or taken in her calendar): it cannot be chosen. */
  isFull?: (day: IsoDay) => boolean
  /** Her first free day, if any: the month it falls in is shown first. */
  firstOpen?: IsoDay
}

const classNames = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  nav: styles.nav,
  button_previous: styles.buttonPrevious,
  button_next: styles.buttonNext,
  chevron: styles.chevron,
  month_caption: styles.monthCaption,
  caption_label: styles.captionLabel,
  month_grid: styles.monthGrid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  today: styles.today,
  selected: styles.selected,
  disabled: styles.disabled,
  footer: styles.footer,
}

/**
 * A week whose every day is hidden (weeks already over, see `hidden` below)
 * is not rendered: on a phone, late in the month, the calendar would
 * otherwise open on rows of days no one can choose.
 */
function VisibleWeek(props: WeekProps) {
  const { getModifiers } = useDayPicker()
  // An empty fragment, not null: react-day-picker types its components as returning an element.
  return props.week.days.every((day) => getModifiers(day).hidden) ? <></> : <Week {...props} />
}

const components = { Week: VisibleWeek }

/** A month calendar in French, Monday first; past days, her closed weekdays, closed days and full days cannot be chosen. */
export default function BookingCalendar({ selected, onSelect, isFull, firstOpen }: BookingCalendarProps) {
  const today = parisDay(new Date())
  // The calendar opens on the first month with a free day, or on the chosen day's.
  const [month, setMonth] = useState(() => dayToLocalDate(selected || firstOpen || today))
  // A day chosen outside it (one of the next free days listed above it) turns it to that day's month.
  const [shown, setShown] = useState(selected)
  if (selected !== shown) {
    setShown(selected)
    if (selected) setMonth(dayToLocalDate(selected))
  }
  return (
    <DayPicker
      mode="single"
      required
      locale={fr}
      weekStartsOn={1}
      // The days are the consultant's, in Paris: « today » is hers (see dayToLocalDate).
      today={dayToLocalDate(today)}
      selected={selected ? dayToLocalDate(selected) : undefined}
      onSelect={(date) => onSelect(localDateToDay(date))}
      month={month}
      onMonthChange={setMonth}
      startMonth={dayToLocalDate(firstOfMonth(today))}
      endMonth={dayToLocalDate(firstOfMonth(addDays(today, maxDaysAhead)))}
      disabled={(date: Date) => {
        const day = localDateToDay(date)
        return !isBookableDay(day, today, { closedDays, closedWeekdays }) || (isFull?.(day) ?? false)
      }}
      // Weeks already over are hidden, so their rows go (VisibleWeek); the past days of this week stay, disabled,
      // so the week reads as a week. Hidden days are skipped by the arrow keys, like disabled ones.
      hidden={{ before: dayToLocalDate(mondayOf(today)) }}
      components={components}
      classNames={classNames}
      footer={selected ? fill(ui.forms.dateChosen, { date: formatFrenchDateLine(selected) }) : ui.forms.dateNone}
    />
  )
}
