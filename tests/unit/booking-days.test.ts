/**
 * The booking calendar's days, in Paris whatever the machine's zone: which
 * day it is, which days and slots a parent may ask for.
 */
import { describe, expect, it } from 'vitest'
import { addDays, bookingTimeZone, dayOfWeek, dayToLocalDate, firstOfMonth, isBookableDay, isBookableSlot, isClosedDay, isIsoDay, isSlotPast, localDateToDay, maxDaysAhead, mondayOf, nextOpenings, openingsLeaveMonth, parisDay, parisTime, slotsByPartOfDay } from '../../src/lib/booking-days.ts'

// Friday 20 November 2026, 10:00 in Paris (UTC+1).
const now = new Date('2026-11-20T09:00:00Z')
const today = parisDay(now)
const holidays = [{ from: '2026-12-25' }, { from: '2027-02-15', to: '2027-02-19' }]

describe('Paris days and times', () => {
  it('reads the day and time in Paris as the time zone database does, whatever the machine’s zone, every hour of 2026 to 2035, clock changes included', () => {
    const twoDigits = { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const
    const database = new Intl.DateTimeFormat('en-GB', { timeZone: bookingTimeZone, year: 'numeric', ...twoDigits, hourCycle: 'h23' })
    const mismatches: string[] = []
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2036, 0, 1); time += 3_600_000) {
      const instant = new Date(time)
      const parts = Object.fromEntries(database.formatToParts(instant).map((part) => [part.type, part.value]))
      const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
      const actual = `${parisDay(instant)} ${parisTime(instant)}`
      if (actual !== expected) mismatches.push(`${instant.toISOString()}: ${actual} ≠ ${expected}`)
    }
    expect(mismatches.slice(0, 5)).toEqual([])
    // Minutes too; the clocks go forward at 01:00 UTC on the last Sunday of March.
    expect(parisTime(new Date('2027-03-28T00:59:00Z'))).toBe('01:59')
    expect(parisTime(new Date('2027-03-28T01:00:00Z'))).toBe('03:00')
  })

  it('knows real days, and finds the weekday, the first of the month and the Monday of a week (Sunday ends it)', () => {
    expect(['2026-11-23', '2026-02-30', '23/11/2026', ''].filter(isIsoDay)).toEqual(['2026-11-23'])
    expect(['2026-11-22', '2026-11-23'].map(dayOfWeek)).toEqual([0, 1])
    expect(firstOfMonth('2026-11-20')).toBe('2026-11-01')
    // Across months and years.
    expect(['2026-11-20', '2026-11-16', '2026-11-22', '2026-11-01', '2027-01-03'].map(mondayOf)).toEqual(['2026-11-16', '2026-11-16', '2026-11-16', '2026-10-26', '2026-12-28'])
  })
})

describe('closed-day rules', () => {
  it('closes a single day and every day of a period, both ends included', () => {
    const days = ['2026-12-24', '2026-12-25', '2027-02-14', '2027-02-15', '2027-02-17', '2027-02-19', '2027-02-20']
    expect(days.filter((day) => isClosedDay(day, holidays))).toEqual(['2026-12-25', '2027-02-15', '2027-02-17', '2027-02-19'])
  })

  const closed = { closedDays: holidays, closedWeekdays: ['dimanche'] as const }

  it('lets a parent ask for today and later open days, never a past day, a closed day, or a weekday she closes', () => {
    const days = ['2026-11-19', '2026-11-20', '2026-11-22', '2026-11-23', '2026-12-25', '2027-02-18', 'pas une date']
    expect(days.filter((day) => isBookableDay(day, today, closed))).toEqual(['2026-11-20', '2026-11-23'])
    // The weekdays she lists, and no other.
    const weekend = ['2026-11-21', '2026-11-22']
    expect(weekend.filter((day) => isBookableDay(day, today, { closedDays: [], closedWeekdays: ['samedi', 'dimanche'] }))).toEqual([])
    expect(weekend.filter((day) => isBookableDay(day, today, { closedDays: [], closedWeekdays: [] }))).toEqual(weekend)
  })

  it('lets a parent ask up to a year ahead, not a day beyond: the calendar, the form and the auto-reply share the limit', () => {
    const open = { closedDays: [], closedWeekdays: [] }
    expect(isBookableDay(addDays(today, maxDaysAhead), today, open)).toBe(true)
    expect(isBookableDay(addDays(today, maxDaysAhead + 1), today, open)).toBe(false)
  })

  it('goes from a day to the local date the calendar shows and back, month and year ends included', () => {
    for (const day of ['2026-11-23', '2026-12-31', '2027-01-01', '2028-02-29', '2027-03-28', '2027-10-31']) {
      const date = dayToLocalDate(day)
      expect([date.getHours(), date.getMinutes()]).toEqual([0, 0])
      expect(localDateToDay(date)).toBe(day)
    }
    expect(localDateToDay(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23')
  })
})

describe('slots', () => {
  it('isSlotPast closes today’s slots that have begun, and only today’s', () => {
    const slots = ['2026-11-20 09:30', '2026-11-20 10:00', '2026-11-20 10:30', '2026-11-23 09:00', '2026-11-19 17:00']
    expect(slots.filter((slot) => isSlotPast(slot.slice(0, 10), slot.slice(11), now))).toEqual(['2026-11-20 09:30', '2026-11-20 10:00', '2026-11-19 17:00'])
  })

  it('slotsByPartOfDay splits the slots at noon, each group in its order, and leaves an empty group out', () => {
    expect(slotsByPartOfDay(['09:00', '11:30', '12:00', '14:00'])).toEqual([
      { part: 'morning', slots: ['09:00', '11:30'] },
      { part: 'afternoon', slots: ['12:00', '14:00'] },
    ])
    expect(slotsByPartOfDay(['14:00', '15:00'])).toEqual([{ part: 'afternoon', slots: ['14:00', '15:00'] }])
  })
})

describe('the next openings', () => {
  const closed = { closedDays: holidays, closedWeekdays: ['dimanche'] as const }
  const slots = ['09:00', '10:00', '14:00']
  const free = () => false

  it('on the 28th of a month (a Saturday), gives the last open day of the month and the first ones of the next, each with its first free slot, past slots and taken ones skipped', () => {
    // Saturday 28 November 2026, 09:30 in Paris: 09:00 has begun, Sunday 29 is closed.
    const late = new Date('2026-11-28T08:30:00Z')
    const openings = nextOpenings({ now: late, count: 3, closed, slots, isTaken: (day, slot) => day === '2026-11-30' && slot === '09:00' })
    expect(openings).toEqual([
      { day: '2026-11-28', slot: '10:00' },
      { day: '2026-11-30', slot: '10:00' },
      { day: '2026-12-01', slot: '09:00' },
    ])
    expect(openingsLeaveMonth(openings)).toBe(true)
  })

  it('skips a day whose every slot is past or taken, and her closed periods', () => {
    const evening = new Date('2026-12-24T17:00:00Z')
    const openings = nextOpenings({ now: evening, count: 2, closed, slots, isTaken: (day) => day === '2026-12-26' })
    // 24th: all begun; 25th: closed; 26th: taken all day; 27th: Sunday.
    expect(openings).toEqual([
      { day: '2026-12-28', slot: '09:00' },
      { day: '2026-12-29', slot: '09:00' },
    ])
  })

  it('in the middle of a month, the next days stay in it: nothing to list above the calendar', () => {
    const openings = nextOpenings({ now, count: 3, closed, slots, isTaken: free })
    expect(openings.map((opening) => opening.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-23'])
    expect(openingsLeaveMonth(openings)).toBe(false)
  })

  it('ends its search a year ahead when every day is closed', () => {
    const allClosed = { closedDays: [{ from: '2026-01-01', to: '2030-01-01' }], closedWeekdays: [] }
    expect(nextOpenings({ now, count: 3, closed: allClosed, slots, isTaken: free })).toEqual([])
    expect(openingsLeaveMonth([])).toBe(false)
  })
})

it('a slot a parent may still ask: on a day she opens, one of her slots, not begun', () => {
  const open = { closed: { closedWeekdays: ['dimanche'] as const, closedDays: [{ from: '2026-12-24', to: '2026-12-26' }] }, slots: ['09:00', '14:00'] }
  const now = new Date('2026-12-01T10:00:00+01:00')
  expect(isBookableSlot('2026-12-03', '14:00', now, open)).toBe(true)
  expect(isBookableSlot('2026-12-03', '10:00', now, open)).toBe(false)
  expect(isBookableSlot('2026-12-06', '14:00', now, open)).toBe(false)
  expect(isBookableSlot('2026-12-25', '14:00', now, open)).toBe(false)
  expect(isBookableSlot('2026-12-01', '09:00', now, open)).toBe(false)
  expect(isBookableSlot('2026-12-01', '14:00', now, open)).toBe(true)
})
