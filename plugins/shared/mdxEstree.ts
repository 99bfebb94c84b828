/** The program MDX expects in a node's `data.estree`: one statement, as an ES module. */
export function estreeProgram(statement: object): object {
  return {type: 'Program', sourceType: 'module', body: [statement]};
}

/** An `import`/`export` line for an MDX tree: its source text and the matching estree. */
export function mdxEsmNode(value: string, statement: object) {
  return {type: 'mdxjsEsm', value, data: {estree: estreeProgram(statement)}};
}

/** `import local from 'source';` as an MDX tree node. */
export function mdxDefaultImport(local: string, source: string) {
  return mdxEsmNode(`import ${local} from '${source}';`, {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}}],
    source: {type: 'Literal', value: source, raw: `'${source}'`},
  });
}
