import { MDXProvider } from '@mdx-js/react'
import { Suspense, use } from 'react'
import { useLocation } from 'react-router-dom'
import { Footer } from './components/Footer/Footer.tsx'
import { Header } from './components/Header/Header.tsx'
import { PreviewBanner } from './components/PreviewBanner/PreviewBanner.tsx'
import { RouteChange } from './components/RouteChange/RouteChange.tsx'
import { ui } from 'virtual:content/ui'
import { showPreviewBanner } from 'virtual:content/preview'
import { mdxComponents } from './mdx-components.tsx'
import { type AppRoute, loadedPage, matchRoute, navigationPage } from './routes.ts'
import './styles/global.css.ts'
import * as styles from './App.css.ts'
import { contentGrid } from './styles/layout.css.ts'

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
  return (
    <MDXProvider components={mdxComponents}>
      {/* First, so that the banner never comes between a keyboard user and the way to skip it. */}
      <a className={styles.skipLink} href="#contenu">
        {ui.page.skipLink}
      </a>
      {showPreviewBanner && <PreviewBanner />}
      <Header />
      <main id="contenu" tabIndex={-1} className={styles.main}>
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
