// Spanish words of features/profile/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const es = {
  noPeopleOrTeams: 'Todavía no sigues a personas ni equipos',
  sources: 'Fuentes',
  topics: 'Temas',
  categories: 'Categorías',
  keptHere:
    'Las fuentes, los temas y las categorías que sigues se guardan en este navegador; “Exportar vistas”, en la página Vistas guardadas, los lleva a otro.',
  noneFollowedHere: {
    provider: 'Aún no sigues ninguna fuente. Síguela desde su página o su filtro en un feed.',
    topic: 'Aún no sigues ningún tema. Síguelo desde su filtro en un feed.',
    category: 'Aún no sigues ninguna categoría. Síguela desde su página.',
  },
  sport: 'Deporte',
  allSports: 'Todos los deportes',
  competition: 'Competición',
  allCompetitions: 'Todas las competiciones',
  competitionOf: (team: string) => `Competición de ${team}`,
  competitionNumber: (id: number) => `Competición ${id}`,
  clear: 'Borrar filtros',
  persons: 'Personas',
  teams: 'Equipos',
  noPersons: 'No hay personas aquí.',
  noTeams: 'No hay equipos aquí.',
  loading: 'Cargando a quién sigues',
  youFollowNoOne: 'Todavía no sigues a nadie',
  readerFollowsNoOne: 'Este lector todavía no sigue a nadie',
  howToFollow:
    'Sigue a personas y equipos desde sus páginas, o empieza por alguien que esté en las noticias.',
} satisfies Messages;

export default es;
