/** GET /api/system/version and GET /api/calculators (the engine registry as data). */
import { calculators, describeCalculator } from '@optics-toolbox/optics-engine';
import type { FastifyInstance } from 'fastify';
import { API_VERSION, APP_VERSION } from '../context.js';

const inputSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    name: { type: 'string' },
    label: { type: 'string' },
    kind: { type: 'string' },
    unit: { type: 'string' },
    min: { type: 'number' },
    max: { type: 'number' },
    step: { type: 'number' },
    options: { type: 'array', items: { type: 'string' } },
  },
};

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/system/version',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { app: { type: 'string' }, api: { type: 'string' } },
            required: ['app', 'api'],
          },
        },
      },
    },
    async () => ({ app: APP_VERSION, api: API_VERSION }),
  );

  const described = JSON.stringify(calculators.map(describeCalculator));
  app.get(
    '/api/calculators',
    {
      schema: {
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: true,
              properties: {
                id: { type: 'string' },
                title: { type: 'string' },
                category: { type: 'string' },
                route: { type: 'string' },
                inputs: { type: 'array', items: inputSchema },
                outputs: { type: 'array', items: { type: 'object', additionalProperties: true } },
              },
              required: ['id', 'title', 'category', 'route', 'inputs', 'outputs'],
            },
          },
        },
      },
    },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(described),
  );
}
