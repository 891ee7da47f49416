import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import type { EditorEnv } from '../../src/admin/storage.ts'

/**
 * Every variable .env.example sets (not the optional ones it leaves in comments), and the editor's other storage,
 * blank: given to the test build and the test server, they win over this machine's .env and shell (Vite's loadEnv
 * lets the process's variables win, and a blank one counts as unset), so the tests meet the local mail sink and no
 * calendar, as on a fresh clone.
 */
export const noLocalSettings: Record<string, string> = Object.fromEntries(
  [...Object.keys(parseEnv(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'))), 'VITE_KEYSTATIC_CLOUD_PROJECT' satisfies keyof EditorEnv].map((name) => [name, '']),
)
