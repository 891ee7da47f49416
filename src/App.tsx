import { MDXProvider } from '@mdx-js/react'
import { lazy, Suspense, use, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Footer } from './components/Footer/Footer.tsx'
import { Header } from './components/Header/Header.tsx'
import { PreviewBanner } from './components/PreviewBanner/PreviewBanner.tsx'
import { RouteChange } from './components/RouteChange/RouteChange.tsx'
import type { FormKind } from './lib/email-client.ts'
import { queuedKinds, takeQueued } from './lib/queued-request.ts'
import { ui } from 'virtual:content/ui'
import { showPreviewBanner } from 'virtual:content/preview'
import { mdxComponents } from './mdx-components.tsx'
import { type AppRoute, loadedPage, matchRoute, navigationPage } from './routes.ts'
import './styles/global.css.ts'
import * as styles from './App.css.ts'
import { contentGrid } from './styles/layout.css.ts'

// Loaded only when a request waits on this device for the network: most visits never have one.
const QueuedRequests = lazy(() => import('./components/QueuedRequests/QueuedRequests.tsx'))

/**
 * The forms whose request, pressed without a connection on an earlier page,
 * still waits on this device and that no form of this page shows. Read after
 * hydration (the pre-rendered page knows nothing of the device), after the
 * page's own effects: a form of this page has taken up its own by then.
 */
function useQueuedElsewhere(): FormKind[] {
  const [kinds, setKinds] = useState<FormKind[]>([])
  useEffect(() => {
    const found = queuedKinds().filter((kind) => takeQueued(kind, 'page'))
    if (found.length > 0) setKinds(found)
  }, [])
  return kinds
}

function RoutePage({ route }: { route: AppRoute }) {
  const Page = loadedPage(route) ?? use(navigationPage(route))
  return (
    <div className={`${contentGrid} ${styles.page}`}>
      <Page />
    </div>
  )
}

export function App() {
  // The manifest is the route table: no <Routes>, whose data-router machinery the site does not use.
  const route = matchRoute(useLocation().pathname)
  const queued = useQueuedElsewhere()
  return (
    <MDXProvider components={mdxComponents}>
      {/* First, so that the banner never comes between a keyboard user and the way to skip it. */}
      <a className={styles.skipLink} href="#contenu">
        {ui.page.skipLink}
      </a>
      {showPreviewBanner && <PreviewBanner />}
      <Header />
      <main id="contenu" tabIndex={-1} className={styles.main}>
        {queued.length > 0 ? (
          <div className={contentGrid}>
            <Suspense fallback={null}>
              <QueuedRequests kinds={queued} />
            </Suspense>
          </div>
        ) : null}
        {/* Navigations are transitions: the current page stays until the next one has loaded. */}
        <Suspense fallback={null}>
          <RoutePage route={route} />
        </Suspense>
      </main>
      <Footer />
      <RouteChange />
    </MDXProvider>
  )
}
