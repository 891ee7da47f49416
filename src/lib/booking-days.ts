/**
 * Which days and slots a parent may ask for: no past day, none beyond a year,
 * none of the closed weekdays nor closed days of
 * content/data/booking.yaml, and on today no slot that has already begun. Days are « YYYY-MM-DD » strings of the
 * consultant's calendar in Paris, whatever the visitor's own time zone.
 *
 * No date library here on purpose: the booking form's shell loads with its
 * page, at once, and the page's waiting-request check may load the queue on
 * any page; date-fns comes only with the calendar.
 */

/** The consultant's time zone: days and slots are hers. */
export const bookingTimeZone = 'Europe/Paris'

/** The days of the week as the consultant writes them, Sunday first like `Date#getDay()`. */
export const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const

/** A period of booking.yaml's closed days: « from » alone is one day. */
export interface ClosedPeriod {
  from: string
  to?: string | undefined
}

/** What closes a day: booking.yaml's closed weekdays and closed periods. */
export interface ClosedRules {
  closedDays: readonly ClosedPeriod[]
  closedWeekdays: readonly (typeof weekdayNames)[number][]
}

/** A calendar day, « 2026-11-23 ». */
export type IsoDay = string

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

const hourMs = 3_600_000
const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The last Sunday of a month (0 = January) at 01:00 UTC, in milliseconds. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1))
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * hourMs
}

/**
 * Paris is one hour ahead of UTC, two from the last Sunday of March to the
 * last Sunday of October, both at 01:00 UTC (the European Union's rule since
 * 1996). Worked out here rather than with Intl.DateTimeFormat (or
 * @date-fns/tz, which asks Intl for each offset): its first use with a time
 * zone blocks a phone's main thread for about a tenth of a second (« A light
 * calendar » in docs/performance.md). A unit test compares this with the
 * time zone database, hour by hour, for years ahead.
 */
function partsInParis(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const year = instant.getUTCFullYear()
  const time = instant.getTime()
  const summer = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9)
  const paris = new Date(time + (summer ? 2 : 1) * hourMs)
  return {
    year: String(paris.getUTCFullYear()),
    month: twoDigits(paris.getUTCMonth() + 1),
    day: twoDigits(paris.getUTCDate()),
    hour: twoDigits(paris.getUTCHours()),
    minute: twoDigits(paris.getUTCMinutes()),
  }
}

/**
 * The instant, in milliseconds, of a Paris wall-clock time: « 2026-12-03 »
 * at « 14:00 » is 13:00 UTC, « 2026-07-02 » at « 14:00 » is 12:00 UTC. A
 * slot is compared with her calendar's busy times, and her own calendar's
 * appointment is written, at that instant.
 */
export function parisInstant(day: IsoDay, time: string): number {
  const [year, month, date] = day.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0)
  // Read as winter time first; if that instant is in summer, Paris was one hour further ahead.
  const winter = wall - hourMs
  return parisTime(new Date(winter)) === time.slice(0, 5) ? winter : wall - 2 * hourMs
}

/** The day it is in Paris at `instant`. */
export function parisDay(instant: Date): IsoDay {
  const { year, month, day } = partsInParis(instant)
  return `${year}-${month}-${day}`
}

/** The time it is in Paris at `instant`, « 09:30 ». */
export function parisTime(instant: Date): string {
  const { hour, minute } = partsInParis(instant)
  return `${hour}:${minute}`
}

/** True for a real calendar day written « YYYY-MM-DD » (not « 2026-02-30 »). */
export function isIsoDay(text: string): boolean {
  const match = isoDayPattern.exec(text)
  if (!match) return false
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0))
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day
}

/** Noon UTC of that day, for arithmetic on days that must not depend on any time zone. */
function dayToDate(day: IsoDay): Date {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, 12))
}

/**
 * That day at midnight in the visitor's own time zone. react-day-picker works
 * in that zone: given these dates (and « today » as a Paris day), it shows
 * the consultant's calendar days, wherever the visitor is. Cheaper than its
 * `timeZone` option, whose per-date time zone arithmetic blocked the main
 * thread for a quarter of a second on a phone.
 */
export function dayToLocalDate(day: IsoDay): Date {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1)
}

/** The day of a date react-day-picker gives back, read in the visitor's time zone. */
export function localDateToDay(date: Date): IsoDay {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}

/** 0 for Sunday … 6 for Saturday. */
export function dayOfWeek(day: IsoDay): number {
  return dayToDate(day).getUTCDay()
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: IsoDay, count: number): IsoDay {
  const date = dayToDate(day)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** The first day of that day's month, « 2026-11-01 ». */
export function firstOfMonth(day: IsoDay): IsoDay {
  return `${day.slice(0, 8)}01`
}

/** The Monday of that day's week (weeks start on Monday, as in the calendar), « 2026-11-16 » for « 2026-11-20 ». */
export function mondayOf(day: IsoDay): IsoDay {
  const date = dayToDate(day)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

/** True when one of the consultant's closed periods covers `day` (both ends included). */
export function isClosedDay(day: IsoDay, closedDays: readonly ClosedPeriod[]): boolean {
  // « YYYY-MM-DD » strings sort like the days they name.
  return closedDays.some((period) => day >= period.from && day <= (period.to ?? period.from))
}

/** True when she receives on `day`: not one of her closed weekdays, nor in one of her closed periods. */
export function isOpenDay(day: IsoDay, closed: ClosedRules): boolean {
  return !closed.closedWeekdays.includes(weekdayNames[dayOfWeek(day)] ?? 'dimanche') && !isClosedDay(day, closed.closedDays)
}

/** How far ahead a parent may ask: a year. */
export const maxDaysAhead = 366

/**
 * True when a parent may ask for `day`, seen from `today` (both Paris days):
 * no past day, none beyond a year, no closed weekday, no closed day. The
 * calendar uses it as its matcher, the form before sending and the auto-reply
 * on the host: the rule is written once.
 */
export function isBookableDay(day: IsoDay, today: IsoDay, closed: ClosedRules): boolean {
  return isIsoDay(day) && day >= today && day <= addDays(today, maxDaysAhead) && isOpenDay(day, closed)
}

/** The slots of the day in two groups, before noon and from noon, each in its order; an empty group is left out. */
export function slotsByPartOfDay(slots: readonly string[]): { part: 'morning' | 'afternoon'; slots: string[] }[] {
  const morning = slots.filter((slot) => slot < '12:00')
  const afternoon = slots.filter((slot) => slot >= '12:00')
  return [
    { part: 'morning' as const, slots: morning },
    { part: 'afternoon' as const, slots: afternoon },
  ].filter((group) => group.slots.length > 0)
}

/** True when `slot` (« 09:30 ») on `day` has already begun at `now`. */
export function isSlotPast(day: IsoDay, slot: string, now: Date): boolean {
  const today = parisDay(now)
  return day < today || (day === today && slot <= parisTime(now))
}

/**
 * True when a parent may still ask for `slot` on `day`, at `now`: a day she may be asked for, one of her slots, not
 * begun. The auto-reply function's rule, which her off-site tool says before a tap.
 */
export function isBookableSlot(day: IsoDay, slot: string, now: Date, open: { closed: ClosedRules; slots: readonly string[] }): boolean {
  return isBookableDay(day, parisDay(now), open.closed) && open.slots.includes(slot) && !isSlotPast(day, slot, now)
}

/** A day a parent may choose, with its first slot still free. */
export interface Opening {
  day: IsoDay
  slot: string
}

/** How many next openings the booking form lists above its calendar. */
export const nextOpeningsShown = 3

/**
 * The next `count` days that still have a free slot, from `now` on, each
 * with its first free slot: a day her rules open (isBookableDay) whose slot
 * has not begun and is not taken (`isTaken`: her calendar's busy times). Looks
 * a year ahead at most, so a calendar closed for good ends the search.
 */
export function nextOpenings(options: {
  now: Date
  count: number
  closed: ClosedRules
  slots: readonly string[]
  isTaken: (day: IsoDay, slot: string) => boolean
}): Opening[] {
  const { now, count, closed, slots, isTaken } = options
  const today = parisDay(now)
  const found: Opening[] = []
  for (let day = today; found.length < count && day <= addDays(today, maxDaysAhead); day = addDays(day, 1)) {
    if (!isBookableDay(day, today, closed)) continue
    const slot = slots.find((each) => !isSlotPast(day, each, now) && !isTaken(day, each))
    if (slot) found.push({ day, slot })
  }
  return found
}

/**
 * Whether the next openings are not all in the month the calendar opens on
 * (the month of the first): late in a month, the next free days are then
 * listed above the calendar, in view without turning its page.
 */
export function openingsLeaveMonth(openings: readonly Opening[]): boolean {
  const month = openings[0]?.day.slice(0, 7)
  return openings.some((opening) => opening.day.slice(0, 7) !== month)
}
