/**
 * The editor runs the content schema's rules (src/admin/fields.tsx). Zod tries
 * `new Function` when it builds an object schema, to compile faster parsers;
 * the editor's Content-Security-Policy (scripts/build/headers.ts) has no 'unsafe-eval',
 * and the browser reports the attempt as a violation. Its plain parsers are
 * fast enough for a form. Imported first by src/admin/admin.tsx, so it runs
 * before any schema is built.
 */
import { z } from 'zod'

z.config({ jitless: true })
