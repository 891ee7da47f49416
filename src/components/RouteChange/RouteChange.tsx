import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { ui } from 'virtual:content/ui'
import { fill } from '../../lib/format.ts'
import { scrollBehavior, scrollToSection } from '../../lib/motion.ts'
import { documentTitle, matchRoute } from '../../routes.ts'
import { visuallyHidden } from '../../styles/utils.css.ts'

/**
 * What a full page load would do, done on client-side navigation: back to the
 * top (smoothly, unless reduced motion is asked for), the new title, focus on
 * the new h1, and a polite announcement for screen readers.
 */
export function RouteChange() {
  const { pathname, hash } = useLocation()
  const [announcement, setAnnouncement] = useState('')
  const first = useRef(true)

  useEffect(() => {
    // The first render is the page the server sent: nothing moved.
    if (first.current) {
      first.current = false
      return
    }
    const route = matchRoute(pathname)
    document.title = documentTitle(route)
    setAnnouncement(fill(ui.page.routeAnnouncement, { title: route.title }))
    // A link to a section of another page (« /#contact ») lands on that section.
    if (hash) {
      scrollToSection(decodeURIComponent(hash.slice(1)))
      return
    }
    window.scrollTo({ top: 0, behavior: scrollBehavior() })
    const heading = document.querySelector<HTMLElement>('main h1')
    if (heading) {
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }
  }, [pathname, hash])

  return (
    <p className={visuallyHidden} aria-live="polite">
      {announcement}
    </p>
  )
}
