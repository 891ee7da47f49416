import { describe, expect, it } from 'vitest'
import { closedDays } from '../../content/data/booking.ts'
import {
  closedDayMatchers,
  closedDaysProblems,
  dayOfWeek,
  firstOfMonth,
  isBookableDay,
  isClosedDay,
  isIsoDay,
  isSlotPast,
  parisDay,
  parisTime,
} from '../../src/lib/booking-days.ts'

// Friday 20 November 2026, 10:00 in Paris (UTC+1).
const now = new Date('2026-11-20T09:00:00Z')
const today = parisDay(now)
const holidays = [{ from: '2026-12-25' }, { from: '2027-02-15', to: '2027-02-19' }]

describe('Paris days and times', () => {
  it('reads the day and time in Paris, whatever the machine’s zone', () => {
    expect(today).toBe('2026-11-20')
    expect(parisTime(now)).toBe('10:00')
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    // Summer time: UTC+2.
    expect(parisTime(new Date('2026-07-01T07:30:00Z'))).toBe('09:30')
  })

  it('knows real days from impossible ones', () => {
    expect(isIsoDay('2026-11-23')).toBe(true)
    expect(isIsoDay('2026-02-30')).toBe(false)
    expect(isIsoDay('23/11/2026')).toBe(false)
    expect(isIsoDay('')).toBe(false)
  })

  it('finds the weekday and the first of the month', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0)
    expect(dayOfWeek('2026-11-23')).toBe(1)
    expect(firstOfMonth('2026-11-20')).toBe('2026-11-01')
  })
})

describe('closed-day rules', () => {
  it('closes a single day and every day of a period, both ends included', () => {
    expect(isClosedDay('2026-12-25', holidays)).toBe(true)
    expect(isClosedDay('2026-12-24', holidays)).toBe(false)
    expect(isClosedDay('2027-02-15', holidays)).toBe(true)
    expect(isClosedDay('2027-02-17', holidays)).toBe(true)
    expect(isClosedDay('2027-02-19', holidays)).toBe(true)
    expect(isClosedDay('2027-02-20', holidays)).toBe(false)
  })

  it('lets a parent ask for today and later open days, never a past day, a Sunday or a closed day', () => {
    expect(isBookableDay('2026-11-20', today, holidays)).toBe(true)
    expect(isBookableDay('2026-11-23', today, holidays)).toBe(true)
    expect(isBookableDay('2026-11-19', today, holidays)).toBe(false)
    expect(isBookableDay('2026-11-22', today, holidays)).toBe(false)
    expect(isBookableDay('2026-12-25', today, holidays)).toBe(false)
    expect(isBookableDay('2027-02-18', today, holidays)).toBe(false)
    expect(isBookableDay('pas une date', today, holidays)).toBe(false)
  })

  it('turns closed days into matchers at noon UTC, the same calendar day in Paris', () => {
    const [single, range] = closedDayMatchers(holidays)
    expect(single).toEqual(new Date('2026-12-25T12:00:00Z'))
    expect(range).toEqual({ from: new Date('2027-02-15T12:00:00Z'), to: new Date('2027-02-19T12:00:00Z') })
  })

  it('finds the mistakes the consultant might type in the closed days list', () => {
    expect(closedDaysProblems(holidays)).toEqual([])
    expect(closedDaysProblems([{ from: '25/12/2026' }])).toEqual(['« 25/12/2026 » n’est pas une date AAAA-MM-JJ valide.'])
    expect(closedDaysProblems([{ from: '2026-12-24', to: '2026-02-30' }])).toHaveLength(1)
    expect(closedDaysProblems([{ from: '2027-01-02', to: '2026-12-24' }])).toEqual([
      'La période du 2027-01-02 au 2026-12-24 finit avant de commencer.',
    ])
  })

  it('accepts the closed days the consultant has listed', () => {
    expect(closedDaysProblems(closedDays)).toEqual([])
  })
})

describe('isSlotPast', () => {
  it('closes today’s slots that have begun, and only today’s', () => {
    expect(isSlotPast('2026-11-20', '09:30', now)).toBe(true)
    expect(isSlotPast('2026-11-20', '10:00', now)).toBe(true)
    expect(isSlotPast('2026-11-20', '10:30', now)).toBe(false)
    expect(isSlotPast('2026-11-23', '09:00', now)).toBe(false)
    expect(isSlotPast('2026-11-19', '17:00', now)).toBe(true)
  })
})
