// Spanish words of app/keyboard/messages.ts (docs/decisions/0043, 0060).
import type { Messages } from './messages.en';

const es = {
  noOneToFollow: 'Esta noticia no menciona a nadie a quien seguir',
  alreadyFollowing: (name: string) => `Ya sigues a ${name}`,
  storySaved: 'Guardada',
  storyUnsaved: 'Quitada de Guardados',
  markedRead: 'Marcada como leída',
  markedUnread: 'Marcada como no leída',
  noOriginal: 'Esta noticia no tiene un original que abrir',
  storyUnavailable: 'No se pudo cargar esta noticia',
  noStoryChosen: 'Ninguna noticia elegida: pulsa j para ir a una',
  shortcutsTitle: 'Atajos de teclado',
  then: 'y luego',
  shortcutsWait: 'Los atajos se pausan mientras escribes en un campo.',
  shortcuts: {
    'next-story': 'Siguiente noticia',
    'previous-story': 'Noticia anterior',
    'open-story': 'Abrir la noticia',
    'save-story': 'Guardar la noticia para después, o quitarla',
    'mark-read': 'Marcar la noticia como leída, o no leída',
    'open-original': 'Abrir el original en su medio, en una pestaña nueva',
    'follow-person': 'Seguir a la primera persona de la noticia',
    'focus-filters': 'Filtros (o búsqueda)',
    'go-home': 'Ir a la portada',
    'go-comics': 'Ir a los cómics',
    'go-profile': 'Ir a tu perfil',
    'previous-day': 'Cómics: el día anterior',
    'next-day': 'Cómics: el día siguiente',
    help: 'Mostrar estos atajos',
  },
} satisfies Messages;

export default es;
