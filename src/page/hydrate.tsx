import { type ComponentType, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { rootErrorLogging } from '../components/ErrorBoundary/ErrorBoundary.tsx'
import { KeptHtml } from '../components/ErrorBoundary/KeptHtml.tsx'
import { IslandTree } from '../components/Island/IslandTree.tsx'

/**
 * Hydrates one island in place: the same tree the server rendered
 * (IslandTree), with the same `useId` prefix. What throws outside a form's
 * own boundary leaves the island's pre-rendered HTML as it was (KeptHtml).
 */
export function hydrateIsland(container: HTMLElement, component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): void {
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(container, <IslandTree component={component} props={props} fallback={<KeptHtml of={container} />} />, {
      ...rootErrorLogging,
      identifierPrefix: container.dataset.islandId ?? '',
    })
  })
}
