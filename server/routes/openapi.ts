// /openapi.json, generated from the same parameter definitions the routes parse with and the zod schemas
// the app validates with, so the document cannot drift from the implementation.
import type { FastifyInstance } from 'fastify';
import { matchOperation } from '../lib/api-path';
import { z } from 'zod';
import {
  categoryListSchema,
  categorySchema,
  comicListSchema,
  contentDetailSchema,
  contentListSchema,
  errorBodySchema,
  personSchema,
  teamSchema,
  userDataSchema,
} from '../../contract/schemas';
import type { ParamDef, ParamDefs } from '../lib/params';
import { categoryIdParam, categoryNameParam, categoryQueryParams } from './categories';
import { comicParams } from './comics';
import { CATEGORY_PREFIXES, API } from './common-params';
import { contentByIdParams, contentIdParam, contentListParams } from './content';
import { followParams } from './follow-routes';
import { personIdParam, personParams } from './persons';
import { teamIdParam, teamParams } from './teams';
import { userIdPathParam, userParams } from './users';

type Schema = z.core.$ZodType;

interface Operation {
  path: string;
  summary: string;
  query: ParamDefs;
  pathParams?: Record<string, ParamDef<unknown>>;
  response: Schema;
  noStore?: boolean;
  has404?: boolean;
  has403?: boolean;
}

const toJson = (schema: Schema) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });

export function operations(): Operation[] {
  const categoryOps = CATEGORY_PREFIXES.flatMap((prefix): Operation[] => [
    {
      path: `${prefix}/category`,
      summary: 'Category list',
      query: categoryQueryParams,
      response: categoryListSchema,
    },
    {
      path: `${prefix}/category/id/{categoryId}`,
      summary: 'Category by id',
      query: categoryQueryParams,
      pathParams: { categoryId: categoryIdParam },
      response: categorySchema,
      has404: true,
    },
    {
      path: `${prefix}/category/name/{categoryName}`,
      summary: 'Category by English name',
      query: categoryQueryParams,
      pathParams: { categoryName: categoryNameParam },
      response: categorySchema,
      has404: true,
    },
  ]);
  return [
    ...categoryOps,
    {
      path: `${API}/content/`,
      summary: 'Content list (also without the trailing slash)',
      query: contentListParams,
      response: contentListSchema,
    },
    {
      path: `${API}/content/{contentId}`,
      summary: 'Content by id, with its HTML body',
      query: contentByIdParams,
      pathParams: { contentId: contentIdParam },
      response: contentDetailSchema,
      has404: true,
    },
    {
      path: `${API}/person/{id}`,
      summary: 'Person and top article',
      query: personParams,
      pathParams: { id: personIdParam },
      response: personSchema,
      has404: true,
    },
    {
      path: `${API}/team/{id}`,
      summary: 'Team',
      query: teamParams,
      pathParams: { id: teamIdParam },
      response: teamSchema,
      has404: true,
    },
    ...(['person', 'team'] as const).flatMap((kind) =>
      (['add', 'delete'] as const).map((action): Operation => ({
        path: `${API}/${kind}/{id}/${action}`,
        summary: `${action === 'add' ? 'Follow' : 'Unfollow'} ${kind}${kind === 'team' ? ' (extension)' : ''} — idempotent`,
        query: followParams,
        pathParams: { id: kind === 'person' ? personIdParam : teamIdParam },
        response: userDataSchema,
        noStore: true,
        has404: true,
        has403: true,
      })),
    ),
    {
      path: `${API}/user/{id}`,
      summary: 'User data',
      query: userParams,
      pathParams: { id: userIdPathParam },
      response: userDataSchema,
      noStore: true,
    },
    { path: `${API}/mid/comics`, summary: 'Comics', query: comicParams, response: comicListSchema },
  ];
}

function parameter(name: string, where: 'query' | 'path', def: ParamDef<unknown>) {
  return {
    name,
    in: where,
    required: where === 'path' || def.required === true,
    description: def.description,
    schema: def.schema,
  };
}

export function buildOpenApiDocument() {
  const errorRef = { $ref: '#/components/schemas/ErrorBody' };
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: errorRef } },
  });
  const credentials = ['publisherId', 'key'].map((name) => ({
    name,
    in: 'query',
    required: false,
    description:
      'Partner credential of the public service; accepted everywhere, required when MEDIA_API_REQUIRE_KEY is set.',
    schema: { type: 'string' },
  }));
  const paths: Record<string, unknown> = {};
  const operationIds = new Set<string>();
  for (const op of operations()) {
    // The table's id; a second spelling of the same operation gets a suffix (operation ids are unique).
    const tableId = matchOperation(op.path.split('/').filter(Boolean))?.id ?? op.summary.replace(/\W+/g, '');
    const operationId = operationIds.has(tableId) ? `${tableId}SingleMediaApiSegment` : tableId;
    operationIds.add(operationId);
    // Documented without a trailing slash (the server answers both spellings).
    paths[op.path.replace(/(.)\/$/, '$1')] = {
      get: {
        operationId,
        summary: op.summary,
        description: `${op.summary}. See api-contract.md §2–3.`,
        parameters: [
          ...Object.entries(op.pathParams ?? {}).map(([name, def]) => parameter(name, 'path', def)),
          ...Object.entries(op.query).map(([name, def]) => parameter(name, 'query', def)),
          ...credentials,
        ],
        responses: {
          200: {
            description: op.noStore
              ? 'OK (Cache-Control: no-store)'
              : 'OK (Cache-Control: public, max-age=60 + ETag; private with userId)',
            content: { 'application/json': { schema: toJson(op.response) } },
          },
          400: errorResponse('Bad parameter: unknown, repeated, malformed or out of range; `param` names it'),
          401: errorResponse('Missing or wrong publisherId/key (only when the server requires them)'),
          ...(op.has403
            ? {
                403: errorResponse(
                  'Not the app’s own same-origin fetch with X-Gazette-Intent: follow (cross-site, prefetch, <img>, navigation)',
                ),
                405: errorResponse('HEAD (or another method) on a state-changing GET'),
              }
            : {}),
          ...(op.has404 ? { 404: errorResponse('Unknown resource') } : {}),
          429: errorResponse('Rate limited; see Retry-After'),
          500: errorResponse('Server fault'),
          503: errorResponse('Load shed; see Retry-After'),
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Gazette reference mediaApi',
      version: '1.0',
      description: [
        'The reference server of the content API contract (api-contract.md). Every operation is a GET.',
        '',
        'Identity: a reader is named by `userId` (query parameter, or the `/user/{id}` path). There is no other',
        'credential, so the user id is a bearer secret: whoever holds it reads and changes that reader’s follows.',
        'Clients must keep it private (never in links or logs); this server redacts it from its logs, and with',
        '`optOut=true` logs nothing that identifies the reader. Follow and unfollow change state and are accepted',
        'only from a same-origin fetch carrying `X-Gazette-Intent: follow` (403 otherwise; HEAD is a 405).',
        'Every operation may also answer 503 with Retry-After when the server sheds load.',
      ].join('\n'),
    },
    servers: [
      {
        url: '/',
        description: 'This server (the reference server, or the proxy in front of the public service)',
      },
    ],
    // Partner credentials are optional unless the operator requires them (MEDIA_API_REQUIRE_KEY).
    security: [{}, { publisherId: [], partnerKey: [] }],
    paths,
    components: {
      schemas: { ErrorBody: toJson(errorBodySchema) },
      securitySchemes: {
        publisherId: {
          type: 'apiKey',
          in: 'query',
          name: 'publisherId',
          description: 'Partner id of the public service.',
        },
        partnerKey: {
          type: 'apiKey',
          in: 'query',
          name: 'key',
          description: 'Partner key; never sent by the browser.',
        },
      },
    },
  };
}

export async function openApiRoutes(app: FastifyInstance) {
  const document = JSON.stringify(buildOpenApiDocument());
  app.get('/openapi.json', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=60')
      .type('application/json; charset=utf-8')
      .send(document),
  );
}
