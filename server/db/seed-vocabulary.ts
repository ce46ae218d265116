// Word lists and templates for the demo newsroom. All names are invented; none are real people or teams.

export type Lang = 'en' | 'es' | 'pt';
export const LANGS: readonly Lang[] = ['en', 'es', 'pt'];

export interface CategorySeed {
  id: number;
  en: string;
  es: string;
  pt: string;
  iab: number;
  topics: string[];
  tags: string[];
  headlines: Record<Lang, string[]>;
  summaries: Record<Lang, string>;
}

export const CATEGORIES: CategorySeed[] = [
  {
    id: 1,
    en: 'World',
    es: 'Mundo',
    pt: 'Mundo',
    iab: 379,
    topics: ['Diplomacy', 'Migration', 'Climate change'],
    tags: ['world', 'diplomacy', 'summit', 'migration'],
    headlines: {
      en: [
        'Leaders meet in {city} as talks on {topicLower} enter a {ordinal} day',
        '{person} calls for calm after border dispute near {city}',
        'Summit in {city} ends with pledge on {topicLower}',
      ],
      es: [
        'Líderes se reúnen en {city} mientras las negociaciones entran en su {ordinalEs} día',
        '{person} pide calma tras la disputa fronteriza cerca de {city}',
        'La cumbre de {city} termina con un compromiso histórico',
      ],
      pt: [
        'Líderes se reúnem em {city} enquanto negociações chegam ao {ordinalPt} dia',
        '{person} pede calma após disputa na fronteira perto de {city}',
        'Cúpula em {city} termina com compromisso inédito',
      ],
    },
    summaries: {
      en: 'Delegations from {n} countries gathered in {city}; {person} said an agreement was "within reach".',
      es: 'Delegaciones de {n} países se reunieron en {city}; {person} afirmó que un acuerdo está "al alcance".',
      pt: 'Delegações de {n} países se reuniram em {city}; {person} disse que um acordo está "ao alcance".',
    },
  },
  {
    id: 2,
    en: 'Politics',
    es: 'Política',
    pt: 'Política',
    iab: 386,
    topics: ['Elections', 'Parliament', 'Public spending'],
    tags: ['politics', 'elections', 'vote', 'parliament', 'budget'],
    headlines: {
      en: [
        '{person} leads new poll ahead of {city} election',
        'Parliament approves budget after {n}-hour debate',
        'Voters in {city} head to the polls on {weekday}',
      ],
      es: [
        '{person} lidera la nueva encuesta antes de las elecciones en {city}',
        'El parlamento aprueba el presupuesto tras un debate de {n} horas',
        'Los votantes de {city} acuden a las urnas el {weekdayEs}',
      ],
      pt: [
        '{person} lidera nova pesquisa antes da eleição em {city}',
        'Parlamento aprova orçamento após debate de {n} horas',
        'Eleitores de {city} vão às urnas na {weekdayPt}',
      ],
    },
    summaries: {
      en: 'The result in {city} could reshape the coalition; {person} promised a vote on spending within {n} days.',
      es: 'El resultado en {city} podría cambiar la coalición; {person} prometió una votación sobre el gasto en {n} días.',
      pt: 'O resultado em {city} pode mudar a coalizão; {person} prometeu uma votação sobre gastos em {n} dias.',
    },
  },
  {
    id: 3,
    en: 'Business',
    es: 'Economía',
    pt: 'Economia',
    iab: 52,
    topics: ['Inflation', 'Stock market', 'Startups'],
    tags: ['economy', 'inflation', 'markets', 'startups', 'jobs'],
    headlines: {
      en: [
        'Inflation eases to {pct}% as prices in {city} cool',
        'Markets rally after {person} signals rate pause',
        '{city} startup raises ${n} million to expand abroad',
      ],
      es: [
        'La inflación baja al {pct}% mientras los precios se moderan en {city}',
        'Los mercados suben después de que {person} anticipara una pausa en los tipos',
        'Una startup de {city} recauda {n} millones para crecer en el exterior',
      ],
      pt: [
        'Inflação recua para {pct}% com preços mais estáveis em {city}',
        'Mercados sobem após {person} sinalizar pausa nos juros',
        'Startup de {city} capta {n} milhões para expandir no exterior',
      ],
    },
    summaries: {
      en: 'Analysts in {city} expect {pct}% growth this year, though {person} warned that risks remain.',
      es: 'Los analistas de {city} esperan un crecimiento del {pct}% este año, aunque {person} advirtió de los riesgos.',
      pt: 'Analistas em {city} esperam crescimento de {pct}% neste ano, embora {person} tenha alertado para riscos.',
    },
  },
  {
    id: 4,
    en: 'Technology',
    es: 'Tecnología',
    pt: 'Tecnologia',
    iab: 596,
    topics: ['Artificial intelligence', 'Cybersecurity', 'Smartphones'],
    tags: ['tech', 'ai', 'security', 'software', 'phones'],
    headlines: {
      en: [
        'New AI model from {city} lab beats benchmarks by {pct}%',
        '{person} unveils a phone that lasts {n} days on one charge',
        'Cyberattack disrupts services in {city} for {n} hours',
      ],
      es: [
        'Un nuevo modelo de IA de un laboratorio de {city} supera las pruebas en un {pct}%',
        '{person} presenta un teléfono que dura {n} días con una carga',
        'Un ciberataque interrumpe servicios en {city} durante {n} horas',
      ],
      pt: [
        'Novo modelo de IA de laboratório em {city} supera testes em {pct}%',
        '{person} apresenta celular que dura {n} dias com uma carga',
        'Ataque hacker interrompe serviços em {city} por {n} horas',
      ],
    },
    summaries: {
      en: 'Engineers in {city} say the change will reach users within {n} weeks; {person} called it "a turning point".',
      es: 'Ingenieros en {city} dicen que el cambio llegará a los usuarios en {n} semanas; {person} lo llamó "un punto de inflexión".',
      pt: 'Engenheiros em {city} dizem que a mudança chega aos usuários em {n} semanas; {person} chamou de "um divisor de águas".',
    },
  },
  {
    id: 5,
    en: 'Science',
    es: 'Ciencia',
    pt: 'Ciência',
    iab: 464,
    topics: ['Space exploration', 'Climate change', 'Oceans'],
    tags: ['science', 'space', 'research', 'climate', 'ocean'],
    headlines: {
      en: [
        'Telescope spots {n} new exoplanets, {city} team says',
        'Scientists led by {person} map a deep-sea reef',
        'Study finds glaciers shrank {pct}% in a decade',
      ],
      es: [
        'Un telescopio detecta {n} nuevos exoplanetas, según un equipo de {city}',
        'Científicos dirigidos por {person} cartografían un arrecife profundo',
        'Un estudio revela que los glaciares se redujeron un {pct}% en una década',
      ],
      pt: [
        'Telescópio detecta {n} novos exoplanetas, diz equipe de {city}',
        'Cientistas liderados por {person} mapeiam recife em águas profundas',
        'Estudo mostra que geleiras encolheram {pct}% em uma década',
      ],
    },
    summaries: {
      en: 'The findings, published this week, draw on {n} years of data; {person} said more observations are planned.',
      es: 'Los resultados, publicados esta semana, se basan en {n} años de datos; {person} dijo que habrá más observaciones.',
      pt: 'Os resultados, publicados nesta semana, usam {n} anos de dados; {person} disse que novas observações estão previstas.',
    },
  },
  {
    id: 6,
    en: 'Health',
    es: 'Salud',
    pt: 'Saúde',
    iab: 223,
    topics: ['Vaccines', 'Public health', 'Nutrition'],
    tags: ['health', 'vaccines', 'hospitals', 'nutrition', 'flu'],
    headlines: {
      en: [
        'Flu season arrives early in {city}, doctors warn',
        'New vaccine cuts hospital stays by {pct}%, trial shows',
        '{person} opens {n}-bed hospital wing',
      ],
      es: [
        'La temporada de gripe llega antes a {city}, advierten los médicos',
        'Una nueva vacuna reduce las hospitalizaciones un {pct}%',
        '{person} inaugura un ala hospitalaria de {n} camas',
      ],
      pt: [
        'Temporada de gripe chega mais cedo a {city}, alertam médicos',
        'Nova vacina reduz internações em {pct}%, mostra estudo',
        '{person} inaugura ala hospitalar com {n} leitos',
      ],
    },
    summaries: {
      en: 'Health officials in {city} urged residents to get vaccinated; {n} clinics extend their hours this week.',
      es: 'Las autoridades sanitarias de {city} pidieron vacunarse; {n} clínicas amplían su horario esta semana.',
      pt: 'Autoridades de saúde de {city} pediram vacinação; {n} clínicas ampliam o horário nesta semana.',
    },
  },
  {
    id: 7,
    en: 'Sports',
    es: 'Deportes',
    pt: 'Esportes',
    iab: 483,
    topics: ['Championship', 'Transfer market', 'Olympics'],
    tags: ['sports', 'match', 'final', 'transfer', 'league'],
    headlines: {
      en: [
        '{team} beat {team2} {score} to stay top',
        '{person} scores twice as {team} win in {city}',
        '{team} sign {person} in record transfer',
      ],
      es: [
        'El {team} vence al {team2} por {score} y sigue líder',
        '{person} marca dos goles en la victoria del {team} en {city}',
        'El {team} ficha a {person} en un traspaso récord',
      ],
      pt: [
        '{team} vence o {team2} por {score} e segue na liderança',
        '{person} marca duas vezes na vitória do {team} em {city}',
        '{team} contrata {person} em transferência recorde',
      ],
    },
    summaries: {
      en: '{person} was decisive again as {team} extended their unbeaten run to {n} games.',
      es: '{person} volvió a ser decisivo y el {team} alarga su racha invicta a {n} partidos.',
      pt: '{person} voltou a ser decisivo e o {team} ampliou a série invicta para {n} jogos.',
    },
  },
  {
    id: 8,
    en: 'Entertainment',
    es: 'Entretenimiento',
    pt: 'Entretenimento',
    iab: 324,
    topics: ['Film festival', 'Streaming', 'Music'],
    tags: ['film', 'music', 'streaming', 'festival', 'awards'],
    headlines: {
      en: [
        '{person} wins top prize at {city} film festival',
        'Streaming hit returns for season {n}',
        '{person} announces {n}-city world tour',
      ],
      es: [
        '{person} gana el premio principal del festival de cine de {city}',
        'La serie de éxito vuelve con su temporada {n}',
        '{person} anuncia una gira mundial por {n} ciudades',
      ],
      pt: [
        '{person} vence o prêmio principal do festival de cinema de {city}',
        'Série de sucesso volta para a temporada {n}',
        '{person} anuncia turnê mundial por {n} cidades',
      ],
    },
    summaries: {
      en: 'Fans in {city} queued for hours; {person} thanked the audience in a short speech.',
      es: 'Los fans hicieron cola durante horas en {city}; {person} agradeció al público en un breve discurso.',
      pt: 'Fãs fizeram fila por horas em {city}; {person} agradeceu ao público em um breve discurso.',
    },
  },
  {
    id: 9,
    en: 'Culture',
    es: 'Cultura',
    pt: 'Cultura',
    iab: 201,
    topics: ['Museums', 'Literature', 'Architecture'],
    tags: ['culture', 'books', 'museums', 'art', 'architecture'],
    headlines: {
      en: [
        '{city} museum reopens with {n} new works',
        '{person} novel tops the bestseller list',
        'Restored theatre in {city} welcomes first audience',
      ],
      es: [
        'El museo de {city} reabre con {n} obras nuevas',
        'La novela de {person} encabeza la lista de ventas',
        'El teatro restaurado de {city} recibe a su primer público',
      ],
      pt: [
        'Museu de {city} reabre com {n} obras novas',
        'Romance de {person} lidera lista de mais vendidos',
        'Teatro restaurado em {city} recebe o primeiro público',
      ],
    },
    summaries: {
      en: 'Curators spent {n} months on the project; {person} called it "a gift to the city".',
      es: 'Los curadores dedicaron {n} meses al proyecto; {person} lo definió como "un regalo para la ciudad".',
      pt: 'Curadores passaram {n} meses no projeto; {person} chamou de "um presente para a cidade".',
    },
  },
  {
    id: 10,
    en: 'Travel',
    es: 'Viajes',
    pt: 'Viagens',
    iab: 653,
    topics: ['Tourism', 'Public transport', 'Aviation'],
    tags: ['travel', 'tourism', 'flights', 'trains', 'hotels'],
    headlines: {
      en: [
        'New rail link cuts {city} trip to {n} minutes',
        '{n} places to visit in {city} this season',
        'Airport in {city} adds {n} routes',
      ],
      es: [
        'Una nueva línea de tren reduce el viaje a {city} a {n} minutos',
        '{n} lugares para visitar en {city} esta temporada',
        'El aeropuerto de {city} suma {n} rutas',
      ],
      pt: [
        'Nova linha de trem reduz viagem a {city} para {n} minutos',
        '{n} lugares para visitar em {city} nesta temporada',
        'Aeroporto de {city} ganha {n} novas rotas',
      ],
    },
    summaries: {
      en: 'Tourism in {city} is up {pct}% on last year, and operators expect a busy summer.',
      es: 'El turismo en {city} crece un {pct}% respecto al año pasado y se espera un verano intenso.',
      pt: 'O turismo em {city} cresceu {pct}% em relação ao ano passado, e o setor espera um verão movimentado.',
    },
  },
  {
    id: 11,
    en: 'Weather',
    es: 'Tiempo',
    pt: 'Clima',
    iab: 641,
    topics: ['Weather', 'Heatwave', 'Storms'],
    tags: ['weather', 'heatwave', 'storm', 'rain', 'forecast'],
    headlines: {
      en: [
        'Heatwave pushes {city} past {temp}°C',
        'Storm brings {n} mm of rain to {city}',
        'Forecast: a cool, dry {weekday} in {city}',
      ],
      es: [
        'Una ola de calor eleva {city} por encima de {temp} °C',
        'La tormenta deja {n} mm de lluvia en {city}',
        'Pronóstico: un {weekdayEs} fresco y seco en {city}',
      ],
      pt: [
        'Onda de calor leva {city} a mais de {temp} °C',
        'Tempestade traz {n} mm de chuva a {city}',
        'Previsão: {weekdayPt} fresca e seca em {city}',
      ],
    },
    summaries: {
      en: 'Forecasters expect the weather to change within {n} days; residents of {city} are urged to take care.',
      es: 'Los meteorólogos esperan un cambio de tiempo en {n} días; piden precaución a los vecinos de {city}.',
      pt: 'Meteorologistas esperam mudança no tempo em {n} dias; moradores de {city} devem tomar cuidado.',
    },
  },
  {
    id: 12,
    en: 'Lifestyle',
    es: 'Estilo de vida',
    pt: 'Estilo de vida',
    iab: 186,
    topics: ['Food', 'Housing', 'Fitness'],
    tags: ['food', 'housing', 'fitness', 'recipes', 'home'],
    headlines: {
      en: [
        'The {city} bakery with a {n}-day waiting list',
        'Rents in {city} rise {pct}% in a year',
        '{person} shares a {n}-minute morning routine',
      ],
      es: [
        'La panadería de {city} con una lista de espera de {n} días',
        'Los alquileres en {city} suben un {pct}% en un año',
        '{person} comparte su rutina matinal de {n} minutos',
      ],
      pt: [
        'A padaria de {city} com fila de espera de {n} dias',
        'Aluguéis em {city} sobem {pct}% em um ano',
        '{person} compartilha rotina matinal de {n} minutos',
      ],
    },
    summaries: {
      en: 'A look at how people in {city} are adapting, with tips from {person}.',
      es: 'Cómo se están adaptando los vecinos de {city}, con consejos de {person}.',
      pt: 'Como os moradores de {city} estão se adaptando, com dicas de {person}.',
    },
  },
];

export const SPORTS_CATEGORY_ID = 7;

export interface ProviderSeed {
  id: string;
  name: string;
  domain: string;
  country: string;
  language: Lang;
  locales: string[];
  countries: string[];
  /** Category ids this desk mostly covers; generalists have all. */
  beats: number[] | null;
  /** Its video player (`https://<domain>/player/<id>`) may be embedded in another site's page. */
  embedsPlayer?: boolean;
}

export const PROVIDERS: ProviderSeed[] = [
  {
    id: 'harbor-herald',
    name: 'The Harbor Herald',
    domain: 'harborherald.example',
    country: 'US',
    language: 'en',
    locales: ['en_US'],
    countries: ['US', 'CA'],
    beats: null,
  },
  {
    id: 'daily-meridian',
    name: 'Daily Meridian',
    domain: 'dailymeridian.example',
    country: 'GB',
    language: 'en',
    locales: ['en_GB'],
    countries: ['GB', 'IE', 'US'],
    beats: null,
  },
  {
    id: 'tech-ledger',
    embedsPlayer: true,
    name: 'Tech Ledger',
    domain: 'techledger.example',
    country: 'US',
    language: 'en',
    locales: ['en_US'],
    countries: ['US', 'GB', 'CA', 'IN'],
    beats: [3, 4, 5],
  },
  {
    id: 'pitchside',
    embedsPlayer: true,
    name: 'Pitchside',
    domain: 'pitchside.example',
    country: 'GB',
    language: 'en',
    locales: ['en_GB', 'en_US'],
    countries: ['GB', 'US', 'IE'],
    beats: [7],
  },
  {
    id: 'el-faro',
    name: 'El Faro',
    domain: 'elfaro.example',
    country: 'ES',
    language: 'es',
    locales: ['es_ES'],
    countries: ['ES'],
    beats: null,
  },
  {
    id: 'la-voz-del-sur',
    embedsPlayer: true,
    name: 'La Voz del Sur',
    domain: 'lavozdelsur.example',
    country: 'AR',
    language: 'es',
    locales: ['es_AR', 'es_MX'],
    countries: ['AR', 'MX', 'CL', 'CO'],
    beats: null,
  },
  {
    id: 'cielo-abierto',
    name: 'Cielo Abierto',
    domain: 'cieloabierto.example',
    country: 'MX',
    language: 'es',
    locales: ['es_MX'],
    countries: ['MX', 'US'],
    beats: [10, 11, 12],
  },
  {
    id: 'folha-do-vale',
    name: 'Folha do Vale',
    domain: 'folhadovale.example',
    country: 'BR',
    language: 'pt',
    locales: ['pt_BR'],
    countries: ['BR'],
    beats: null,
  },
  {
    id: 'correio-atlantico',
    name: 'Correio Atlântico',
    domain: 'correioatlantico.example',
    country: 'PT',
    language: 'pt',
    locales: ['pt_PT'],
    countries: ['PT', 'BR'],
    beats: null,
  },
  {
    id: 'placar-total',
    embedsPlayer: true,
    name: 'Placar Total',
    domain: 'placartotal.example',
    country: 'BR',
    language: 'pt',
    locales: ['pt_BR'],
    countries: ['BR', 'PT'],
    beats: [7, 8],
  },
];

export const CITIES: Record<Lang, string[]> = {
  en: [
    'Port Calder',
    'Eastbrook',
    'New Harlow',
    'Millbridge',
    'Redwater',
    'Kingsford',
    'Ashton Bay',
    'Glenmoor',
  ],
  es: [
    'Valdemar',
    'Puerto Olivo',
    'San Aurelio',
    'Villaclara',
    'Montealto',
    'Río Seco',
    'Las Brisas',
    'Costanera',
  ],
  pt: [
    'Porto Alegria',
    'Vila Serena',
    'São Ventura',
    'Campo Azul',
    'Ribeira Nova',
    'Monte Claro',
    'Baía Clara',
    'Pedra Branca',
  ],
};

export const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elena',
  'Felipe',
  'Grace',
  'Hugo',
  'Inês',
  'Jonah',
  'Kira',
  'Lucas',
  'Marta',
  'Nico',
  'Olivia',
  'Pablo',
  'Quinn',
  'Rosa',
  'Samuel',
  'Tania',
  'Ulises',
  'Vera',
  'Walter',
  'Ximena',
  'Yara',
  'Zane',
];
export const LAST_NAMES = [
  'Albright',
  'Barros',
  'Castell',
  'Duarte',
  'Ellison',
  'Ferraz',
  'Galloway',
  'Herrera',
  'Ibarra',
  'Jansen',
  'Kowal',
  'Lacerda',
  'Moreau',
  'Navarro',
  'Okafor',
  'Peixoto',
  'Quiroga',
  'Rinaldi',
  'Sandoval',
  'Teixeira',
  'Urquiza',
  'Valente',
  'Whitlock',
  'Zamora',
];

export const ROLES = [
  { role: 'politician', categories: [1, 2], text: 'politician and former mayor of {city}' },
  { role: 'economist', categories: [3], text: 'economist and central bank adviser based in {city}' },
  { role: 'entrepreneur', categories: [3, 4], text: 'entrepreneur who founded a software company in {city}' },
  { role: 'scientist', categories: [5, 6], text: 'scientist leading a research institute in {city}' },
  { role: 'doctor', categories: [6, 12], text: 'physician and public-health campaigner from {city}' },
  { role: 'musician', categories: [8, 9], text: 'singer-songwriter from {city}' },
  { role: 'actor', categories: [8], text: 'actor and director born in {city}' },
  { role: 'writer', categories: [9, 12], text: 'novelist and columnist living in {city}' },
  { role: 'meteorologist', categories: [11, 10], text: 'meteorologist and television forecaster in {city}' },
] as const;

export const SPORT_POSITIONS: Record<number, string[]> = {
  1: ['forward', 'midfielder', 'goalkeeper', 'defender'],
  2: ['point guard', 'center', 'shooting guard', 'forward'],
  6: ['quarterback', 'wide receiver', 'linebacker', 'running back'],
};

export interface CompetitionSeed {
  id: number;
  name: string;
  sportType: number;
  country: string;
  lang: Lang;
}

export const COMPETITIONS: CompetitionSeed[] = [
  { id: 101, name: 'Atlantic Premier League', sportType: 1, country: 'GB', lang: 'en' },
  { id: 102, name: 'Liga del Sol', sportType: 1, country: 'ES', lang: 'es' },
  { id: 103, name: 'Campeonato da Serra', sportType: 1, country: 'BR', lang: 'pt' },
  { id: 201, name: 'Continental Basketball Association', sportType: 2, country: 'US', lang: 'en' },
  { id: 202, name: 'Liga Ibérica de Baloncesto', sportType: 2, country: 'ES', lang: 'es' },
  { id: 601, name: 'National Gridiron League', sportType: 6, country: 'US', lang: 'en' },
];

export const MASCOTS: Record<number, string[]> = {
  1: [
    'United',
    'Rovers',
    'Athletic',
    'Wanderers',
    'City',
    'Albion',
    'Sporting',
    'Rangers',
    'Harriers',
    'Villa',
  ],
  2: ['Comets', 'Falcons', 'Tides', 'Miners', 'Knights', 'Hornets', 'Stags', 'Pilots', 'Owls', 'Foxes'],
  6: [
    'Ironclads',
    'Stallions',
    'Thunder',
    'Mariners',
    'Bison',
    'Raptors',
    'Lumberjacks',
    'Sentinels',
    'Coyotes',
    'Vikings',
  ],
};

export const EXTRA_TOPICS = [
  'Soccer',
  'Basketball',
  'American football',
  'Energy',
  'Education',
  'Electric vehicles',
];

export const PARAGRAPHS: Record<Lang, string[]> = {
  en: [
    'Officials in {city} confirmed the details on {weekday}, adding that further updates would follow as the situation develops.',
    '"We have been preparing for this for a long time," {person} told reporters. "The next {n} days will show whether it works."',
    'The announcement follows months of debate. Critics argue the plan moves too quickly, while supporters say it is overdue.',
    'According to figures released this week, the change affects roughly {n} thousand people across the region.',
    'Local businesses in {city} said they were cautiously optimistic, although several asked for clearer guidance.',
    'Experts consulted by {provider} noted that similar measures elsewhere took about {n} months to show results.',
    'The story is developing; {provider} will update this article as new information becomes available.',
  ],
  es: [
    'Las autoridades de {city} confirmaron los detalles el {weekdayEs} y añadieron que habrá más novedades en los próximos días.',
    '"Llevamos mucho tiempo preparándonos para esto", dijo {person} a los periodistas. "Los próximos {n} días dirán si funciona".',
    'El anuncio llega tras meses de debate. Los críticos creen que el plan avanza demasiado rápido; sus defensores, que llega tarde.',
    'Según las cifras publicadas esta semana, el cambio afecta a unas {n} mil personas en toda la región.',
    'Los comercios de {city} se mostraron prudentemente optimistas, aunque varios pidieron instrucciones más claras.',
    'Los expertos consultados por {provider} señalaron que medidas similares tardaron unos {n} meses en dar resultados.',
    'La noticia está en desarrollo; {provider} actualizará este artículo a medida que haya más información.',
  ],
  pt: [
    'As autoridades de {city} confirmaram os detalhes na {weekdayPt} e disseram que haverá novas informações nos próximos dias.',
    '"Estamos nos preparando para isso há muito tempo", disse {person} aos jornalistas. "Os próximos {n} dias vão mostrar se funciona."',
    'O anúncio vem depois de meses de debate. Críticos dizem que o plano avança rápido demais; apoiadores, que já estava atrasado.',
    'Segundo números divulgados nesta semana, a mudança atinge cerca de {n} mil pessoas em toda a região.',
    'Comerciantes de {city} se disseram cautelosamente otimistas, embora vários tenham pedido orientações mais claras.',
    'Especialistas ouvidos pelo {provider} lembraram que medidas parecidas levaram cerca de {n} meses para dar resultado.',
    'A notícia está em atualização; o {provider} vai atualizar este texto assim que houver novas informações.',
  ],
};

export const SUBHEADINGS: Record<Lang, string[]> = {
  en: ['What happens next', 'Why it matters', 'The background'],
  es: ['Qué pasará ahora', 'Por qué importa', 'El contexto'],
  pt: ['O que acontece agora', 'Por que importa', 'O contexto'],
};

export const WEEKDAYS: Record<Lang, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  pt: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
};

export const ORDINALS: Record<Lang, string[]> = {
  en: ['second', 'third', 'fourth', 'fifth'],
  es: ['segundo', 'tercer', 'cuarto', 'quinto'],
  pt: ['segundo', 'terceiro', 'quarto', 'quinto'],
};

export const COMIC_CAPTIONS: Record<Lang, string[]> = {
  en: [
    'Monday again?',
    'I had a plan. Then lunch happened.',
    'The meeting could have been a nap.',
    'Is it weekend yet?',
    'Nobody told me about the rain.',
    'I am not lost, I am exploring.',
    'Coffee first, questions later.',
    'Look! A perfectly good box.',
  ],
  es: [
    '¿Otra vez lunes?',
    'Tenía un plan. Luego llegó el almuerzo.',
    'La reunión podría haber sido una siesta.',
    '¿Ya es fin de semana?',
    'Nadie me avisó de la lluvia.',
    'No estoy perdido, estoy explorando.',
    'Primero el café, luego las preguntas.',
    '¡Mira! Una caja perfecta.',
  ],
  pt: [
    'Segunda-feira de novo?',
    'Eu tinha um plano. Aí veio o almoço.',
    'A reunião podia ter sido uma soneca.',
    'Já é fim de semana?',
    'Ninguém me avisou da chuva.',
    'Não estou perdido, estou explorando.',
    'Primeiro o café, depois as perguntas.',
    'Olha! Uma caixa perfeita.',
  ],
};
