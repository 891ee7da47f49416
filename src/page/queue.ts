/**
 * The offline queue's start-up check, on every page: a request pressed
 * without a connection on an earlier page is sent from whichever page the
 * parent opens next, and said on top of it (QueuedRequests). This part is a
 * few bytes: the sending code loads only when a request waits.
 */
import { queuedKinds, takeQueued } from '../lib/queued-request.ts'
import { formOfIsland } from './islands.ts'

/**
 * Looks for waiting requests that no form of this page takes up, and shows them on top of the page.
 * When the notice's code cannot load (the connection dropped again), logs it in one fixed line: the
 * requests stay on the device, shown and sent from the next page.
 */
export function checkQueue(islands: readonly HTMLElement[]): void {
  const ownedByForms = new Set(islands.flatMap((island) => formOfIsland(island) ?? []))
  const kinds = queuedKinds().filter((kind) => !ownedByForms.has(kind) && takeQueued(kind, 'page'))
  if (kinds.length === 0) return
  import('./queued-notice.tsx')
    .then(({ showQueued }) => showQueued(kinds))
    .catch((error: unknown) => console.error('Waiting requests could not be shown; they stay on the device for the next page.', error))
}
