import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react'
import { IslandHydrated } from '../../lib/use-hydrated.ts'
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary.tsx'

export interface IslandTreeProps {
  /** The island's component: the one `islandOf` was given on the server, the one src/page/islands.ts loads in the browser. */
  component: ComponentType<Record<string, unknown>>
  /** Its props: given on the server, serialized beside its container, and read back in the browser. */
  props: Record<string, unknown>
  /** What stands in for the island if it throws: in the browser, its pre-rendered HTML (KeptHtml). */
  fallback: ReactNode
}

/**
 * The whole React tree of one island, the same on the server (its HTML) and
 * in the browser (hydrateRoot on its container): React's `useId` numbers
 * follow the tree's shape, so both sides must render this very tree for the
 * form's ids (a label's `for`, an error's `aria-describedby`) to match.
 */
export function IslandTree({ component: Component, props, fallback }: IslandTreeProps) {
  // Off in the server's HTML and while hydrating (the same tree on both sides), on once hydrated.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return (
    <StrictMode>
      <IslandHydrated value={hydrated}>
        <ErrorBoundary fallback={fallback}>
          <Component {...props} />
        </ErrorBoundary>
      </IslandHydrated>
    </StrictMode>
  )
}
