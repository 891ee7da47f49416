/**
 * How the islands' code is cut into files. Left to Rolldown, it is cut by
 * every set of entries sharing a module, and the client build has two
 * entries: the page's script, and entry-client, the whole app, built only for
 * its CSS and loaded by no visitor. The booking form came in 33 small files.
 * Each file costs the page's main thread a `<link rel=modulepreload>` from
 * Vite's preload helper: about 5 ms with the CPU slowed 4×, 70 ms for the
 * booking page, in the one task that starts the islands.
 *
 * Here the modules the islands need (the dynamic imports of
 * src/page/islands.ts, statically followed) go in four kinds of files:
 * - what hydrates an island, React with it: every page with an island loads it;
 * - what two islands or more share;
 * - each island's own;
 * - and, apart, what the page's own script imports.
 * The booking page loads 8 files. A contact form loads about 1 KiB that only
 * the booking forms use, and the home's folded form about 4 KiB: they load
 * at the parent's first intent. What an island loads lazily (the calendar)
 * stays where Rolldown puts it.
 *
 * Rolldown puts a group's module and its dependencies in the group's file.
 * A module's dependencies are needed by every island that needs it, and
 * maybe more, so the groups go from the most shared to the least
 * (`priority`): each finds its dependencies already placed.
 */
import type { ChunkingContext } from 'rolldown'

/** Every module `root` imports statically, itself included. */
function staticClosure(root: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const stack = [root]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(context.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

interface Modules {
  /** The page's script and what it imports. */
  entry: string
  /** The module that loads each island with `import()`. */
  islands: string
  /** The island that hydrates the others (react-dom's `hydrateRoot`). */
  hydrate: string
}

/** The groups of Rolldown's `output.codeSplitting`. */
export function islandChunkGroups(modules: Modules) {
  let graph: { page: Set<string>; islands: Array<[string, Set<string>]> } | undefined
  const graphOf = (context: ChunkingContext) =>
    (graph ??= {
      page: staticClosure(modules.entry, context),
      islands: (context.getModuleInfo(modules.islands)?.dynamicallyImportedIds ?? []).map((root) => [root, staticClosure(root, context)]),
    })
  /** The islands needing `id`, none for what the page's script loads. */
  const islandsNeeding = (id: string, context: ChunkingContext): string[] => {
    const { page, islands } = graphOf(context)
    return page.has(id) ? [] : islands.filter(([, closure]) => closure.has(id)).map(([root]) => root)
  }
  return [
    { name: (id: string, context: ChunkingContext) => (id !== modules.entry && graphOf(context).page.has(id) ? 'page' : null), priority: 3 },
    { name: (id: string, context: ChunkingContext) => (islandsNeeding(id, context).includes(modules.hydrate) ? 'react' : null), priority: 2 },
    { name: (id: string, context: ChunkingContext) => (islandsNeeding(id, context).length > 1 ? 'islands' : null), priority: 1 },
    {
      name: (id: string, context: ChunkingContext) => {
        const [island] = islandsNeeding(id, context)
        return island ? island.replace(/^.*\/|\.tsx?$/g, '') : null
      },
      priority: 0,
    },
  ]
}
