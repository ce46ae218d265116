// Spanish words of features/people/page-messages.ts (docs/decisions/0043, 0060).
import type { Messages } from './page-messages.en';

const es = {
  loadingPerson: 'Cargando la persona',
  loadingTeam: 'Cargando el equipo',
  personNotFound: 'Persona no encontrada',
  teamNotFound: 'Equipo no encontrado',
  noPerson: (id: string) => `No hay ninguna persona con el id o nombre “${id}”.`,
  noTeam: (id: string) => `No hay ningún equipo con el id o nombre “${id}”.`,
  aboutDescription: (name: string) => `Noticias sobre ${name} en Gazette.`,
  storiesAbout: (name: string) => `Noticias sobre ${name}`,
  openAsFeed: 'Abrir como feed',
  moreStoriesAbout: (name: string) => `Más noticias sobre ${name}`,
  inTheNewsNow: 'En las noticias ahora',
  loadingSuggestions: 'Cargando sugerencias',
  namedMost: 'Las personas más mencionadas en las últimas noticias.',
  onWikipedia: (name: string) => `${name} en Wikipedia`,
  newTab: ' (se abre en una pestaña nueva)',
  people: 'Personas',
  teams: 'Equipos',
  inTheNewsWith: (name: string) => `En las noticias con ${name}`,
  loadingCompanions: 'Cargando quién aparece en las noticias con esta persona',
  noCompanions: (name: string) => `Nadie más aparece en las noticias recientes sobre ${name}.`,
  sport: 'Deporte',
  competition: 'Competición',
  country: 'País',
  peopleInTeamStories: (team: string) => `Personas en las noticias de ${team}`,
  loadingPeople: 'Cargando personas',
  noTeamPeople: 'Nadie aparece en las noticias recientes de este equipo.',
  withAnother: 'Con otra persona',
  anyone: 'Cualquiera',
  topStory: 'Noticia destacada',
  noTopStory: (name: string) => `Ninguna noticia sobre ${name} coincide con los filtros actuales.`,
} satisfies Messages;

export default es;
