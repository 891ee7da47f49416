import { type Dispatch, type FormEvent, type RefObject, type SetStateAction, startTransition, useEffect, useId, useRef, useState } from 'react'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import type { ServiceOption } from '../content/schema.ts'
import type { AutoReplyRequest } from './auto-reply.ts'
import { clearDraft, readDraft, writeDraft } from './drafts.ts'
import { type FieldCheck, type FieldError, formErrors, isEmailAddress } from './form-errors.ts'
import type { FormKind } from './queued-request.ts'
import { type ContactPayload, type ContactValues, newRequestId, requestMailtoHref, withRequestId } from './email-payload.ts'
import { isRobotPress } from './honeypot.ts'
import { useHydrated } from './use-hydrated.ts'
import { type SendStatus, type SentRequest, useSender } from './use-sender.ts'

type MailLines = ReadonlyArray<readonly [label: string, value: string]>

export interface RequestFormOptions<Values extends ContactValues, Payload extends ContactPayload> {
  /** Which form: its EmailJS template, its send throttle (`limitRate`, email-client.ts), its success words. */
  kind: FormKind
  /** Where the draft lives in sessionStorage. */
  draftKey: string
  /** The fields the draft keeps. */
  fields: readonly (keyof Values & string)[]
  /** The form after a successful send, and before a draft is restored. */
  empty: Values
  /** A saved draft minus what no longer holds (an option since removed, a day now past). */
  restore: (saved: Partial<Record<keyof Values & string, string>>) => Values
  /**
   * What this form checks beyond name and e-mail, in its fields' order (the booking's choice, town, day,
   * slot, then phone and consent; the contact's message). The name and e-mail are checked between `lead` and `rest`.
   */
  checks?: { lead?: readonly FieldCheck<Values, string>[]; rest?: readonly FieldCheck<Values, string>[] }
  /**
   * What else a parent chose in the server's form before its script came, that no text field holds (the booking's
   * card, « type/offer »): kept at hydration like what the parent typed.
   */
  chosenBeforeHydration?: (form: HTMLFormElement) => Partial<Record<keyof Values & string, string>>
  /** The parameters her EmailJS template receives (src/lib/email-payload.ts). */
  toPayload: (values: Values) => Payload | Promise<Payload>
  /** A booking: the facts the host function composes the parent's auto-reply from (auto-reply.ts). */
  autoReply?: (values: Values, requestId: string) => AutoReplyRequest
  /** Loads what `toPayload` imports, at the parent's first tap, key or input in the form, or when a draft comes back: offline, « Envoyer » must still find it. */
  prepare?: () => Promise<unknown>
  /** The subject of the pre-filled e-mail offered after a failure. */
  mailSubject: string
  /** Its « label, value » lines, before the message. */
  mailLines: (payload: Payload) => MailLines
}

/** What a form shell and its own fields need from the controller. */
export interface RequestFormController<Values extends ContactValues> {
  kind: FormKind
  /** The form's `useId()`: every field's id starts with it. */
  id: string
  hydrated: boolean
  values: Values
  setValues: Dispatch<SetStateAction<Values>>
  update: (name: keyof Values) => (event: { target: { value: string } }) => void
  /** True once the saved draft, if any, is back in the fields. */
  restored: boolean
  /** True when a draft was found and restored: what the parent typed is there, so the form must be in sight. */
  draftFound: boolean
  /** True when the parent chose in the server's form before its script came (`chosenBeforeHydration`): her latest choice. */
  chosenOnPage: boolean
  /** What is missing or wrong, once « Envoyer » was pressed (empty before): shown at the top and at each field. */
  errors: FieldError[]
  /** Counts the sends refused for a field missing or wrong (an e-mail address that is none): the error summary takes the focus at each. */
  refusals: number
  honeypot: string
  setHoneypot: (value: string) => void
  status: SendStatus
  /** The pre-filled e-mail of the failure notice. */
  mailto: string
  /** Whether the request waiting for the network replaced an earlier one that had not left. */
  replaced: boolean
  /** The host function said it sent the parent's auto-reply, whether or not the request itself left. */
  autoReplySent: boolean
  /** The notice tells what a try of the waiting request did: it leaves the focus in a field the parent is typing in. */
  fromQueue: boolean
  /** The request that left is an earlier one than the parent's last press: the success recalls nothing of the one pressed. */
  sentEarlier: boolean
  /** The name field, focused again when a notice is closed. */
  nameRef: RefObject<HTMLInputElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  dismiss: () => void
  /** « Annuler l’envoi »: the request waiting for the network will not leave; the form keeps what the parent typed. */
  cancel: () => void
}

/** The fields of the server's form that hold text, by name (none: empty). */
function typedBeforeHydration<Field extends string>(
  form: HTMLFormElement | null | undefined,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  if (!form) return {}
  const typed: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    // An input, a select, a textarea or a group of radio buttons: each has a `value`.
    const element = form.elements.namedItem(field) as { value?: unknown } | null
    if (typeof element?.value === 'string' && element.value !== '') typed[field] = element.value
  }
  return typed
}

type DraftOptions<Values extends ContactValues> = Pick<RequestFormOptions<Values, ContactPayload>, 'draftKey' | 'fields' | 'empty' | 'restore' | 'chosenBeforeHydration'> & {
  /** The name field: its form is the server's, whose fields may hold what the parent typed before the script came. */
  nameRef: RefObject<HTMLInputElement | null>
}

/** The form's values, kept as a draft in sessionStorage and brought back when the form appears. */
function useDraft<Values extends ContactValues>({ draftKey, fields, empty, restore, chosenBeforeHydration, nameRef }: DraftOptions<Values>) {
  const [values, setValues] = useState<Values>(empty)
  // State, not a ref: in StrictMode's double effects a ref would let the empty form overwrite the saved draft.
  const [restored, setRestored] = useState(false)
  const [draftFound, setDraftFound] = useState(false)
  const [chosenOnPage, setChosenOnPage] = useState(false)

  // After hydration, so the server's HTML (empty fields) and the first render agree.
  // Once, on mount: a draft is restored only when the form appears.
  // What the parent typed in the server's HTML before the script came wins over an older draft:
  // hydration leaves it in the fields, and the state must hold it or the next render would empty them.
  useEffect(() => {
    const saved = readDraft(draftKey, fields)
    const form = nameRef.current?.form
    const chosen = (form && chosenBeforeHydration?.(form)) ?? {}
    const typed = { ...typedBeforeHydration(form, fields), ...chosen }
    if (saved || Object.keys(typed).length > 0) {
      const merged: Partial<Record<keyof Values & string, string>> = Object.assign({}, saved, typed)
      // At once: a keystroke rendered before it would give the other fields the empty state's values.
      setValues(restore(merged))
      setDraftFound(true)
      setChosenOnPage(Object.keys(chosen).length > 0)
      setRestored(true)
    } else {
      // Nothing to bring back: with the island's turn to hydrated (IslandTree), one render that yields.
      startTransition(() => setRestored(true))
    }
    // Once, on mount (above): what the options do never changes for a form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (restored) writeDraft(draftKey, values)
  }, [draftKey, restored, values])

  return { values, setValues, restored, draftFound, chosenOnPage }
}

/**
 * What shows that the parent is filling the form: a tap, a key or an input inside it. Not a focus, which starts a
 * contact form's island (src/page/islands.ts): the form gives the focus itself (a notice closed, a refused send).
 */
const fillingIntents = ['pointerdown', 'keydown', 'input'] as const

/**
 * What sending needs is fetched once the parent starts filling the form (her first tap, key or input in it) or
 * once a draft comes back, not with the page, nor on a first arrival by a « Réserver » link, which most parents
 * make (the choice a link left in the tab's draft, back on a reload or a second link, counts as a draft):
 * pressed without a network, « Envoyer » must still find it, to keep the request on the device.
 */
function usePrepareOnFirstInput(nameRef: RefObject<HTMLInputElement | null>, restored: boolean, draftFound: boolean, prepare: (() => Promise<unknown>) | undefined) {
  const prepared = useRef(false)
  useEffect(() => {
    const form = nameRef.current?.form
    if (!restored || prepared.current || !form) return
    const load = () => {
      if (prepared.current) return
      prepared.current = true
      // A failed fetch here is not the parent's to see: the send itself will load it, or say it failed.
      void Promise.all([import('./email-client.ts'), import('./send-queue.ts'), prepare?.()]).catch(() => {})
    }
    if (draftFound) return load()
    for (const type of fillingIntents) form.addEventListener(type, load, { capture: true, passive: true })
    return () => {
      for (const type of fillingIntents) form.removeEventListener(type, load, true)
    }
  }, [nameRef, restored, draftFound, prepare])
}

/** The form's values as one text, its fields in a fixed order: what was pressed, compared with what the form holds later, after a reload too. */
const pressedText = (values: Readonly<Record<string, string>>): string => JSON.stringify(values, Object.keys(values).sort())

/**
 * The one controller of the contact and booking forms: the draft kept in
 * sessionStorage, the honeypot, the send, the pre-filled e-mail for a failed
 * send, and the notice that gives focus back to the first field when closed.
 */
export function useRequestForm<Values extends ContactValues, Payload extends ContactPayload>(
  options: RequestFormOptions<Values, Payload>,
): RequestFormController<Values> {
  const { kind, draftKey, fields, empty, restore, checks, chosenBeforeHydration, toPayload, autoReply, prepare, mailSubject, mailLines } = options
  const id = useId()
  const hydrated = useHydrated()
  const nameRef = useRef<HTMLInputElement>(null)
  const { values, setValues, restored, draftFound, chosenOnPage } = useDraft({ draftKey, fields, empty, restore, chosenBeforeHydration, nameRef })
  const [honeypot, setHoneypot] = useState('')
  // When the form became the script's (hydrated): a robot's press comes within seconds of it (isRobotPress).
  const startedAt = useRef(0)
  useEffect(() => {
    startedAt.current = Date.now()
  }, [])
  // Counted at each refused send; from the first, the fields are checked at each render, so each message goes as
  // soon as the parent fixes its field.
  const [refusals, setRefusals] = useState(0)
  // One id per request, kept through retries and a wait for the network; new once it has left, or once the parent
  // changes what it asks: after a send that may have arrived (a timeout), another slot is another request, and the
  // consultant's e-mail, which tells her to answer one of two requests with the same reference, must not tie them.
  const requestId = useRef<{ id: string; asked: string } | null>(null)

  // The request that left was an earlier one than the parent's last press (a try of it was under way then).
  const [sentEarlier, setSentEarlier] = useState(false)
  const reset = (sent: SentRequest | undefined) => {
    // A request that waited for the network has left while the form holds another: pressed since, or typed since it
    // was pressed (known from the request kept, in any tab, after a reload too). That stays, in the form and its
    // draft (the queue cleared it), to be sent or not.
    const newer = requestId.current !== null && sent !== undefined && requestId.current.id !== sent.id
    const typedSince = sent?.asked !== undefined && sent.asked !== pressedText(values)
    setSentEarlier(newer)
    if (newer || typedSince) {
      writeDraft(draftKey, values)
      if (!newer) requestId.current = null
      return
    }
    setValues(empty)
    setHoneypot('')
    setRefusals(0)
    clearDraft(draftKey)
    requestId.current = null
  }

  const sender = useSender({ kind, draftKey, onSent: reset })
  const checkList = [...(checks?.lead ?? []), ...identityChecks<Values>(), ...(checks?.rest ?? [])]
  const allErrors = formErrors(values, checkList)
  const errors = refusals > 0 ? allErrors : []
  usePrepareOnFirstInput(nameRef, restored, draftFound, prepare)

  const update = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A second press while the first is on its way sends nothing more: the button, disabled while sending, says
    // « Envoi en cours… »; this covers a press (or Enter in a field) before it re-renders.
    if (sender.status === 'sending') return
    // Checked again at the press, not read from the last render: a check may depend on the hour (a slot that
    // has begun since the parent chose it).
    if (formErrors(values, checkList).length > 0) {
      setRefusals((count) => count + 1)
      return
    }
    if (isRobotPress(honeypot, startedAt.current, Date.now())) {
      sender.pretendSent()
      return
    }
    const asked = pressedText(values)
    if (requestId.current?.asked !== asked) requestId.current = { id: newRequestId(), asked }
    const { id } = requestId.current
    void sender.send(async () => {
      const payload = await toPayload(values)
      return {
        payload: withRequestId(payload, id),
        mailto: requestMailtoHref(practice.email, mailSubject, mailLines(payload), payload.message),
        autoReply: autoReply?.(values, id),
        asked,
      }
    })
  }

  const dismiss = () => {
    sender.dismiss()
    nameRef.current?.focus()
  }

  const cancel = () => {
    sender.cancel()
    nameRef.current?.focus()
  }

  return {
    kind,
    id,
    hydrated,
    values,
    setValues,
    update,
    restored,
    draftFound,
    chosenOnPage,
    errors,
    refusals,
    honeypot,
    setHoneypot,
    status: sender.status,
    mailto: sender.mailto,
    replaced: sender.replaced,
    autoReplySent: sender.autoReplySent,
    fromQueue: sender.fromQueue,
    sentEarlier,
    nameRef,
    onSubmit,
    dismiss,
    cancel,
  }
}

/** Name and e-mail, which both forms ask: required, and an address a reply can reach. */
function identityChecks<Values extends ContactValues>(): FieldCheck<Values, string>[] {
  const words = ui.forms.errors
  return [
    ['name', (values) => values.name.trim() === '' && words.name],
    ['email', (values) => values.email.trim() === '' && words.email],
    ['email', (values) => !isEmailAddress(values.email) && words.emailInvalid],
  ]
}

/** The pre-filled e-mail's lines both forms start with: name, e-mail, phone, and the chosen option's label. */
export function identityMailLines(
  payload: ContactPayload,
  service: { label: string; options: readonly ServiceOption[] },
): MailLines {
  const { mailLabels } = ui.forms.failure
  const chosen = payload.service ? (service.options.find((option) => option.value === payload.service)?.label ?? payload.service) : ''
  return [
    [mailLabels.name, payload.from_name],
    [mailLabels.email, payload.from_email],
    [mailLabels.phone, payload.phone],
    [service.label, chosen],
  ]
}
