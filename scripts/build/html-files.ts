import { posix } from 'node:path'

/**
 * Where the pre-render writes a page, relative to dist/: « index.html » for the home page, « a-propos/index.html »
 * for /a-propos (which a static host serves at /a-propos and /a-propos/), « 404.html » for the not-found page
 * (`null`). The one place that decides it: the pre-render, the byte budgets (scripts/tools/bytes.ts, which the bench
 * uses) and the build tests read it.
 */
export const htmlFileOf = (path: string | null): string => (path === null ? '404.html' : posix.join(path.slice(1), 'index.html'))
