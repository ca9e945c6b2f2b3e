import { isCleanText } from '@careport/domain';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { AppError } from '../errors/app-error.js';

// Issue 15 #10 for GraphQL: no string with a control character (or, issue 42, a lone surrogate)
// reaches a resolver, whether it comes as a variable or as a literal in the document (`"\u0000"`
// is a valid GraphQL escape).
// Line breaks and tabs pass here (multi-line fields exist); each field's domain schema (cleanText())
// refuses them where a field is one line.

/** Whether some string in `value` (any JSON) holds a control character. Iterative: depth-safe. */
export function hasControlCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isCleanText(item, { multiLine: true })) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) pending.push(key, entry);
    }
  }
  return false;
}

/** A validation rule (cached with the document by Mercurius): string literals. */
export function controlCharacterRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (!isCleanText(node.value, { multiLine: true })) {
        context.reportError(
          new GraphQLError('A string holds a control character.', { nodes: [node] }),
        );
      }
    },
  };
}

/**
 * A GET request's `variables` is JSON in the query string: its escapes (`\u0000`, `\ud800`) only
 * become characters once parsed. Unparsable JSON is left to Mercurius, which refuses it.
 */
function getVariables(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || !('variables' in query)) return undefined;
  const { variables } = query;
  if (typeof variables !== 'string') return undefined;
  try {
    return JSON.parse(variables);
  } catch {
    return undefined;
  }
}

/** Variables, operation name and GET parameters, before Mercurius parses anything. */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const isClean =
      !hasControlCharacter(request.body) &&
      !hasControlCharacter(request.query) &&
      !hasControlCharacter(getVariables(request.query));
    done(isClean ? undefined : new AppError('CANNOT_DESERIALIZE_REQUEST_DATA', 400));
  });
}
