import { startTransition, useEffect, useState } from 'react'
import { timeSlots } from 'virtual:content/booking'
import { fetchAvailability, isSlotTaken } from '../../lib/availability.ts'
import { type IsoDay, isSlotPast, nextOpenings, nextOpeningsShown, parisDay } from '../../lib/booking-days.ts'
import type { BookingDraft, SetDraft } from '../../lib/booking-request.ts'
import type { CalendarState } from '../../lib/calendar-line.ts'
import { closed, spanOfChoice } from './booking-data.ts'

/**
 * Her busy times, asked once the page is interactive, and what they make of the draft's choice: which slots
 * are taken, which days full, her next openings. Until they come, or if they never do, every slot is offered.
 * A chosen day or slot they (or a longer offer) make impossible is let go, so the form never sends a taken slot;
 * a slot let go is said (`letGo`) until the parent chooses another.
 */
export function useAvailability(hydrated: boolean, draft: BookingDraft, setValues: SetDraft) {
  // `undefined` while awaited, `null` when no answer came: her request e-mail tells the two apart.
  const [availability, setAvailability] = useState<CalendarState>(undefined)
  useEffect(() => {
    if (!hydrated) return
    let current = true
    // The form's render with them yields to a tap (a transition): they change no field.
    void fetchAvailability(parisDay(new Date())).then((answer) => current && startTransition(() => setAvailability(answer)))
    return () => {
      current = false
    }
  }, [hydrated])

  const span = spanOfChoice(draft.service, draft.offer)
  const isTaken = (day: IsoDay, slot: string) => isSlotTaken(day, slot, availability ?? null, span)
  const isFull = (day: IsoDay) => timeSlots.every((slot) => isSlotPast(day, slot, new Date()) || isTaken(day, slot))
  // Her next free days, each with its first free time; none in the server's HTML, which « today » would outlive.
  const openings = hydrated ? nextOpenings({ now: new Date(), count: nextOpeningsShown, closed, slots: timeSlots, isTaken }) : []

  const chosenFull = draft.date !== '' && isFull(draft.date)
  const chosenTaken = draft.date !== '' && draft.slot !== '' && isTaken(draft.date, draft.slot)
  const [letGo, setLetGo] = useState<{ day: IsoDay; slot: string } | undefined>(undefined)
  useEffect(() => {
    if (!chosenFull && !chosenTaken) return
    if (draft.slot) setLetGo({ day: draft.date, slot: draft.slot })
    setValues((current) => ({ ...current, slot: '', ...(chosenFull ? { date: '' } : {}) }))
  }, [chosenFull, chosenTaken, draft.date, draft.slot, setValues])
  useEffect(() => {
    if (draft.slot) setLetGo(undefined)
  }, [draft.slot])

  return { availability, isTaken, isFull, openings, letGo }
}
