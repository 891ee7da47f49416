/**
 * Drafts: what a parent typed is kept in sessionStorage while they type, so
 * a reload, a closed notice or a wrong tap does not lose it. The tab's
 * session only: nothing outlives the tab, and a successful send removes it.
 */

import { fragmentId } from './fragment.ts'

const prefix = 'brouillon:'

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined
  }
}

/**
 * The draft saved under `key`, keeping only the expected `fields` that hold
 * text; `null` when there is none, it cannot be read or it holds no text.
 */
export function readDraft<Field extends string>(
  key: string,
  fields: readonly Field[],
): Partial<Record<Field, string>> | null {
  let parsed: unknown
  try {
    const raw = storage()?.getItem(prefix + key)
    if (!raw) return null
    parsed = JSON.parse(raw)
  } catch {
    // Unreadable storage or a broken draft: start from an empty form.
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const draft: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    const value: unknown = Reflect.get(parsed, field)
    if (typeof value === 'string') draft[field] = value
  }
  return Object.values(draft).some((value) => value !== '') ? draft : null
}

/** The contact form's draft: its folded version (FoldedContactForm) loads the form at once when one is waiting. */
export const contactDraftKey = 'contact'

/**
 * Whether the address's fragment (« /#contact ») leads to the part of the
 * page that holds `element`: with a waiting draft, what opens a folded form
 * by itself (FoldedContactForm, RequestForm). Here, beside the drafts, so
 * the pages without a form carry none of it.
 */
export function addressedTo(element: Element): boolean {
  const hash = fragmentId(window.location.hash)
  return Boolean(hash && document.getElementById(hash)?.contains(element))
}

/**
 * Whether a contact form in `element` must start at once, not at the parent's first intent: its
 * draft waits, or the address leads to it. Asked by the page's script before the island starts
 * (src/page/islands.ts) and by a contact form's fold, for the form inside it (FoldedContactForm).
 */
export function contactFormAwaited(element: Element): boolean {
  return hasDraft(contactDraftKey) || addressedTo(element)
}

/** Whether a draft is saved under `key`, without reading it. */
function hasDraft(key: string): boolean {
  try {
    return Boolean(storage()?.getItem(prefix + key))
  } catch {
    return false
  }
}

/**
 * Keeps what the form holds; an empty form (just hydrated, or emptied by a
 * send) is no draft: saved, it would open a folded contact form by itself
 * and start every contact form at once.
 */
export function writeDraft(key: string, values: Readonly<Record<string, string>>): void {
  if (Object.values(values).every((value) => value === '')) return clearDraft(key)
  try {
    storage()?.setItem(prefix + key, JSON.stringify(values))
  } catch {
    // Storage full or disabled: the form still works, only the draft is lost.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(prefix + key)
  } catch {
    // Nothing to clear.
  }
}
