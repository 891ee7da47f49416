/**
 * A walk of Vite's build manifest, in its own module because the pre-render
 * (scripts/build/prerender.ts) runs when imported, and the byte count
 * (scripts/tools/bytes.ts) and the tests walk it too; and the same walk over
 * any graph (the islands' modules, her pages and the blocks they place).
 */
import type { Manifest, ManifestChunk } from 'vite'

/** Every chunk a chunk statically imports, itself first; the keys in `seen` are skipped, and added to as it goes. */
export function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`)
  return [chunk, ...(chunk.imports ?? []).flatMap((child) => chunkClosure(manifest, child, seen))]
}

/** `root` and everything `next` leads to from it, each once, in the order met (depth first). */
export function reachable(root: string, next: (id: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const child of next(id) ?? []) visit(child)
  }
  visit(root)
  return seen
}
