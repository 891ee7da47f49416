import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary, rootErrorLogging } from '../components/ErrorBoundary/ErrorBoundary.tsx'
import QueuedRequests from '../components/QueuedRequests/QueuedRequests.tsx'
import type { FormKind } from '../lib/queued-request.ts'
import { contentGrid } from '../styles/layout.css.ts'

/**
 * Puts the notice of the waiting requests at the top of the page's main content, on the page's grid. Should it
 * throw, the notice goes (its empty container stays) and the page is as it was; the requests stay on the device for the
 * next page.
 */
export function showQueued(kinds: readonly FormKind[]): void {
  const main = document.querySelector('main')
  if (!main) return
  const container = document.createElement('div')
  container.className = contentGrid
  main.prepend(container)
  createRoot(container, rootErrorLogging).render(
    <StrictMode>
      <ErrorBoundary fallback={null}>
        <QueuedRequests kinds={kinds} />
      </ErrorBoundary>
    </StrictMode>,
  )
}
