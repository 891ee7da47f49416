import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { ui } from 'virtual:content/ui'
import { fill } from '../../lib/format.ts'
import { fragmentId } from '../../lib/fragment.ts'
import { scrollToSection } from '../../lib/motion.ts'
import { documentTitle, matchRoute } from '../../routes.ts'
import { visuallyHidden } from '../../styles/utils.css.ts'

/** Where the visitor was on each page of this visit, by history entry, for the back button. */
const positions = new Map<string, number>()

/**
 * What a full page load would do, done on client-side navigation: a new page
 * opens at its top at once (no animation from where the last one was), the
 * back and forward buttons return where the visitor was, a link to a section
 * lands on it; then the new title, focus on the new h1, and a polite
 * announcement for screen readers.
 */
export function RouteChange() {
  const location = useLocation()
  const { pathname, hash, key } = location
  const navigation = useNavigationType()
  const [announcement, setAnnouncement] = useState('')
  const first = useRef(true)

  // The router, not the browser, puts each page where it belongs: the browser would restore
  // the position before the page it belongs to has rendered.
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const remember = () => positions.set(window.history.state?.key ?? 'default', window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  // Before paint: the new page never shows at the old page's position.
  useLayoutEffect(() => {
    // The first render is the page the server sent: nothing moved.
    if (first.current) return
    const saved = navigation === 'POP' ? positions.get(key) : undefined
    // `instant`, not the page's smooth scrolling (global.css.ts), which would animate from the old position.
    if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' })
    // A link to a section of another page (« /#contact ») lands on that section.
    else if (hash) scrollToSection(fragmentId(hash), 'instant')
    else window.scrollTo({ top: 0, behavior: 'instant' })
  }, [pathname, hash, key, navigation])

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const route = matchRoute(pathname)
    document.title = documentTitle(route)
    setAnnouncement(fill(ui.page.routeAnnouncement, { title: route.title }))
    if (hash) return
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
