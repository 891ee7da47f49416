/**
 * The editor's two variables, which Vite fills at build time (src/admin/storage.ts says what each chooses): its
 * own ImportMetaEnv declares neither. `EditorEnv` there names them again for the host function, which has no
 * Vite types.
 */
declare global {
  interface ImportMetaEnv {
    readonly VITE_KEYSTATIC_GITHUB_REPO?: string
    readonly VITE_KEYSTATIC_CLOUD_PROJECT?: string
  }
}
export {}
