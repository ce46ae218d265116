// Spanish words of features/comics/reading-messages.ts (docs/decisions/0043).
import type { Messages } from './reading-messages.en';

const es = {
  fullSize: 'Tamaño completo',
  zoomHint: 'Arrastra o desplaza para leer la tira a tamaño completo.',
  addFavourite: (name: string) => `Añadir ${name} a Mis cómics`,
  removeFavourite: (name: string) => `Quitar ${name} de Mis cómics`,
  inMyComics: 'En Mis cómics',
  myComics: 'Mis cómics',
  archive: (name: string) => `Archivo de ${name}`,
  seriesIntro: 'Todas las tiras de un mes, de la más reciente a la más antigua.',
  olderMonth: 'Mes anterior',
  newerMonth: 'Mes siguiente',
  noStripsInMonth: 'No hay tiras este mes.',
  searchedBack: 'Solo se pueden listar los meses más recientes.',
  randomStrip: 'Tira al azar',
  findingRandom: 'Buscando una tira…',
  share: 'Compartir',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar el enlace',
  allStrips: 'Todos los cómics',
  noSuchComic: (raw: string) => `No hay ningún cómic llamado «${raw}».`,
} satisfies Messages;

export default es;
