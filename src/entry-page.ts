/**
 * The one script of every built page, a few KiB: the phone menu, focus on
 * in-page sections, the next page prefetched on intent, the offline queue's
 * start-up check, and the page's islands (its forms), whose React and code
 * load only where they are. Everything else is the static HTML of the
 * pre-render (scripts/build/prerender.ts); the browser navigates between pages.
 */
import { startIslands, yieldToBrowser } from './page/islands.ts'
import { enhanceMenu } from './page/menu.ts'
import { prefetchOnIntent } from './page/prefetch.ts'
import { checkQueue } from './page/queue.ts'
import { focusSections } from './page/section-focus.ts'

enhanceMenu()
focusSections()
prefetchOnIntent()
// The islands first: a form of this page takes up its own waiting request. The queue is read a task
// later, as the islands' drafts are (islands.ts): the first read of the device's storage waits on the browser.
const islands = startIslands()
void yieldToBrowser().then(() => checkQueue(islands))
