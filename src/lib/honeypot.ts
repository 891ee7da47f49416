/**
 * How soon after its form shows a robot presses « Envoyer »: it fills every field and presses at once. A parent takes
 * longer, even with autofill, which may also fill the honeypot (password managers and browsers do, whatever its
 * `autocomplete`): a filled honeypot is a robot's only when pressed sooner than this, so that a parent's request is
 * never dropped for it.
 */
export const robotSpeedMs = 5_000

/** Whether a press is a robot's: the honeypot filled, and « Envoyer » pressed within `robotSpeedMs` of the form's showing. */
export const isRobotPress = (honeypot: string, shownAt: number, now: number): boolean => honeypot !== '' && now - shownAt < robotSpeedMs
