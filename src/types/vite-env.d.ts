/**
 * The variables Vite fills at build time, each named: a read of any `import.meta.env` name other than these
 * and Vite's own (`DEV`, `SSR`…), a typo included, fails `npm run typecheck` (Vite's types would read it as
 * `any`). The forms' five (src/lib/email-config.ts says what each holds) and the editor's two
 * (src/admin/storage.ts says what each chooses; `EditorEnv` there names them again for the host function,
 * which has no Vite types).
 */
declare global {
  interface ViteTypeOptions {
    strictImportMetaEnv: unknown
  }
  interface ImportMetaEnv {
    readonly VITE_EMAILJS_PUBLIC_KEY?: string
    readonly VITE_EMAILJS_SERVICE_ID?: string
    readonly VITE_EMAILJS_CONTACT_TEMPLATE_ID?: string
    readonly VITE_EMAILJS_BOOKING_TEMPLATE_ID?: string
    readonly VITE_EMAILJS_BLOCK_HEADLESS?: string
    readonly VITE_KEYSTATIC_GITHUB_REPO?: string
    readonly VITE_KEYSTATIC_CLOUD_PROJECT?: string
  }
}
export {}
