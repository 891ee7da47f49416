/**
 * How a command says it failed itself, not because of her files: one French line, then the
 * error's kind alone. Its message may quote a line of her data or an address from her
 * settings, and her build log holds neither, nor a stack trace; `DEBUG=1` shows the
 * whole error to whoever maintains the site. Every command exits with 2 after it (1 is a
 * mistake of hers, in her content, her settings or her calendar, which the command explains).
 */
export function reportToolFailure(what: string, error: unknown, notHers = 'ce n’est pas une erreur de contenu'): void {
  console.error(`✖ ${what} elle-même a échoué (${notHers}). Signalez-le à la personne qui maintient le site.`)
  console.error(`  ${error instanceof Error ? error.name : typeof error}`)
  if (process.env.DEBUG === '1') console.error(error)
}
