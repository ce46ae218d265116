// Spanish words of app/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const es = {
  nav: {
    home: 'Inicio',
    following: 'Siguiendo',
    categories: 'Categorías',
    comics: 'Cómics',
    saved: 'Guardados',
    profile: 'Perfil',
    settings: 'Ajustes',
  },
  mainNav: 'Principal',
  skip: 'Saltar al contenido',
  shortcutsOn:
    'Los atajos de teclado están activados: pulsa la tecla del signo de interrogación para ver la lista.',
  footer: 'Gazette — noticias, personas y cómics.',
  searchStories: 'Buscar noticias',
  searchSuggestions: 'Sugerencias',
  suggestionCount: (n: number) => `${n} sugerencia${n === 1 ? '' : 's'}; usa las flechas para elegir.`,
  search: 'Buscar',
  backToTop: '↑ Volver arriba',
  offline: 'Estás sin conexión.',
  offlineMore:
    'Las páginas, noticias y cómics que ya abriste siguen disponibles; para seguir a alguien necesitas conexión.',
  newVersion: 'Nueva versión',
  newVersionReady: 'Hay una nueva versión de Gazette.',
  reloadToUpdate: 'Recargar para actualizar',
  later: 'Más tarde',
  loadingPage: 'Cargando la página',
  noPageHere: 'No hay ninguna página en esta dirección.',
  pageFailed: 'No se pudo mostrar esta página',
  followsNeedJavaScript:
    'A quién sigues lo guarda este navegador y lo muestran los scripts de Gazette, que tu navegador no ejecuta. Activa JavaScript para verlo, con sus noticias.',
} satisfies Messages;

export default es;
