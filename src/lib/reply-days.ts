/**
 * When the withdrawal period of an appointment can end at the latest, to know
 * whether the confirmation must ask for the express request (Code de la
 * consommation, L221-25): the 14 days run from the day she confirms, and she
 * confirms within her reply time, counted in the days she works: not a
 * Sunday, a public holiday, a weekday she closes nor one of her closed days
 * (her words must say so: « 24 h, hors samedis, dimanches et jours fériés »,
 * which the check holds to her closed weekdays). A request sent on a Saturday
 * before a public holiday Monday can be confirmed on the Tuesday: an
 * appointment 17 days after the request is then still within the 14 days.
 * Counting one day too many only asks for the express request once more.
 *
 * The French public holidays are computed here: ten lines of arithmetic
 * (Easter by the Gregorian computus) against a dependency for one country.
 */
import { addDays, type ClosedRules, dayOfWeek, type IsoDay, isOpenDay } from './booking-days.ts'

/** The withdrawal period of a contract at a distance, in days (L221-18). */
const withdrawalDays = 14

/** Easter Sunday of `year` (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
function easter(year: number): IsoDay {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The eleven public holidays of metropolitan France in `year`. */
function frenchPublicHolidays(year: number): IsoDay[] {
  const sunday = easter(year)
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map((date) => `${year}-${date}`)
  // Easter Monday, Ascension Thursday, Whit Monday.
  return [...fixed, addDays(sunday, 1), addDays(sunday, 39), addDays(sunday, 50)].sort()
}

function isWorkingDay(day: IsoDay, closed: ClosedRules): boolean {
  return dayOfWeek(day) !== 0 && isOpenDay(day, closed) && !frenchPublicHolidays(Number(day.slice(0, 4))).includes(day)
}

/**
 * Her reply time in days, read from her words (practice.yaml's `responseTime`):
 * « 24 h » is 1 day, « 48 h » 2, « 3 jours » 3. `undefined` when the words
 * give no figure: the confirmation then always asks for the express request,
 * which is never wrong, only sometimes unneeded.
 */
export function replyDaysOf(responseTime: string): number | undefined {
  const hours = /(\d+)\s*h(?:eures?)?\b/i.exec(responseTime)
  if (hours) return Math.max(1, Math.ceil(Number(hours[1]) / 24))
  const days = /(\d+)\s*jours?\b/i.exec(responseTime)
  return days ? Math.max(1, Number(days[1])) : undefined
}

/** The last day she can confirm a request sent on `sentOn`: `replyDays` of her working days later. */
function latestConfirmationDay(sentOn: IsoDay, replyDays: number, closed: ClosedRules): IsoDay {
  let day = sentOn
  for (let left = replyDays; left > 0; ) {
    day = addDays(day, 1)
    if (isWorkingDay(day, closed)) left -= 1
  }
  return day
}

/**
 * Whether an appointment on `day`, asked on `sentOn`, can fall within the
 * withdrawal period: on or before the 14th day after the latest day she can
 * confirm. Unknown reply time (`undefined`): always.
 */
export function needsExpressRequest(request: { day: IsoDay; sentOn: IsoDay }, replyDays: number | undefined, closed: ClosedRules): boolean {
  if (replyDays === undefined) return true
  return request.day <= addDays(latestConfirmationDay(request.sentOn, replyDays, closed), withdrawalDays)
}
