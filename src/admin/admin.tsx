/**
 * The web editor's page, /keystatic: Keystatic's own interface, on the
 * config of keystatic.config.tsx. Visitors never load it: it is its own
 * HTML entry, and no page of the site links to it.
 */
// First: before any schema is built (see the file).
import './jitless.ts'
import { Keystatic } from '@keystatic/core/ui'
import { createRoot } from 'react-dom/client'
import config from './keystatic.config.tsx'

createRoot(document.getElementById('admin')!).render(<Keystatic config={config} />)

// A save rewrites a data file, which the site's modules read: keep the editor
// as it is rather than reloading it under her hands. Its lists (groups,
// offers) follow on the next visit.
if (import.meta.hot) import.meta.hot.accept(['./keystatic.config.tsx'], () => {})
