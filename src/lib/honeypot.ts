/**
 * How soon after its form starts (its script takes it over: with the page for the booking form, at the fold's
 * opening or the first touch for a contact form) a robot presses « Envoyer »: it fills every field and presses at
 * once. A parent takes longer, even with autofill, which may also fill the honeypot (password managers and browsers
 * do, whatever its `autocomplete`): a filled honeypot is a robot's only when pressed sooner than this, so that a
 * parent's request is not dropped for it unless she sends within seconds of that start.
 */
export const robotSpeedMs = 5_000

/** Whether a press is a robot's: the honeypot filled, and « Envoyer » pressed within `robotSpeedMs` of the form's start. */
export const isRobotPress = (honeypot: string, startedAt: number, now: number): boolean => honeypot !== '' && now - startedAt < robotSpeedMs
