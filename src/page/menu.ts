/**
 * The phone menu of the header (src/components/Header): the toggle opens and
 * closes the panel, and so do a tap on the dimmed page beside it and Escape,
 * which puts the keyboard back on the toggle. A few lines of plain script
 * rather than a React island: the menu has one state, and every page would
 * otherwise load React for it. The browser loads a new page on every link, so
 * a link never needs to close the menu; a page restored from the back-forward
 * cache comes back closed.
 */
export function enhanceMenu(root: ParentNode = document): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  const backdrop = root.querySelector<HTMLElement>('[data-menu-backdrop]')
  if (!toggle || !panel || !backdrop) return

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open))
    panel.toggleAttribute('data-open', open)
    backdrop.hidden = !open
  }
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true'

  toggle.addEventListener('click', () => setOpen(!isOpen()))
  backdrop.addEventListener('click', () => setOpen(false))
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return
    setOpen(false)
    toggle.focus()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setOpen(false)
  })
}
