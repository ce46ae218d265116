// English words of features/settings/components/settings-form.tsx (docs/decisions/0043).

const en = {
  personalisation: 'Personalisation',
  optOut: 'Opt out of personalisation',
  optOutNote:
    'When on, stories come newest first for everyone and the service records nothing about your reading.',
  defaults: 'Language and country',
  language: 'Language',
  anyLanguage: 'Any language',
  country: 'Country',
  anyCountry: 'Any country',
  needsJavaScript:
    'Settings are kept by this browser and changed by Gazette’s scripts, which your browser does not run. Turn JavaScript on to change them.',
};

export default en;
export type Messages = typeof en;
