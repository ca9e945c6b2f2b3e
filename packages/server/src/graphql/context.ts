import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { CaregiverActor } from '../auth/actor.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { createLoaders, type Loaders } from './loaders.js';

/** Per request: the caller (anonymous allowed: the password-reset mutations) and fresh loaders. */
export type GraphQLContext = {
  deps: AppDeps;
  actor: CaregiverActor | undefined;
  loaders: Loaders;
  /** Runs work once this request's answer has been sent (jobs/background-tasks.ts). */
  afterReply: (task: () => Promise<void>) => void;
};

export function createGraphQLContext(
  deps: AppDeps,
  actor: CaregiverActor | undefined,
  reply: FastifyReply,
): GraphQLContext {
  return {
    deps,
    actor,
    loaders: createLoaders(deps, actor),
    afterReply: (task) => deps.background.afterReply(reply, task),
  };
}

/** The caregiver calling; anonymous callers get the error code UNAUTHORIZED. */
export function callerOf(context: GraphQLContext): CaregiverActor {
  return requireCaregiverActor(context.actor);
}
