import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

const writeKinds = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** A raw statement is a read when it starts with SELECT; anything else (WITH, DO, COPY …) may write. */
function isWrite(node: RootOperationNode): boolean {
  if (writeKinds.has(node.kind)) return true;
  if (node.kind !== 'RawNode') return false;
  return !/^\s*select\b/i.test(node.sqlFragments[0] ?? '');
}

/**
 * Counts the statements that may write, as they start and as they finish. The session cache
 * (decision 026) asks it whether anything could have changed since it last caught up with the
 * database's change notifications; reads alone never make it wait.
 */
export class WriteWatch implements KyselyPlugin {
  /** Grows at every start and end of a possible write. */
  count = 0;
  /** Every statement run, reads too: tests see from it whether an answer needed the database. */
  statements = 0;
  readonly #running = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.statements++;
    if (isWrite(node)) {
      this.#running.add(queryId);
      this.count++;
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // Counted again at the end: an autocommitted statement is committed only now.
    if (this.#running.delete(queryId)) this.count++;
    return result;
  }

  /** For writes the plugin cannot see end (a transaction's commit): the request that ran them says it is done. */
  touch(): void {
    this.count++;
  }
}
