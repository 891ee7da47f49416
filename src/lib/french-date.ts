/**
 * Dates as a French reader writes them. The words are fixed French (seven
 * weekdays, twelve months), so a table does it: a date library and its
 * locale would be 6.8 KiB of gzip for the booking form's summary and its
 * e-mail, which need nothing else from it (docs/performance.md).
 */
import { type IsoDay, weekdayNames } from './booking-days.ts'
import { NBSP } from './format.ts'

/** The months as French writes them, January first. */
export const frenchMonths = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const

/** « 2026-11-23 » → « lundi 23 novembre 2026 »; the first of the month is « 1er » in French. */
export function formatFrenchDate(day: IsoDay): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  // In UTC, the calendar day of the numbers themselves, whatever the machine's time zone.
  const weekday = weekdayNames[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]
  return `${weekday} ${date === 1 ? '1er' : date} ${frenchMonths[month - 1]} ${year}`
}

/**
 * 2026-11-12 → « novembre 2026 », joined by a no-break space. The same
 * table, not Intl: the pre-rendered page and the browser write it alike,
 * whatever the visitor's locale.
 */
export function formatMonth(day: string): string {
  const [year, month] = day.split('-')
  return `${frenchMonths[Number(month) - 1] ?? ''}${NBSP}${year ?? ''}`
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
