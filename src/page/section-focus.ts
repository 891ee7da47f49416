import { fragmentId } from '../lib/fragment.ts'

/** The element a fragment names on this page, if any. */
const targetOf = (hash: string): HTMLElement | null => {
  const id = fragmentId(hash)
  return id ? document.getElementById(id) : null
}

/**
 * Lets an element that takes no focus (a section, a heading) take it from a
 * link and from script, out of the Tab order; a field keeps its place in it.
 */
const focusable = (target: HTMLElement): void => {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
}

/**
 * A link to a section of the same page (« #contact », the in-page buttons of
 * ScrollButton, a table of contents).
 *
 * At the click, before the browser follows it (at the end of the click's
 * dispatch), its target is made to take the focus; not when a script of the
 * page handles the click itself (a form's list of errors focuses its field),
 * nor for a click that opens another tab. Chromium moves the focus to a
 * target that takes it, or drops it when the target takes none, before it
 * scrolls: with the focus kept, the page is still `html:focus-within` and
 * scrolls smoothly unless the visitor asked for less motion (global.css.ts);
 * dropped, the page jumps. Given at the click rather than in the HTML: a
 * visitor arriving from another page at « /#contact » lands on the section at
 * once, with no focus ring around it.
 *
 * On the address's change (such a link where a browser only moves its Tab
 * starting point, back and forward between sections, an address typed), the
 * target gets the focus: the next Tab continues from the section, and a
 * screen reader reads it.
 */
export function focusSections(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link?.hash || link.origin !== window.location.origin || link.pathname !== window.location.pathname) return
    const target = targetOf(link.hash)
    if (target) focusable(target)
  })
  window.addEventListener('hashchange', () => {
    const target = targetOf(window.location.hash)
    if (!target) return
    focusable(target)
    target.focus({ preventScroll: true })
  })
}
