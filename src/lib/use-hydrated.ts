import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and during hydration, true after: for what
 * depends on the browser (today's date, saved drafts, the send button that
 * cannot work without JavaScript), so hydration never sees a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
