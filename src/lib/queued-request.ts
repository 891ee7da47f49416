/*
 * Whether a request pressed without a connection waits on this device, and
 * who on this page tells the parent about it. Kept apart from the queue
 * itself (send-queue.ts) and this small because every page asks it at
 * start-up: the code that sends a waiting request loads only when one waits.
 */
/** The site's two forms, each with its own EmailJS template, draft and queue. */
const formKinds = ['contact', 'booking'] as const
export type FormKind = (typeof formKinds)[number]

/** Where a waiting request is kept: localStorage, so that it outlives the tab and reaches the next visit. */
export const queueKey = (kind: FormKind) => `envoi-en-attente:${kind}`

/** The forms whose request waits on this device; none where storage is refused. */
export function queuedKinds(): FormKind[] {
  try {
    return formKinds.filter((kind) => localStorage.getItem(queueKey(kind)) !== null)
  } catch {
    return []
  }
}

/** Who shows a waiting request: the form of its kind when the page has it, else the notice at the top of the page. */
export type QueueOwner = 'form' | 'page'
const owners = new Map<FormKind, QueueOwner>()

/**
 * Whether `owner` shows the waiting request of `kind` on this page: the
 * first to ask keeps it, so the parent reads one notice, not two. On a built
 * page, the page's start-up check leaves a kind alone when a form of the page
 * takes it up (src/page/queue.ts); in `npm run dev`, the form's effects run first.
 */
export function takeQueued(kind: FormKind, owner: QueueOwner): boolean {
  const current = owners.get(kind)
  if (current !== undefined && current !== owner) return false
  owners.set(kind, owner)
  return true
}
