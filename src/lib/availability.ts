/**
 * Her busy times in the booking form: asked once the page is interactive
 * (never before its first paint), from the host's function
 * (src/functions/availability.ts). Whatever goes wrong (no function on this
 * host, no calendar, a slow answer) the form offers every slot, as before.
 */
import { type IsoDay, isIsoDay, parisInstant } from './booking-days.ts'

export const availabilityPath = '/api/availability'

/** The busy stretches the function knows, for the Paris days from `from` to `to` (excluded). */
export interface Availability {
  from: IsoDay
  to: IsoDay
  busy: readonly (readonly [number, number])[]
}

/** What the function answered, or null when it is not an answer of its own (a host's 404 page…). */
export function readAvailability(body: unknown): Availability | null {
  if (typeof body !== 'object' || body === null) return null
  const { from, to, busy } = body as Record<string, unknown>
  if (typeof from !== 'string' || typeof to !== 'string' || !isIsoDay(from) || !isIsoDay(to) || !Array.isArray(busy)) return null
  const stretches = busy.filter(
    (item): item is [number, number] => Array.isArray(item) && item.length === 2 && item.every((value) => Number.isFinite(value)),
  )
  return stretches.length === busy.length ? { from, to, busy: stretches } : null
}

/** Asks the function for the days from `today`; null after 4 s or on any failure. */
export async function fetchAvailability(today: IsoDay): Promise<Availability | null> {
  try {
    const answer = await fetch(`${availabilityPath}?from=${today}`, { signal: AbortSignal.timeout(4_000) })
    return answer.ok ? readAvailability(await answer.json()) : null
  } catch {
    return null
  }
}

/** How long an appointment keeps her: its length, and her travel time before and after a home visit. */
export interface Span {
  minutes: number
  margin: number
}

/** True when an appointment at `slot` on `day`, with its travel time, would meet one of her busy stretches. */
export function isSlotTaken(day: IsoDay, slot: string, availability: Availability | null, span: Span): boolean {
  if (!availability || day < availability.from || day >= availability.to) return false
  const start = parisInstant(day, slot) - span.margin * 60_000
  const end = parisInstant(day, slot) + (span.minutes + span.margin) * 60_000
  return availability.busy.some(([busyStart, busyEnd]) => busyStart < end && start < busyEnd)
}
