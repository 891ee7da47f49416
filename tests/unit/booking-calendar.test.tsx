/** The booking calendar's bounds, rendered to static markup. */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import BookingCalendar from '../../src/components/BookingForm/BookingCalendar.tsx'
import { addDays, maxDaysAhead, parisDay } from '../../src/lib/booking-days.ts'

const nextMonthButton = (html: string) => /<button[^>]*aria-label="[^"]*suivant[^"]*"[^>]*>/i.exec(html)?.[0] ?? ''

afterEach(() => vi.useRealTimers())

it('turns no page beyond the month a year ahead, where the last day a parent may ask falls', () => {
  vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00+01:00') })
  const today = parisDay(new Date())
  const at = (firstOpen: string) => renderToStaticMarkup(<BookingCalendar selected="" onSelect={() => {}} firstOpen={firstOpen} />)
  expect(nextMonthButton(at(today))).not.toMatch(/disabled/)
  expect(nextMonthButton(at(addDays(today, maxDaysAhead)))).toMatch(/disabled/)
})
