// Nothing tapped before hydration is lost (decision 0046). The server puts this script inline in
// the head of every page it renders, before any bundle (server/app-shell/early-taps.ts; the CSP
// names its hash). Until a part of the page (header, page, footer: each a `[data-hydrating]`
// element until hydrated, web/src/app/hydrated-part.tsx) is hydrated, a tap on one of its
// controls or a submitted form is held there, its control marked busy, and what is typed into its
// fields (or ticked in its native checkboxes and radio buttons, which work by themselves) is
// noted. Once the part is hydrated all of it is handed to the app in the order it came. Links
// work as links meanwhile. Plain browser JavaScript, no imports; the server drops the lines that
// are only a comment, so keep comments on lines of their own.
;(() => {
  const controls =
    'a[href], button, summary, input[type=submit], input[type=image], input[type=button], input[type=reset], [role=button], [role=checkbox], [role=switch], [role=tab], [role=radio], [role=menuitem], [role=option]'
  // In order: taps { target, pointerType }, submits { form, submitter } (each with the element
  // marked busy and its own aria-busy before), typing { field, value } and ticks { field, checked }.
  let held = []
  // True while the script itself hands a held tap, typing or submit to the app.
  let handing = false
  const hydrating = (node) => node instanceof Element && node.closest('[data-hydrating]') !== null
  // Held too: a tap or submit that comes after its part hydrated while what came before it is
  // being handed over (the app would see it before the typing it follows: an empty address
  // sent). Entries still waiting for a part that has not hydrated hold nothing else up.
  const handingOver = () =>
    held.some((entry) => {
      const element = entry.field || entry.form || entry.target
      return element.isConnected && !hydrating(element)
    })
  const waits = (node) => !handing && (hydrating(node) || handingOver())
  // The control a pointer or click event is for, when its part is not hydrated yet or taps are
  // still waiting; links and <details> work without the app, so they are left alone.
  const heldControl = (event) => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null
    return control && !control.matches('a[href], summary') && waits(control) ? control : null
  }

  const hold = (event, entry, marked) => {
    event.preventDefault()
    event.stopPropagation()
    held.push({ ...entry, marked, busy: marked.getAttribute('aria-busy') })
    marked.setAttribute('aria-busy', 'true')
  }
  const unmark = (entry) => {
    if (!entry.marked) return
    if (entry.busy === null) entry.marked.removeAttribute('aria-busy')
    else entry.marked.setAttribute('aria-busy', entry.busy)
    entry.marked = null
  }

  // The app sees none of a held tap (the React root would otherwise hydrate the part at once on
  // a press, and a menu could open on the press and again on the replay).
  for (const type of [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
  ]) {
    document.addEventListener(type, (event) => heldControl(event) && event.stopPropagation(), true)
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = heldControl(event)
      if (target) hold(event, { target, pointerType: event.pointerType || '' }, target)
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (waits(form)) hold(event, { form, submitter: event.submitter }, event.submitter || form)
    },
    true,
  )
  // A field's latest value counts, at the time it was last changed.
  const note = (event) => {
    const field = event.target
    if (!hydrating(field)) {
      // Typed once its part is hydrated: the app saw the field's whole value, so a value noted
      // before would only undo the newer typing (a letter lost from a fast typist's word).
      if (event.isTrusted) held = held.filter((entry) => entry.field !== field)
      return
    }
    const tick = field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)
    const text =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !/^(file|submit|button|image|reset)$/.test(field.type))
    if (!tick && !text) return
    held = held.filter((entry) => entry.field !== field)
    held.push(tick ? { field, checked: field.checked } : { field, value: field.value })
  }
  document.addEventListener('input', note, true)
  document.addEventListener('change', note, true)

  // Hands what was typed or ticked to the app as if done now. The element's own setter (where
  // React tracks the value) first learns another value and the prototype's then sets the real
  // one, so the event reads as a change to a React controlled field as well as to a plain one.
  // A box is set to the other state the same way, then clicked into the visitor's. A field the
  // visitor has left is left again (a blur), as the app would have seen it.
  const fill = ({ field, value, checked }) => {
    if (checked !== undefined) {
      if (field.type === 'radio' && !checked) return
      field.checked = !checked
      field.click()
    } else {
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set
      field.value = value === '' ? ' ' : ''
      setValue.call(field, value)
      const type = field instanceof HTMLSelectElement ? 'change' : 'input'
      field.dispatchEvent(new Event(type, { bubbles: true }))
    }
    if (document.activeElement !== field)
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  }
  // A tap as the app would have seen it: the press (a pointer's, unless from the keyboard), then
  // the click.
  const tap = ({ target, pointerType }) => {
    const press = { bubbles: true, cancelable: true, composed: true, button: 0 }
    if (pointerType) {
      const pointer = { ...press, pointerType, isPrimary: true, pointerId: 1 }
      target.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }))
      target.dispatchEvent(new MouseEvent('mousedown', { ...press, buttons: 1 }))
      target.dispatchEvent(new PointerEvent('pointerup', pointer))
      target.dispatchEvent(new MouseEvent('mouseup', press))
    }
    target.click()
  }

  let replaying = false
  const replay = async () => {
    if (replaying) return
    replaying = true
    while (held.length > 0) {
      const next = held[0]
      const element = next.field || next.form || next.target
      // In order: anything later waits for the part of what came before.
      if (element.isConnected && hydrating(element)) break
      // Each in a task of its own, once the app has rendered what the one before changed; it
      // stays held meanwhile, so a tap coming now waits behind it.
      await new Promise((resolve) => setTimeout(resolve, 0))
      // Typed over meanwhile: the entry is gone, so look again at what comes first.
      if (held[0] !== next) continue
      held.shift()
      unmark(next)
      if (!element.isConnected) continue
      handing = true
      try {
        if (next.field) fill(next)
        else if (!next.form) tap(next)
        else if (next.submitter && next.submitter.form === next.form)
          next.form.requestSubmit(next.submitter)
        else next.form.requestSubmit()
      } finally {
        handing = false
      }
    }
    replaying = false
  }

  window.earlyTaps = {
    // Called just before hydration starts: React expects the markup as the server sent it.
    hydrating() {
      held.forEach(unmark)
    },
    // Called when a part of the page is hydrated.
    replay,
  }
})()
