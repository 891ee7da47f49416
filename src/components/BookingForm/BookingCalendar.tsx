/**
 * The booking calendar, loaded only on /rendez-vous and only after
 * hydration (BookingForm imports it lazily): react-day-picker and date-fns
 * stay out of every other page, and a calendar that depends on « today » is
 * never in the server's HTML, where it would go stale.
 */
import { useState } from 'react'
import { DayPicker, useDayPicker, Week, type WeekProps } from 'react-day-picker'
import { fr } from 'react-day-picker/locale'
import { closedDays, closedWeekdays, timeSlots } from 'virtual:content/booking'
import { ui } from 'virtual:content/ui'
import {
  dayToLocalDate,
  firstOfMonth,
  type IsoDay,
  isBookableDay,
  localDateToDay,
  mondayOf,
  nextOpenings,
  openingsLeaveMonth,
  parisDay,
} from '../../lib/booking-days.ts'
import { fill, formatTime } from '../../lib/format.ts'
import { formatFrenchDateLine, formatFrenchDay } from '../../lib/french-date.ts'
import * as styles from './BookingCalendar.css.ts'

export interface BookingCalendarProps {
  /** The chosen day, or '' before a choice. */
  selected: IsoDay | ''
  onSelect: (day: IsoDay) => void
  /** A day and its slot chosen at once, from the next openings listed above the calendar. */
  onPick?: (day: IsoDay, slot: string) => void
  /** True for a day with no slot left (all past, or taken in her calendar): it cannot be chosen. */
  isFull?: (day: IsoDay) => boolean
  /** True for a slot her calendar (when known) says is taken on that day. */
  isTaken?: (day: IsoDay, slot: string) => boolean
}

/** How many of the next free days are listed when the month shown has fewer left. */
const openingsListed = 3

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

/** A month calendar in French, Monday first; past days, closed weekdays (Sunday), closed days and full days cannot be chosen. */
export default function BookingCalendar({ selected, onSelect, onPick, isFull, isTaken = () => false }: BookingCalendarProps) {
  const now = new Date()
  const today = parisDay(now)
  const openings = nextOpenings({ now, count: openingsListed, closed: { closedDays, closedWeekdays }, slots: timeSlots, isTaken })
  // The calendar opens on the first month with a free day; late in a month, the next free days are listed
  // above it, so they are in view without turning its page.
  const [month, setMonth] = useState(() => dayToLocalDate(selected || openings[0]?.day || today))
  return (
    <>
      {onPick && openingsLeaveMonth(openings) ? (
        <div role="group" aria-label={ui.forms.nextOpenings} className={styles.openings}>
          <p className={styles.openingsTitle}>
            {ui.forms.nextOpenings}
          </p>
          <ul className={styles.openingList}>
            {openings.map((opening) => (
              <li key={opening.day}>
                <button
                  type="button"
                  className={styles.opening}
                  aria-pressed={selected === opening.day}
                  onClick={() => {
                    onPick(opening.day, opening.slot)
                    setMonth(dayToLocalDate(opening.day))
                  }}
                >
                  <span>{formatFrenchDay(opening.day)}</span>
                  <strong>{formatTime(opening.slot)}</strong>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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
    </>
  )
}
