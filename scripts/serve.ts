/**
 * `npm run preview`: serves the built site on http://127.0.0.1:4173 as a
 * static host would (see static-server.ts).
 */
import { fileURLToPath } from 'node:url'
import { startStaticServer } from './static-server.ts'

const port = Number(process.env.PORT ?? 4173)
const root = fileURLToPath(new URL('../dist', import.meta.url))

const { url } = await startStaticServer({ root, port })
console.log(`Site construit servi sur ${url}/ (Ctrl+C pour arrêter)`)
