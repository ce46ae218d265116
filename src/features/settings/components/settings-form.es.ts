// Spanish words of features/settings/components/settings-form.tsx (docs/decisions/0043).
import type { Messages } from './settings-form.en';

const es = {
  personalisation: 'Personalización',
  optOut: 'Desactivar la personalización',
  optOutNote:
    'Si está activado, las noticias aparecen de la más reciente a la más antigua para todos y el servicio no registra nada de lo que lees.',
  defaults: 'Idioma y país de las noticias',
  language: 'Idioma',
  anyLanguage: 'Cualquier idioma',
  country: 'País',
  anyCountry: 'Cualquier país',
  needsJavaScript:
    'Los ajustes los guarda este navegador y los cambian los scripts de Gazette, que tu navegador no ejecuta. Activa JavaScript para cambiarlos.',
} satisfies Messages;

export default es;
