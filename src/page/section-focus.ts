import { fragmentId } from '../lib/fragment.ts'

/**
 * A link to a section of the same page (« #contact », the in-page buttons of
 * ScrollButton): the browser scrolls there, smoothly unless the visitor asked
 * for less motion (global.css.ts), and puts the keyboard focus there when the
 * section takes it (Section.tsx). This does too where a browser only moves
 * its Tab starting point, so the next Tab continues from the section and a
 * screen reader reads it; and for a target that takes no focus, it gives it.
 */
export function focusSections(): void {
  window.addEventListener('hashchange', () => {
    const id = fragmentId(window.location.hash)
    const target = id ? document.getElementById(id) : null
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  })
}
