/** Smooth unless the visitor asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth'
}

/** Scrolls to an element of the page and moves keyboard focus there too. */
export function scrollToSection(id: string, behavior: ScrollBehavior = scrollBehavior()): void {
  const target = document.getElementById(id)
  if (!target) return
  target.scrollIntoView({ behavior, block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}
