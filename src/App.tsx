import { MDXProvider } from '@mdx-js/react'
import { Suspense, use } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Footer } from './components/Footer/Footer.tsx'
import { Header } from './components/Header/Header.tsx'
import { RouteChange } from './components/RouteChange/RouteChange.tsx'
import { mdxComponents } from './mdx-components.tsx'
import { type AppRoute, loadedPage, loadPage, notFoundRoute, routes } from './routes.ts'
import './styles/global.css.ts'
import * as styles from './App.css.ts'
import { contentGrid } from './styles/layout.css.ts'

function RoutePage({ route }: { route: AppRoute }) {
  const Page = loadedPage(route) ?? use(loadPage(route))
  return (
    <div className={`${contentGrid} ${styles.page}`}>
      <Page />
    </div>
  )
}

export function App() {
  return (
    <MDXProvider components={mdxComponents}>
      <Header />
      <main id="contenu" tabIndex={-1} className={styles.main}>
        {/* Navigations are transitions: the current page stays until the next one has loaded. */}
        <Suspense fallback={null}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.file} path={route.path ?? undefined} element={<RoutePage route={route} />} />
            ))}
            <Route path="*" element={<RoutePage route={notFoundRoute} />} />
          </Routes>
        </Suspense>
      </main>
      <Footer />
      <RouteChange />
    </MDXProvider>
  )
}
