// English words of features/settings/components/device-section.tsx (docs/decisions/0043).

const en = {
  title: 'Use Gazette on another device',
  fromLink: 'Link from another device',
  adoptQuestion: 'Use the follows from this link on this device?',
  adoptWill: {
    before: 'This device will read the follows of',
    middle: 'instead of',
    after: '. You can undo it.',
  },
  adoptShares:
    'Whoever has this link sees the follows you make on this device after you use it, and can change them.',
  adopt: 'Use these follows',
  keep: 'Keep mine',
  badLink: 'This link does not carry a user id Gazette knows how to read.',
  explain:
    'Gazette remembers who you follow under a private id, without an account. Open this link on your phone or another browser to bring your follows along.',
  copy: 'Copy link',
  yourId: 'Your id:',
  otherOptions: 'Other options',
  useAnother: 'Use another user id',
  paste: 'Paste a user id',
  rule: '1–64 letters, digits, “-” or “_”.',
  useThis: 'Use this id',
  reset: 'Reset user id',
  resetNote: 'Start afresh with no follows on this device.',
  resetQuestion: 'Start afresh with a new id?',
  resetConfirm: 'Reset',
  resetLoses: 'This device will no longer show the follows kept under',
  resetKeeps: 'They stay there: Undo, or that id pasted back, brings them back.',
  copied: 'Link copied. Open it on your other device.',
  copyRefused: 'Copying is not allowed here; select the link and copy it by hand.',
  usingPasted: 'Now using the pasted user id.',
  usingLink: 'Now using the follows from your link.',
  newId: 'A new user id was created. Your follows stay with the old id.',
};

export default en;
export type Messages = typeof en;
