import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/**
 * What shows that the parent is about to use the booking form: a finger or a
 * button pressed in it, the focus or a key in it, and on a computer the mouse
 * over it (the calendar is in view there at once: its « Chargement du
 * calendrier… » must not wait for a click).
 */
const intents = ['pointerdown', 'focusin', 'keydown', 'pointerover'] as const

/** Where a finger pressed the placeholder, from its top left corner, in CSS pixels. */
interface Tap {
  x: number
  y: number
}

/**
 * Whether the booking form's calendar (react-day-picker and date-fns, about
 * 22 KiB of gzip) is wanted yet: not at hydration, so a first visit that only
 * reads the page does not pay for it (the booking page's JavaScript budget,
 * tests/e2e/quality-budget.spec.ts), but at the parent's first intent in the
 * form, or at once when a draft brings a date back. Until then the server's
 * placeholder stays, as tall as the calendar, so nothing moves when it comes.
 *
 * A finger's press on the placeholder itself is kept and given to the calendar
 * when it arrives (`replayTap`): the day under the finger is chosen, as it would
 * have been had the calendar been there (a mouse asks for the calendar as it
 * comes over the form, well before a click). React has no such queue for a
 * component that is not rendered yet, hence these few lines.
 */
export function useCalendarOnIntent(frame: RefObject<HTMLElement | null>, hydrated: boolean, hasDate: boolean) {
  const [intended, setIntended] = useState(false)
  const tap = useRef<Tap | null>(null)
  const wanted = hydrated && (intended || hasDate)

  useEffect(() => {
    const area = frame.current?.closest('form') ?? frame.current
    if (!hydrated || intended || !area) return
    // The focus came into the form while its script was on its way.
    if (area.contains(document.activeElement)) {
      setIntended(true)
      return
    }
    const start = (event: Event) => {
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return
      if (event.type === 'pointerdown' && frame.current?.contains(event.target as Node)) {
        const box = frame.current.getBoundingClientRect()
        const { clientX, clientY } = event as PointerEvent
        tap.current = { x: clientX - box.left, y: clientY - box.top }
      }
      setIntended(true)
    }
    for (const type of intents) area.addEventListener(type, start, { capture: true, passive: true })
    return () => {
      for (const type of intents) area.removeEventListener(type, start, { capture: true })
    }
  }, [frame, hydrated, intended])

  /** Called once the calendar is on screen: presses the day under the finger that pressed its placeholder, if any. */
  const replayTap = useCallback(() => {
    const pressed = tap.current
    tap.current = null
    const box = frame.current?.getBoundingClientRect()
    if (!pressed || !box) return
    const day = document.elementFromPoint(box.left + pressed.x, box.top + pressed.y)?.closest('button')
    if (day && frame.current?.contains(day) && !day.disabled) day.click()
  }, [frame])

  return { wanted, replayTap }
}

export interface AfterArrivalProps {
  /** What to do once rendered (a tap to replay on the calendar); a new function runs again. */
  then: () => void
}

/** Runs `then` once, when it is rendered: beside the lazy calendar, when the calendar has arrived. */
export function AfterArrival({ then }: AfterArrivalProps) {
  useEffect(() => then(), [then])
  return null
}
