/**
 * Comments point only at what the repository holds: a decision record (docs/decisions/) or a
 * file. An issue number or a section of a specification outside the repository means nothing to
 * the next reader, who has neither.
 */
const outsideReferences = [
  { pattern: /\bissues?\s+#?\d+/i, what: 'an issue number' },
  { pattern: /\bspec(?:ification)?\s+(?:section|§)\s*\d/i, what: 'a section of the specification' },
];

export const commentsCiteTheRepository = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite decision records or files, not issues or specification sections.' },
    schema: [],
    messages: {
      outside: 'This comment cites {{what}}; cite a decision record (docs/decisions/NNN-…) or a file instead.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = outsideReferences.find(({ pattern }) => pattern.test(comment.value));
          if (found) context.report({ loc: comment.loc, messageId: 'outside', data: { what: found.what } });
        }
      },
    };
  },
};

export const localRules = { rules: { 'comments-cite-the-repository': commentsCiteTheRepository } };
