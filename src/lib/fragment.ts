/**
 * The id an address's fragment names: « #mes-services » gives « mes-services »,
 * its escapes decoded (« #%C3%A9t%C3%A9 » gives « été »). A malformed escape
 * (« #%E0 », a link cut short in a text message) is kept as typed instead of
 * throwing, as the browser itself does when it looks for the fragment's
 * element: it names no element, and the page stays whole.
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
