/**
 * A large calendar feed like a busy consultant's after twelve years of use, to
 * measure how fast her calendar is read: 5.7 MB, thousands of single
 * events from 2016 to 2027 with descriptions, places and reminders, weekly
 * and monthly recurring events with taken-out and moved occurrences, written
 * as Google Calendar writes its « adresse secrète » (VTIMEZONE, folded lines,
 * VALARM). Deterministic: the same bytes on every run.
 */
import { parisZone } from './ics.ts'

/** Lines folded at 75 characters, as RFC 5545 asks in octets (and Google does): its words' accents make some lines a little longer. */
function fold(line: string): string {
  const parts = [line.slice(0, 75)]
  for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74))
  return parts.join('\r\n ')
}

const two = (value: number) => String(value).padStart(2, '0')
const stamp = (date: Date) =>
  `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}T${two(date.getUTCHours())}${two(date.getUTCMinutes())}00`

const words = 'visite allaitement tire-lait consultation suivi bébé maman poids tétée conseil rendez-vous téléphone domicile cabinet'.split(' ')

/** The feed, and the number of events it holds. */
export function busyCalendarFeed(): { ics: string; events: number } {
  // A fixed linear congruential generator: the same « random » calendar every time.
  let seed = 20_261_128
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  const sentence = (count: number) => Array.from({ length: count }, () => pick(words)).join(' ')

  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN', 'VERSION:2.0', 'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH', 'X-WR-CALNAME:Consultations', 'X-WR-TIMEZONE:Europe/Paris', ...parisZone]
  let events = 0
  const event = (uid: string, body: string[]) => {
    events++
    lines.push('BEGIN:VEVENT', ...body, `DTSTAMP:20261101T080000Z`, `UID:${uid}@google.com`,
      'CREATED:20160101T080000Z', `DESCRIPTION:${sentence(70)}`, 'LAST-MODIFIED:20261101T080000Z',
      `LOCATION:${Math.floor(random() * 90) + 1} rue des ${pick(words)}\\, 44000 Nantes\\, France`,
      'SEQUENCE:0', 'STATUS:CONFIRMED', `SUMMARY:${sentence(3)}`, 'TRANSP:OPAQUE',
      'BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:This is an event reminder', 'TRIGGER:-P0DT0H30M0S', 'END:VALARM',
      'END:VEVENT')
  }

  // Single events: one or two a working day for twelve years.
  for (let day = Date.UTC(2016, 0, 4); day < Date.UTC(2027, 11, 31); day += 86_400_000) {
    const weekday = new Date(day).getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    for (let count = 1 + Math.floor(random() * 2); count > 0; count--) {
      const start = new Date(day + (8 + Math.floor(random() * 9)) * 3_600_000)
      const end = new Date(start.getTime() + (1 + Math.floor(random() * 2)) * 3_600_000)
      event(`single-${events}`, [`DTSTART;TZID=Europe/Paris:${stamp(start)}`, `DTEND;TZID=Europe/Paris:${stamp(end)}`])
    }
  }
  // Recurring events: weekly ones that ran a year or two, monthly ones still running, with exceptions.
  for (let index = 0; index < 150; index++) {
    const first = new Date(Date.UTC(2016 + Math.floor(random() * 11), Math.floor(random() * 12), 1 + Math.floor(random() * 27), 8 + Math.floor(random() * 9)))
    const end = new Date(first.getTime() + 3_600_000)
    const weekly = index % 3 !== 0
    const rule = weekly
      ? `RRULE:FREQ=WEEKLY;UNTIL=${stamp(new Date(first.getTime() + (200 + Math.floor(random() * 500)) * 86_400_000))}Z`
      : 'RRULE:FREQ=MONTHLY'
    const taken = new Date(first.getTime() + 14 * 86_400_000)
    const uid = `recurring-${index}`
    event(uid, [`DTSTART;TZID=Europe/Paris:${stamp(first)}`, `DTEND;TZID=Europe/Paris:${stamp(end)}`, rule,
      ...(weekly ? [`EXDATE;TZID=Europe/Paris:${stamp(taken)}`] : [])])
    if (weekly) {
      const moved = new Date(first.getTime() + 7 * 86_400_000)
      event(uid, [`RECURRENCE-ID;TZID=Europe/Paris:${stamp(moved)}`,
        `DTSTART;TZID=Europe/Paris:${stamp(new Date(moved.getTime() + 86_400_000))}`,
        `DTEND;TZID=Europe/Paris:${stamp(new Date(moved.getTime() + 90_000_000))}`])
    }
  }
  lines.push('END:VCALENDAR')
  return { ics: lines.map(fold).join('\r\n') + '\r\n', events }
}
