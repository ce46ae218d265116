// Spanish words of features/settings/components/device-section.tsx (docs/decisions/0043).
import type { Messages } from './device-section.en';

const es = {
  title: 'Usa Gazette en otro dispositivo',
  fromLink: 'Enlace de otro dispositivo',
  adoptQuestion: '¿Usar en este dispositivo lo que se sigue en este enlace?',
  adoptWill: {
    before: 'Este dispositivo mostrará lo que sigue',
    middle: 'en lugar de',
    after: '. Puedes deshacerlo.',
  },
  adoptShares:
    'Quien tenga este enlace verá lo que sigas en este dispositivo después de usarlo, y podrá cambiarlo.',
  adopt: 'Usar los de este enlace',
  keep: 'Conservar los míos',
  badLink: 'Este enlace no contiene un id de usuario que Gazette sepa leer.',
  explain:
    'Gazette recuerda a quién sigues con un id privado, sin necesidad de cuenta. Abre este enlace en tu teléfono o en otro navegador para llevarte lo que sigues.',
  copy: 'Copiar enlace',
  yourId: 'Tu id:',
  otherOptions: 'Otras opciones',
  useAnother: 'Usar otro id de usuario',
  paste: 'Pega un id de usuario',
  rule: 'De 1 a 64 letras, números, “-” o “_”.',
  useThis: 'Usar este id',
  reset: 'Restablecer el id de usuario',
  resetNote: 'Empieza de cero en este dispositivo, sin seguir a nadie.',
  resetQuestion: '¿Empezar de cero con un id nuevo?',
  resetConfirm: 'Restablecer',
  resetLoses: 'Este dispositivo dejará de mostrar lo que sigues con el id',
  resetKeeps: 'Todo sigue guardado ahí: Deshacer, o volver a pegar ese id, lo recupera.',
  copied: 'Enlace copiado. Ábrelo en tu otro dispositivo.',
  copyRefused: 'Aquí no se puede copiar; selecciona el enlace y cópialo a mano.',
  usingPasted: 'Ahora usas el id de usuario que pegaste.',
  usingLink: 'Ahora usas lo que se sigue en tu enlace.',
  newId: 'Se creó un id de usuario nuevo. Lo que sigues queda con el id anterior.',
} satisfies Messages;

export default es;
