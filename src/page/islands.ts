/**
 * Finds the page's islands (`[data-island]`, src/components/Island) and
 * hydrates each in place, its code fetched only then: the page around them is
 * static HTML and loads no React. The folded contact form of the home page
 * waits until it is opened (its <details> opens with no script), or until a
 * draft of it waits or the address leads to its section, as before.
 */
import { addressedTo, contactDraftKey, hasDraft } from '../lib/drafts.ts'
import type { FormKind } from '../lib/email-client.ts'

type Loader = () => Promise<Record<string, unknown>>

/** Each island's code, by the name its container carries. */
const islands: Record<string, { load: Loader; export: string }> = {
  BookingForm: { load: () => import('../components/BookingForm/BookingForm.tsx'), export: 'BookingForm' },
  ContactForm: { load: () => import('../components/ContactForm/ContactForm.tsx'), export: 'ContactForm' },
  FoldedContactForm: { load: () => import('../components/FoldedContactForm/FoldedContactForm.tsx'), export: 'FoldedContactForm' },
}

/** The forms that take up their own request waiting on this device once hydrated (src/lib/queued-request.ts). */
export const formKindOfIsland: Readonly<Record<string, FormKind>> = { BookingForm: 'booking', ContactForm: 'contact' }

async function hydrate(container: HTMLElement): Promise<void> {
  const name = container.dataset.island ?? ''
  const island = islands[name]
  if (!island) throw new Error(`No island is named « ${name} ».`)
  const json = container.nextElementSibling?.matches('script[type="application/json"]') ? container.nextElementSibling.textContent : null
  const props = json ? (JSON.parse(json) as Record<string, unknown>) : {}
  const [{ hydrateIsland }, module] = await Promise.all([import('./hydrate.tsx'), island.load()])
  hydrateIsland(container, module[island.export] as Parameters<typeof hydrateIsland>[1], props)
}

/** Hydrates every island of the page now, or when it is opened (the folded form). */
export function startIslands(): HTMLElement[] {
  const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  for (const container of containers) {
    const fold = container.dataset.island === 'FoldedContactForm' ? container.querySelector('details') : null
    if (fold && !fold.open && !hasDraft(contactDraftKey) && !addressedTo(fold)) {
      fold.addEventListener('toggle', () => void hydrate(container), { once: true })
    } else {
      void hydrate(container)
    }
  }
  return containers
}
