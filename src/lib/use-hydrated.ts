import { createContext, useContext } from 'react'

/**
 * Whether the island around has hydrated: false in the server's HTML and
 * while the browser hydrates it, true after (IslandTree turns it on, once,
 * in a transition). A part that hydrates later, the folded form whose code
 * comes when the fold opens, still hydrates with false: React holds the
 * transition until it has (tests/e2e/forms-contact.spec.ts types into it
 * before its code comes). True by default, where no island hydrates: the
 * whole page of `npm run dev`, rendered in the browser.
 */
export const IslandHydrated = createContext(true)

/**
 * False in the server's HTML and during hydration, true after: for what
 * depends on the browser (today's date, saved drafts, the send button that
 * cannot work without JavaScript), so hydration never sees a mismatch.
 * Not React's useSyncExternalStore with a server snapshot, which gives the same
 * values: its turn to true after hydration re-renders the form in one task
 * that cannot yield (React's sync lane). A transition yields every few
 * milliseconds; measured in docs/performance.md.
 */
export function useHydrated(): boolean {
  return useContext(IslandHydrated)
}
