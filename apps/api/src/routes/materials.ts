import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

export async function materialRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
