/**
 * `npm run dev` only: the dev server sends the bare template, so the whole
 * page renders here, then three parts of the built pages' script run on it
 * (the phone menu, section focus, the queue check; its islands are already
 * live, and links are not prefetched). A build's pages are static
 * HTML with src/entry-page.ts instead. The build still reads this entry's
 * chunks for each page's CSS (scripts/build/prerender.ts).
 */
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { ErrorBoundary, rootErrorLogging } from './components/ErrorBoundary/ErrorBoundary.tsx'
import { KeptHtml } from './components/ErrorBoundary/KeptHtml.tsx'
import { contentChangedEvent } from './dev-reload.ts'
import { enhanceMenu } from './page/menu.ts'
import { checkQueue } from './page/queue.ts'
import { focusSections } from './page/section-focus.ts'
import { loadPage, matchRoute } from './routes.ts'

// A data file of content/ or a photo of hers changed (scripts/build/vite-content.ts, vite-photos.ts): reload with the new values.
if (import.meta.hot) import.meta.hot.on(contentChangedEvent, () => window.location.reload())

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element.')

await loadPage(matchRoute(window.location.pathname))
flushSync(() => {
  createRoot(container, rootErrorLogging).render(
    <StrictMode>
      <ErrorBoundary fallback={<KeptHtml of={container} />}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>,
  )
})
enhanceMenu()
focusSections()
checkQueue([...container.querySelectorAll<HTMLElement>('[data-island]')])
