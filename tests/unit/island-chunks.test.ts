/**
 * The islands' code is cut by which islands need it (scripts/build/island-chunks.ts), read on a
 * module graph of its own: the group that takes a module is the first, by priority, to name it,
 * as Rolldown reads them.
 */
import { expect, test } from 'vitest'
import type { Rolldown } from 'vite'
import { islandChunkGroups } from '../../scripts/build/island-chunks.ts'

/** Each module: what it imports, and what it imports with `import()`. */
const graph: Record<string, { imports?: string[]; lazily?: string[] }> = {
  '/src/entry.ts': { imports: ['/src/islands.ts', '/src/menu.ts'] },
  '/src/menu.ts': {},
  '/src/islands.ts': { imports: ['/src/drafts.ts'], lazily: ['/src/hydrate.tsx', '/src/Booking.tsx', '/src/Contact.tsx', '/src/Offsite.tsx'] },
  '/src/drafts.ts': {},
  '/src/hydrate.tsx': { imports: ['/nm/react-dom.js', '/src/Boundary.tsx'] },
  '/nm/react-dom.js': { imports: ['/nm/react.js'] },
  '/nm/react.js': {},
  '/src/Boundary.tsx': { imports: ['/nm/react.js'] },
  '/src/Booking.tsx': { imports: ['/src/Form.tsx', '/src/days.ts', '/src/drafts.ts'], lazily: ['/src/Calendar.tsx', '/src/send.ts'] },
  '/src/send.ts': { imports: ['/src/confirmation.ts'] },
  '/src/Offsite.tsx': { imports: ['/src/confirmation.ts', '/src/print.ts'] },
  '/src/confirmation.ts': {},
  '/src/print.ts': {},
  '/src/Contact.tsx': { imports: ['/src/Form.tsx'] },
  '/src/Form.tsx': { imports: ['/nm/react.js', '/src/Boundary.tsx'] },
  '/src/days.ts': {},
  '/src/Calendar.tsx': { imports: ['/nm/day-picker.js', '/src/days.ts'] },
  '/nm/day-picker.js': {},
}

const context: Rolldown.ChunkingContext = {
  getModuleInfo: (id) =>
    graph[id] ? ({ id, importedIds: graph[id].imports ?? [], dynamicallyImportedIds: graph[id].lazily ?? [] } as unknown as Rolldown.ModuleInfo) : null,
}

const groups = islandChunkGroups({ entry: '/src/entry.ts', islands: '/src/islands.ts', hydrate: '/src/hydrate.tsx' })

/** The file a module goes to: the first group by priority that names it, else Rolldown's own cut (null). */
function fileOf(id: string): string | null {
  const byPriority = [...groups].sort((a, b) => b.priority - a.priority)
  for (const group of byPriority) {
    const name = group.name(id, context)
    if (name) return name
  }
  return null
}

/** Each claim with the file each of its modules goes to: `null` is Rolldown's own cut. */
test.each<[string, Record<string, string | null>]>([
  ['what the page script imports is one file, the entry itself apart',
    { '/src/entry.ts': null, '/src/islands.ts': 'page', '/src/menu.ts': 'page', '/src/drafts.ts': 'page' }],
  ['React and what hydrates an island are one file, loaded by every page with an island',
    { '/nm/react-dom.js': 'react', '/nm/react.js': 'react', '/src/Boundary.tsx': 'react' }],
  ['the module that hydrates is a file of its own, so that react-dom starts from a small file’s top level', { '/src/hydrate.tsx': 'hydrate' }],
  ['what two islands share is one file, and each island has its own',
    { '/src/Form.tsx': 'islands', '/src/Booking.tsx': 'Booking', '/src/Contact.tsx': 'Contact' }],
  ['what an island loads lazily (its calendar) is left to Rolldown, and stays out of the island’s files',
    { '/src/Calendar.tsx': null, '/nm/day-picker.js': null, '/src/send.ts': null }],
  ['what an island loads later and another needs at once is a file apart: the booking form’s sending code brings none of her tool’s',
    { '/src/confirmation.ts': 'later', '/src/days.ts': 'later', '/src/Offsite.tsx': 'Offsite', '/src/print.ts': 'Offsite' }],
])('%s', (_, files) => expect(Object.fromEntries(Object.keys(files).map((id) => [id, fileOf(id)]))).toEqual(files))

test('the groups go from the most shared to the least, so a module’s dependencies are placed before it', () => {
  expect(groups.map((group) => group.priority)).toEqual([4, 3, 2, 1, 0])
})
