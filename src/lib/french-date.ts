/**
 * Dates as a French reader writes them, through date-fns and its French
 * locale. Only the calendar and the booking send load this module, so
 * date-fns stays out of the other pages.
 */
import { format } from 'date-fns'
import { fr } from 'date-fns/locale/fr'
import type { IsoDay } from './booking-days.ts'
import { NBSP } from './format.ts'

/** « 2026-11-23 » → « lundi 23 novembre 2026 »; the first of the month is « 1er » in French. */
export function formatFrenchDate(day: IsoDay): string {
  const [year, month, date] = day.split('-').map(Number)
  // A local date built from the day's numbers formats to those numbers in any time zone.
  const local = new Date(year ?? 0, (month ?? 1) - 1, date ?? 1)
  return format(local, local.getDate() === 1 ? "EEEE '1er' MMMM yyyy" : 'EEEE d MMMM yyyy', { locale: fr })
}

/**
 * The same date for a reader: « lundi 30 novembre 2026 » with no-break spaces
 * in « 30 novembre 2026 », so a narrow line never leaves the year (or the
 * month) alone on the next one; a break may still come after the weekday.
 * The e-mail keeps formatFrenchDate's plain spaces: its text is not laid out.
 */
export function formatFrenchDateLine(day: IsoDay): string {
  const date = formatFrenchDate(day)
  const weekdayEnd = date.indexOf(' ')
  return date.slice(0, weekdayEnd + 1) + date.slice(weekdayEnd + 1).replaceAll(' ', NBSP)
}

/**
 * « lundi 30 novembre », for a day close enough that its year goes without
 * saying (the next free days): plain spaces, so that in a third of a phone's
 * width it may wrap after the weekday or the day.
 */
export function formatFrenchDay(day: IsoDay): string {
  return formatFrenchDate(day).slice(0, -5)
}
