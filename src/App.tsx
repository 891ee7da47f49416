import { MDXProvider } from '@mdx-js/react'
import { useLocation } from 'react-router-dom'
import { Footer } from './components/Footer/Footer.tsx'
import { Header } from './components/Header/Header.tsx'
import { PreviewBanner } from './components/PreviewBanner/PreviewBanner.tsx'
import { ui } from 'virtual:content/ui'
import { showPreviewBanner } from 'virtual:content/preview'
import { mdxComponents } from './mdx-components.tsx'
import { loadedPage, matchRoute } from './routes.ts'
import './styles/global.css.ts'
import * as styles from './App.css.ts'
import { contentGrid } from './styles/layout.css.ts'

/**
 * One page of the site, whole: rendered to static HTML at build time
 * (src/entry-server.tsx), its forms hydrated alone as islands
 * (src/components/Island). The page's module is loaded before (loadPage).
 */
export function App() {
  // The manifest is the route table: no <Routes>, whose data-router machinery the site does not use.
  const route = matchRoute(useLocation().pathname)
  const Page = loadedPage(route)
  if (!Page) throw new Error(`The page « ${route.file} » is rendered before its module has loaded.`)
  return (
    <MDXProvider components={mdxComponents}>
      {/* First, so that the banner never comes between a keyboard user and the way to skip it. */}
      <a className={styles.skipLink} href="#contenu">
        {ui.page.skipLink}
      </a>
      {showPreviewBanner && <PreviewBanner />}
      <Header />
      <main id="contenu" tabIndex={-1} className={styles.main}>
        <div className={`${contentGrid} ${styles.page}`}>
          <Page />
        </div>
      </main>
      <Footer />
    </MDXProvider>
  )
}
