/**
 * Her calendar as the booking tests read it, from content/data/booking.yaml: a frozen « today », the days she
 * opens, her slots by position, and how the form writes a day and a slot.
 */
import { addDays, nextOpeningsShown } from '../../src/lib/booking-days.ts'
import { fill, formatTime } from '../../src/lib/format.ts'
import { booking, ui } from './content.ts'

/** « Today » in the calendar tests: Friday 20 November 2026, 10:00 in Paris. */
export const frozenNow = new Date('2026-11-20T10:00:00+01:00')
/** That day, as content/data/booking.yaml writes days. */
export const frozenToday = '2026-11-20'

/** « Today » late in a month, when the next free days may be listed above the calendar: Saturday 28 November 2026, 10:00 in Paris. */
export const lateNow = new Date('2026-11-28T10:00:00+01:00')
/** That day, as content/data/booking.yaml writes days. */
export const lateToday = '2026-11-28'

const frenchDay = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const weekdays = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']

/** 2026-12-01 → « mardi 1 décembre 2026 », as the calendar names its days (react-day-picker, date-fns's locale). */
export const dayLabel = (day: string): string => frenchDay.format(new Date(`${day}T12:00:00Z`))

/** 2026-12-01 → « mardi 1er décembre 2026 », as the site writes a day: its summary, the recap, the e-mails. */
export const writtenDay = (day: string): string => dayLabel(day).replace(/^(\S+) 1 /, '$1 1er ')

/**
 * Whether content/data/booking.yaml lets a parent ask for that day: not a
 * closed weekday, not in a closed period. Written here from her rules, not
 * taken from the site's code, so that the tests check the calendar.
 */
export function isOpenDay(day: string): boolean {
  const weekday = weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? ''
  if ((booking.closedWeekdays as readonly string[]).includes(weekday)) return false
  return !booking.closedDays.some((period) => period.from <= day && day <= (period.to ?? period.from))
}

/** The first `count` days she opens from `from` on (included). */
export function openDays(count: number, from = addDays(frozenToday, 1)): string[] {
  const found: string[] = []
  for (let day = from; found.length < count; day = addDays(day, 1)) {
    if (day > addDays(from, 366)) throw new Error(`content/data/booking.yaml opens fewer than ${count} days in a year from ${from}`)
    if (isOpenDay(day)) found.push(day)
  }
  return found
}

/** Her next open days from `lateToday`: the form lists them above its calendar when they leave November. */
export const lateOpenings = openDays(nextOpeningsShown, lateToday)
/** Whether all of them are in November: then the form lists none, and its tests of the list are skipped. */
export const lateInNovemberOnly = lateOpenings.every((day) => day.startsWith('2026-11'))

/** Her time slots, in order; the tests pick them by position, never by time. */
export function slotAt(index: number): string {
  const slot = booking.timeSlots.at(index)
  if (!slot) throw new Error(`content/data/booking.yaml has no time slot at ${index}`)
  return slot
}

/** The visible line under the calendar once a day is chosen. */
export const dateChosen = (day: string) => fill(ui.forms.dateChosen, { date: writtenDay(day) })

/** A slot of booking.yaml (« 09:30 ») as the form names its radio button, in French (« 9 h 30 »). */
export const slotName = (slot: string) => formatTime(slot)
