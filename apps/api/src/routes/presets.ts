import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

export async function presetRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
