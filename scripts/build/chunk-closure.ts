/**
 * A walk of Vite's build manifest, in its own module because the pre-render
 * (scripts/build/prerender.ts) runs when imported, and the byte count
 * (scripts/tools/bytes.ts) and the tests walk it too.
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
