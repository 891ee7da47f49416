/**
 * Her texts with their typeset spaces undone (`plain`, `plainSpaces`), to compare with what a test wrote
 * or a terminal shows, or shown (`visible`), to compare exactly. Reads no content: every tier may import it.
 */

/** No-break and narrow no-break spaces as the plain spaces she typed. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** The typeset spaces made visible, to compare exactly: « ⍽ » the narrow no-break space, « ° » the no-break space. */
export const visible = (text: string) => text.replace(/\u202f/g, '⍽').replace(/\u00a0/g, '°')

/** Every run of spaces of any kind, line breaks included, as one plain space, trimmed: a text as a locator reads it. */
export const plainSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()
