/**
 * The example values the site ships with, in place of facts we do not know
 * yet (her name, phone, SIRET…) and of real testimonials. Each is declared
 * with its field in src/content/schema.ts (`example`); this module lists
 * them. The consultant only replaces a value, and the check lists, with its
 * line, every example still there; a production build refuses them (nothing
 * false is published).
 *
 * Matched on the value as written in the file, before typography.
 */
import type { z } from 'zod'
import { fieldsOf, walkSchema, type FieldPath } from './model.ts'
import { contentFiles, type ContentFile } from './schema.ts'

export interface ExampleRule {
  file: ContentFile
  /** Where the value sits; `*` stands for any item of a list. */
  path: FieldPath
  /** The example values, exactly as shipped. */
  values: readonly string[]
  /** What it is, as the subject of a French sentence: « le téléphone ». */
  what: string
  /** A sample of her words (a testimonial) rather than a fact of hers. */
  sample?: true
}

/** The examples declared in some files' schemas, by file. */
export function exampleRulesOf<File extends string>(files: Readonly<Record<File, { schema: z.ZodType }>>): (Omit<ExampleRule, 'file'> & { file: File })[] {
  return (Object.keys(files) as File[]).flatMap((file) =>
    fieldsOf(walkSchema(files[file].schema)).flatMap(({ path, node }) => (node.meta?.example ? [{ file, path, ...node.meta.example }] : [])),
  )
}

export const exampleRules: readonly ExampleRule[] = exampleRulesOf(contentFiles)

/** A file shipped as an example, recognised by its content (SHA-256), whatever she names it. */
export interface ExampleFileRule {
  /** The SHA-256 (hex) of each version of the file ever shipped as an example. */
  sha256: readonly string[]
  /** What it is, as the subject of a French sentence: « le portrait ». */
  label: string
}

/**
 * The flat illustration standing in for her photo (public/images/portrait.<ext>,
 * 640 × 800): it is not her, so a production build refuses it like any other
 * example (scripts/build/photos.ts).
 */
export const examplePortrait: ExampleFileRule = {
  sha256: ['6cfe6e9589731b93472b14d34bd5578560dd243dacb0f22a91887ee15ff9f39b'],
  label: 'le portrait',
}
