import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The address's query (« ?service=…&offre=… »): empty in the server's HTML
 * and during hydration, the browser's after, so the pre-rendered page is the
 * same for every query. Each page is its own document: the query never
 * changes under a mounted form.
 */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
}
