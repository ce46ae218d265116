// Spanish words of features/article/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const es = {
  share: 'Compartir',
  linkCopied: 'Enlace copiado',
  linkNotCopied: 'No se pudo copiar el enlace',
  textSize: 'Tamaño del texto',
  textSizes: { small: 'Texto pequeño', medium: 'Texto mediano', large: 'Texto grande' },
  playerTitle: (title: string) => `Vídeo: ${title}`,
  watch: (duration: string) => `Ver (${duration})`,
  previousStory: '← Noticia anterior',
  nextStory: 'Noticia siguiente →',
  loadingStory: 'Cargando la noticia',
  noText: 'El medio no envió el texto de esta noticia.',
  readAt: (provider: string) => `Leer la noticia en ${provider}`,
  newTab: ' (se abre en una pestaña nueva)',
  inThisStory: 'En esta noticia',
  people: 'Personas',
  teams: 'Equipos',
  topics: 'Temas',
  tags: 'Etiquetas',
  moreFromList: 'Más noticias de la lista',
  moreCoverage: 'Más cobertura',
  latestAbout: (name: string) => `Lo último sobre ${name}`,
  latestIn: (name: string) => `Lo último en ${name}`,
  allAbout: (name: string) => `Todas las noticias sobre ${name}`,
  allIn: (name: string) => `Todas las noticias de ${name}`,
} satisfies Messages;

export default es;
