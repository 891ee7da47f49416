/**
 * An iCalendar file cut into its events, each with the line where it starts,
 * before any of them is parsed.
 *
 * Why by hand, around ical.js rather than in it: ical.js has no lenient mode.
 * `ICAL.parse` reads the whole file or throws at its first bad line (a broken
 * fold, an unclosed component), and one bad event then cost her the whole
 * calendar. Cut along its BEGIN:VEVENT / END:VEVENT lines, each event is
 * parsed on its own, and one that cannot be read costs that event only. The
 * cut also lets a single event far from the window be passed over from its
 * DTSTART and DTEND lines, without being parsed: most of a feed of ten years.
 * Nothing else is read from the text here; ical.js reads each event.
 */

/** One VEVENT of the file, as written. */
export interface EventText {
  /** The 1-based line of the file where its BEGIN:VEVENT stands. */
  line: number
  /** Its lines, VALARMs and folds included, from BEGIN:VEVENT to END:VEVENT. */
  text: string
  /** Its own properties (not its VALARMs'), unfolded: « DTSTART;TZID=Europe/Paris:20261105T140000 ». */
  properties: string[]
  /** Whether it was cut off: no END:VEVENT before the next event or the end of the calendar. */
  unclosed: boolean
}

/** Whether a text is an iCalendar file at all: it opens with BEGIN:VCALENDAR (an HTML sign-in page, a 404 body or JSON does not). */
export function isCalendarText(text: string): boolean {
  return /^\uFEFF?\s*BEGIN:VCALENDAR\s*(\r\n|\n|\r|$)/i.test(text)
}

const line = (raw: string) => raw.trim().toUpperCase()

/** The file's events, in order. */
export function eventTexts(text: string): EventText[] {
  const lines = text.split(/\r\n|\n|\r/)
  const events: EventText[] = []
  let current: { line: number; lines: string[]; properties: string[] } | null = null
  // Depth of components inside the event (its VALARMs): their properties are not the event's.
  let depth = 0
  const close = (unclosed: boolean) => {
    if (!current) return
    events.push({ line: current.line, text: current.lines.join('\r\n'), properties: current.properties, unclosed })
    current = null
  }
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] as string
    const upper = line(raw)
    if (upper === 'BEGIN:VEVENT') {
      close(true)
      current = { line: index + 1, lines: [raw], properties: [] }
      depth = 0
      continue
    }
    if (!current) continue
    const event: { line: number; lines: string[]; properties: string[] } = current
    if (upper === 'END:VCALENDAR') {
      close(true)
      continue
    }
    event.lines.push(raw)
    if (upper === 'END:VEVENT' && depth === 0) {
      close(false)
    } else if (upper.startsWith('BEGIN:')) {
      depth++
    } else if (upper.startsWith('END:')) {
      depth = Math.max(0, depth - 1)
    } else if (depth === 0) {
      // A line that begins with a space or a tab continues the one before (RFC 5545 folding).
      if ((raw.startsWith(' ') || raw.startsWith('\t')) && event.properties.length) {
        event.properties[event.properties.length - 1] += raw.slice(1)
      } else {
        event.properties.push(raw)
      }
    }
  }
  close(true)
  return events
}

/** The property's name, upper case: « DTSTART » of « DTSTART;TZID=Europe/Paris:2026… ». */
export const propertyName = (property: string) => (/^[^;:]*/.exec(property)?.[0] ?? '').toUpperCase()

const dayOfValue = /:(\d{4})(\d{2})(\d{2})(?:T\d{6}Z?)?\s*$/

/** A date property's day as midnight UTC of that date, or null: « DTSTART;TZID=…:20261105T140000 » → 5 November 2026. */
export function dayOf(property: string | undefined): number | null {
  const match = property ? dayOfValue.exec(property) : null
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
}
