import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { ErrorBoundary, rootErrorLogging } from './components/ErrorBoundary/ErrorBoundary.tsx'
import { KeptHtml } from './components/ErrorBoundary/KeptHtml.tsx'
import { loadPage, matchRoute } from './routes.ts'

// `npm run dev`: a data file of content/ changed (scripts/build/vite-content.ts), reload with its new values.
if (import.meta.hot) import.meta.hot.on('site:content-changed', () => window.location.reload())

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element.')

// What throws outside a form's own boundary leaves the visitor the page as it was, in plain HTML (KeptHtml).
const app = (
  <StrictMode>
    <ErrorBoundary fallback={<KeptHtml of={container} />}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>
)

// The page's own module is loaded before hydration, so hydration never
// suspends and reuses the server's HTML as it is.
await loadPage(matchRoute(window.location.pathname))

// The pre-render puts the page's HTML in the root. `npm run dev` sends the bare template, whose root
// still holds its `<!--app-html-->` placeholder (and maybe white space): hydrating that would not match.
const prerendered = Array.from(container.childNodes).some(
  (node) => node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
)

if (prerendered) {
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of blocking the main thread in one long task; the page is already
  // painted and its links already work in the meantime.
  startTransition(() => {
    hydrateRoot(container, app, rootErrorLogging)
  })
} else {
  // `npm run dev` serves the bare template: render on the client.
  createRoot(container, rootErrorLogging).render(app)
}
