import type { EditorEnv } from '../admin/storage.ts'
import type { EmailEnvName } from '../lib/email-config.ts'

/**
 * The variables Vite fills at build time, named where they are read: the forms' five (src/lib/email-config.ts)
 * and the editor's two (src/admin/storage.ts). Vite's strict mode makes a read of any other `import.meta.env`
 * name than these and Vite's own (`DEV`, `SSR`…), a typo included, fail `npm run typecheck` (its types would
 * read it as `any`).
 */
declare global {
  interface ViteTypeOptions {
    strictImportMetaEnv: unknown
  }
  interface ImportMetaEnv extends Readonly<Partial<Record<EmailEnvName, string>>>, Readonly<EditorEnv> {}
}
