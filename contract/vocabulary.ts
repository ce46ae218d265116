// The shared vocabulary of the content API (../docs/api-contract): one definition of every code list,
// limit and pattern that both the reader and the reference server use. Nothing here imports zod.

/** Everything under this path is the content API (guards, proxy, credentials); the rest is the reader's. */
export const API_PREFIX = '/mediaApi';
/** Category list and by id carry the segment `mediaApi` twice; everything else once (contract §1). */
export const CATEGORY_API_ROOT = `${API_PREFIX}/mediaApi/v1.0`;
export const API_ROOT = `${API_PREFIX}/v1.0`;
/** Images the server renders (story pictures, logos, comics) live under this path; nothing else does. */
export const MEDIA_ROOT = '/media/';
/**
 * Sent by the reader on a state-changing operation (follow, unfollow), marking it as the app's own fetch.
 * The server decides by Fetch Metadata (server/plugins/request-guards.ts); the header names the intent in
 * logs and for a stricter deployment.
 */
export const INTENT_HEADER = 'X-Gazette-Intent';
/** The reference server answers the three category routes under both spellings. */
export const CATEGORY_API_ROOTS = [CATEGORY_API_ROOT, API_ROOT] as const;

/** The public service's partner credentials: accepted on every operation, never checked by the schemas. */
export const CREDENTIAL_PARAMS = ['publisherId', 'key'] as const;

/** Comma-separated list parameters: at most this many entries, each at most this long. */
export const MAX_LIST_ENTRIES = 50;
export const MAX_LIST_ENTRY_LENGTH = 100;

/** An opaque user id: 1-64 characters of A-Z a-z 0-9 _ - (the app itself uses a UUID v4). */
export const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const USER_ID_RULE = '1 to 64 characters of A-Z, a-z, 0-9, _ or -';

/** Sport types of persons and teams (contract §6.2). */
export const SPORT_TYPES = { soccer: 1, basketball: 2, football: 6 } as const;
export type SportType = (typeof SPORT_TYPES)[keyof typeof SPORT_TYPES];
export const SPORT_TYPE_CODES = Object.values(SPORT_TYPES) as readonly SportType[];
export const SPORT_NAMES: Readonly<Record<SportType, string>> = {
  1: 'Soccer',
  2: 'Basketball',
  6: 'Football',
};
export function sportName(sportType: number | null | undefined): string | undefined {
  return sportType != null && sportType in SPORT_NAMES ? SPORT_NAMES[sportType as SportType] : undefined;
}

/** The six comic themes of the public service. */
export const COMIC_THEMES = ['Dilbert', 'Garfield', 'Peanuts', 'Pearls', 'Argyle', 'Tutlandia'] as const;
export type ComicTheme = (typeof COMIC_THEMES)[number];

/** The languages the service publishes in (content, category names, comics), with their own names. */
export const CONTENT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'pt', name: 'Português' },
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]['code'];
export const LANGUAGE_NAMES: Readonly<Record<ContentLanguage, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

/** Comic captions come in these languages (default en). */
export const COMIC_LANGUAGES = ['en', 'es', 'pt'] as const satisfies readonly ContentLanguage[];
export type ComicLanguage = (typeof COMIC_LANGUAGES)[number];

/** What a path id or a list entry can name. */
export const ENTITY_KINDS = ['person', 'team', 'topic', 'category', 'content'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** `media` values of the category list (contract §2, operation 1). */
export const MEDIA_TYPES = ['video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** `sortBy` values of the content list. */
export const SORT_ORDERS = ['newest'] as const;

// ISO 639-1 languages and ISO 3166-1 alpha-2 countries, so a made-up code is a 400, not an empty list.
const LANGUAGE_LIST =
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu';

const COUNTRY_LIST =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const ISO_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_LIST.split(' '));
export const ISO_COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_LIST.split(' '));
