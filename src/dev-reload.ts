/** The event the dev server sends the site's pages when a data file or a photo of hers changes: src/entry-client.tsx reloads on it. */
export const contentChangedEvent = 'site:content-changed'
