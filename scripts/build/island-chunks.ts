/**
 * How the islands' code is cut into files. Left to Rolldown, it is cut by
 * every set of islands sharing a module: the booking form came in 13 files,
 * 33 when the whole app was built beside it. Each file costs the page's main
 * thread a `<link rel=modulepreload>` from Vite's preload helper, in the task
 * that starts the islands (measured in docs/performance.md).
 *
 * Here the modules the islands need (the dynamic imports of
 * src/page/islands.ts, statically followed) go in five kinds of files:
 * - what the page's own script imports;
 * - React and what the hydrating module imports: every page with an island
 *   loads it (islands.ts loads that module as it loads an island, so it has
 *   a file of its own, as each island has: see « React's own file » below);
 * - what an island loads later (its calendar, its sending code) and some
 *   island needs at once, so that a later load brings no island's code;
 * - what two islands or more share;
 * - each island's own.
 * The booking page loads 8 files. A contact form loads some of the booking
 * form's code, at the parent's first intent. What only a later load needs
 * (the calendar's library) stays where Rolldown puts it. The pages' CSS does
 * not follow this cut: it comes from a build of its own (vite.config.ts,
 * `--mode styles`).
 *
 * React's own file, apart from the module that hydrates (src/page/hydrate.tsx,
 * in a file of its own): react-dom creates five `Error`s as it starts. When
 * an inspector is attached (Lighthouse, DevTools), V8 then records where
 * each was made, and to do so reparses every function on the stack. The
 * stack is react-dom's module (one function of 170 KB, Rolldown's wrapper of
 * its CommonJS) and the top level of the file that first imports it. When
 * that file was React's own, reparsing it was most of the task; started
 * from the small file, the task is about half as long. Without an inspector
 * it is short either way: this serves what measures the site (Lighthouse's
 * TBT) and anyone with DevTools open. The figures: docs/performance.md,
 * « React in a file of its own ».
 *
 * Rolldown puts a group's module and its dependencies in the group's file.
 * A module's dependencies are needed by every island that needs it, and
 * maybe more, so the groups go from the most shared to the least
 * (`priority`): each finds its dependencies already placed.
 */
import type { Rolldown } from 'vite'
import { reachable } from './chunk-closure.ts'

/** Vite's bundler's view of the module graph (rolldown, which Vite depends on and re-exports). */
type ChunkingContext = Rolldown.ChunkingContext

/** Every module `root` imports statically, itself included. */
const staticClosure = (root: string, context: ChunkingContext) => reachable(root, (id) => context.getModuleInfo(id)?.importedIds)

interface Modules {
  /** The page's script. */
  entry: string
  /** The module that loads each island with `import()`. */
  islands: string
  /** The module that hydrates each island (react-dom's `hydrateRoot`), which `islands` loads as it loads an island. */
  hydrate: string
}

/** A module's file name without its folder and extension: an island's file is named after it. */
export const moduleName = (id: string) => id.replace(/^.*\/|\.[jt]sx?$/g, '')

/** The groups of Rolldown's `output.codeSplitting`. */
export function islandChunkGroups(modules: Modules) {
  let graph: { page: Set<string>; islands: Array<[string, Set<string>]>; lazy: Array<[string, Set<string>]> } | undefined
  const graphOf = (context: ChunkingContext) => {
    if (graph) return graph
    const roots = context.getModuleInfo(modules.islands)?.dynamicallyImportedIds ?? []
    const islands = roots.map((root): [string, Set<string>] => [root, staticClosure(root, context)])
    // What the islands load later with `import()` (the calendar, the sending queue), and what that loads later.
    const lazy: Array<[string, Set<string>]> = []
    const pending = islands.flatMap(([, closure]) => [...closure])
    const seen = new Set(roots)
    while (pending.length > 0) {
      for (const target of context.getModuleInfo(pending.pop() as string)?.dynamicallyImportedIds ?? []) {
        if (seen.has(target)) continue
        seen.add(target)
        const closure = staticClosure(target, context)
        lazy.push([target, closure])
        pending.push(...closure)
      }
    }
    graph = { page: staticClosure(modules.entry, context), islands, lazy }
    return graph
  }
  /** The islands needing `id` at once, and the later loads needing it; none for what the page's script loads. */
  const needing = (id: string, context: ChunkingContext) => {
    const { page, islands, lazy } = graphOf(context)
    const of = (roots: Array<[string, Set<string>]>) => (page.has(id) ? [] : roots.filter(([, closure]) => closure.has(id)).map(([root]) => root))
    return { islands: of(islands), lazy: of(lazy) }
  }
  /** Whether an island loads `id` later (with its calendar, its sending code) and some island needs it at once. */
  const neededLaterToo = (id: string, context: ChunkingContext) => {
    const { islands, lazy } = needing(id, context)
    return lazy.length > 0 && islands.length > 0 && !islands.includes(modules.hydrate)
  }
  return [
    { name: (id: string, context: ChunkingContext) => (id !== modules.entry && graphOf(context).page.has(id) ? 'page' : null), priority: 4 },
    // The hydrating module itself falls to its own file (priority 0): see « React's own file » above.
    { name: (id: string, context: ChunkingContext) => (id !== modules.hydrate && needing(id, context).islands.includes(modules.hydrate) ? 'react' : null), priority: 3 },
    // In a file of their own, so that a later load brings no island's code.
    { name: (id: string, context: ChunkingContext) => (neededLaterToo(id, context) ? 'later' : null), priority: 2 },
    { name: (id: string, context: ChunkingContext) => (needing(id, context).islands.length > 1 ? 'islands' : null), priority: 1 },
    { name: (id: string, context: ChunkingContext) => needing(id, context).islands.map(moduleName)[0] ?? null, priority: 0 },
  ]
}
