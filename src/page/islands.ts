/**
 * Finds the page's islands (`[data-island]`, src/components/Island) and
 * hydrates each in place, its code fetched only then: the page around them is
 * static HTML and loads no React. A form on a reading page waits for the
 * parent's first intent: a folded contact form until it is opened (its
 * <details> opens with no script), an unfolded one until a
 * finger, a pointer or the keyboard reaches it. Either hydrates at once when
 * its draft waits or the address leads to its section; the contact form also
 * when its request waits to be sent (a folded one leaves that to the
 * notice at the top of the page: queue.ts). What is typed before its script
 * arrives stays in the fields, and the form takes it up (useRequestForm's
 * typedBeforeHydration).
 */
import { contactFormAwaited } from '../lib/drafts.ts'
import type { FormKind } from '../lib/queued-request.ts'
import { queuedKinds } from '../lib/queued-request.ts'
import { showWithoutScript } from '../lib/without-script.ts'

interface IslandEntry {
  /** Its code: the module named after it, components/<Name>/<Name>.tsx (the bench counts a first visit's bytes so). */
  load: () => Promise<Record<string, unknown>>
  /** The component the module exports. */
  export: string
  /** At once; at the parent's first intent (a contact form); once opened (a folded contact form). */
  starts: 'now' | 'intent' | 'opened'
  /** The form whose request waiting on this device it takes up once hydrated (src/lib/queued-request.ts). */
  form?: FormKind
}

/** Every island, by the name its container carries: `islandOf` (src/islands/) takes only these, each with its module's component. */
const islands = {
  BookingForm: { load: () => import('../components/BookingForm/BookingForm.tsx'), export: 'BookingForm', starts: 'now', form: 'booking' },
  ContactForm: { load: () => import('../components/ContactForm/ContactForm.tsx'), export: 'ContactForm', starts: 'intent', form: 'contact' },
  FoldedContactForm: { load: () => import('../components/FoldedContactForm/FoldedContactForm.tsx'), export: 'FoldedContactForm', starts: 'opened' },
  // Her off-site tool (her own page): its data comes serialized beside it.
  OffsiteBooking: { load: () => import('../components/OffsiteBooking/OffsiteBooking.tsx'), export: 'OffsiteBookingTool', starts: 'now' },
} as const satisfies Record<string, IslandEntry>

export type IslandName = keyof typeof islands

/** The component each island's module exports, by the island's name: an `export` its module lacks fails `npm run typecheck`. */
export type IslandComponents = { [Name in IslandName]: ExportOf<(typeof islands)[Name]> }
type ExportOf<Entry> = Entry extends { load: () => Promise<infer Module>; export: infer Key } ? (Key extends keyof Module ? Module[Key] : never) : never

const entryOf = (container: HTMLElement): IslandEntry | undefined => (islands as Record<string, IslandEntry>)[container.dataset.island ?? '']

/** The form whose waiting request the island takes up once hydrated, if any. */
export const formOfIsland = (container: HTMLElement): FormKind | undefined => entryOf(container)?.form

/** The islands that start with the page: their code is a first visit's (scripts/tools/bytes.ts). */
export function startingAtOnce(): IslandName[] {
  return (Object.keys(islands) as IslandName[]).filter((name) => islands[name].starts === 'now')
}

/** What shows that the parent is about to use a form: the first of these inside it starts its script. */
const intents = ['pointerdown', 'touchstart', 'focusin', 'input'] as const

/** The islands already started: a form waiting for an intent may also be started by its draft, once. */
const started = new WeakSet<HTMLElement>()

/**
 * Hydrates one island, the first time it is asked; when it cannot start (its code lost to a dropped
 * connection, or a fault of ours), says so in one fixed line with the error and leaves the island as
 * the server wrote it, read as without JavaScript: a form says to call or write instead, its send
 * button off, what is typed in it kept.
 */
function hydrate(container: HTMLElement): void {
  if (started.has(container)) return
  started.add(container)
  start(container).catch((error: unknown) => {
    console.error('An island could not start; its page stays as it was.', error)
    showWithoutScript(container)
  })
}

/**
 * Lets the browser handle a tap or paint a frame before the next piece of work, so that an island's
 * start is several short tasks, not one long one: the page's script, then asking for the island's
 * files (a `<link rel=modulepreload>` each), their evaluation as they arrive, then the hydration,
 * itself cut in slices (hydrate.tsx). Measured on /rendez-vous with the CPU slowed 4× in Chromium:
 * see docs/performance.md. The page's script waits for it too before it reads the device's storage.
 * `scheduler.yield()` where the browser has it, a timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

async function start(container: HTMLElement): Promise<void> {
  await yieldToBrowser()
  const island = entryOf(container)
  if (!island) throw new Error(`No island is named « ${container.dataset.island ?? ''} ».`)
  const json = container.nextElementSibling?.matches('script[type="application/json"]') ? container.nextElementSibling.textContent : null
  const props = json ? (JSON.parse(json) as Record<string, unknown>) : {}
  const [{ hydrateIsland }, module] = await Promise.all([import('./hydrate.tsx'), island.load()])
  await yieldToBrowser()
  hydrateIsland(container, module[island.export] as Parameters<typeof hydrateIsland>[1], props)
}

/** Whether the form's draft or its request waits, or the address leads to it: then it cannot wait for a touch. */
function awaited(container: HTMLElement): boolean {
  const kind = formOfIsland(container)
  const queued = kind !== undefined && queuedKinds().includes(kind)
  return queued || contactFormAwaited(container)
}

/**
 * Hydrates every island of the page now, or on the parent's first intent (the contact forms). Whether
 * a waiting one must start at once (its draft, its request, the address) is asked a task later: the
 * first read of the device's storage waits on the browser (measured in docs/performance.md), and the
 * page's first script, which runs in the same task as the end of the HTML's parsing, stays short.
 */
export function startIslands(): HTMLElement[] {
  const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  const waiting: HTMLElement[] = []
  for (const container of containers) {
    const starts = entryOf(container)?.starts
    const fold = starts === 'opened' ? container.querySelector('details') : null
    if (fold && !fold.open) {
      fold.addEventListener('toggle', () => hydrate(container), { once: true })
      waiting.push(container)
    } else if (starts === 'intent') {
      const start = () => {
        for (const type of intents) container.removeEventListener(type, start, true)
        hydrate(container)
      }
      for (const type of intents) container.addEventListener(type, start, { capture: true, passive: true })
      waiting.push(container)
    } else {
      hydrate(container)
    }
  }
  if (waiting.length > 0) {
    void yieldToBrowser().then(() => {
      for (const container of waiting) if (awaited(container)) hydrate(container)
    })
  }
  return containers
}
