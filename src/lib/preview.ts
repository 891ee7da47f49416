/**
 * Whether every page shows the preview banner: a preview build while the
 * content still holds examples. Decided at build time by vite.config.ts
 * (`define`), so it is the same in the server's HTML and in the browser.
 */
declare const __PREVIEW_BANNER__: boolean

export const showPreviewBanner: boolean = __PREVIEW_BANNER__
