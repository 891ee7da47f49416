/**
 * What a request form still lacks when « Envoyer » is pressed, field by
 * field, in the form's order: the error summary at the top of the form lists
 * them (each a link to its field), and each field says its own under its label.
 * The browser's own checks are off (`noValidate`): their tooltips vanish,
 * speak English in some browsers, and never say what the whole form lacks.
 */

/** A field the parent must fix: its name (its control's id is `${formId}-${name}`, which the summary's link focuses), and its message. */
export interface FieldError<Name extends string = string> {
  name: Name
  message: string
}

/**
 * An e-mail address a reply can reach: something, one « @ », then a domain
 * with a dot (« prenom.nom@example » is refused, as the browser's own check
 * would let it through), and none of the characters that would make it
 * something else in a message's header (a control character, « < > , ; " »),
 * at most 254 characters (the longest a mail server carries). Deliberately
 * loose beyond that: a stricter pattern refuses real addresses
 * (« josé@exemple.fr »), and the reply tells the rest. The one rule for the
 * forms, her off-site page (src/components/OffsiteBooking) and the host's
 * auto-reply (src/functions/accuse-reception.ts), so the function never
 * refuses an address either page took.
 */
export function isEmailAddress(text: string): boolean {
  const address = text.trim()
  return address.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(address) && !/[<>,;"\u0000-\u001f\u007f]/.test(address)
}

/**
 * The longest name and town the forms take (their inputs' `maxlength`), and
 * the host's auto-reply too: it writes them into her words, and refuses a
 * longer one, so the forms never take what it would refuse.
 */
export const textLimits = { name: 100, town: 80 } as const

/** One check of a form: the field it names, and its message when the check fails. */
export type FieldCheck<Values, Name extends string> = readonly [name: Name, fails: (values: Values) => string | false]

/** The failed checks' errors, in the order given (the form's order), at most one per field. */
export function formErrors<Values, Name extends string>(values: Values, checks: readonly FieldCheck<Values, Name>[]): FieldError<Name>[] {
  const errors: FieldError<Name>[] = []
  for (const [name, fails] of checks) {
    const message = !errorOf(errors, name) && fails(values)
    if (message) errors.push({ name, message })
  }
  return errors
}

/** The message of that field's error, if it has one. */
const errorOf = <Name extends string>(errors: readonly FieldError<Name>[], name: Name): string | undefined =>
  errors.find((error) => error.name === name)?.message

/** A field's error as the page shows it: its message, and the id its control names as its description. */
export interface ShownError {
  /** The message's element id, which its control names in aria-describedby. */
  id: string
  /** The message the parent reads. */
  text: string
}

/** That field's error in the form whose `useId()` is `formId`, if it has one. */
export function shownError<Name extends string>(errors: readonly FieldError<Name>[], formId: string, name: Name): ShownError | undefined {
  const text = errorOf(errors, name)
  return text ? { id: `${formId}-${name}-error`, text } : undefined
}
