/**
 * Her shared blocks: each MDX file of content/blocs/ is placed in a page by a
 * tag made from its name, `<SignesDAlerte />` for signes-d-alerte.mdx. Both
 * ways of that naming, for the build (remark-import-components.ts), the check
 * and the editor.
 */

/** `signes-d-alerte` → `<SignesDAlerte />`: the tag that places a block's file. */
export function blockTag(file: string): string {
  return file.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())
}

/** `<SignesDAlerte />` → `signes-d-alerte`: a block's tag, as its file's name. */
export function blockFileName(tag: string): string {
  return tag.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()
}
