// Spanish words of app/routes/profile.tsx (docs/decisions/0043).
import type { Messages } from './profile.en';

const es = {
  notFound: 'Lector no encontrado',
  notAnId: (value: string) => `“${value}” no es un id de usuario.`,
  yourProfile: 'Tu perfil',
  reader: (id: string) => `Lector ${id}`,
  othersFollows: 'A quién sigue este lector',
  intro: {
    before: 'Las personas y los equipos que sigues. Sus noticias se reúnen en',
    following: 'Siguiendo',
    middle: 'en la portada. Para verlos en otro dispositivo,',
    link: 'copia tu enlace en Ajustes',
    after: '.',
  },
  readOnly: 'Vista de solo lectura de las personas y equipos que sigue el id de usuario',
} satisfies Messages;

export default es;
