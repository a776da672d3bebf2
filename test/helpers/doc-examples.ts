import {readFileSync} from 'node:fs'
import {join, relative} from 'node:path'

import ts from 'typescript'
import {sourceFiles} from './source-files.js'

/** One line of code of an `@example`, with the value its `// result` comment gives, when it gives one. */
export interface DocExample {
  file: string
  line: number
  code: string
  result?: string
}

const EXPORT = /^export (?:declare )?(?:async )?(?:function\*?|const|let|class|enum) (\w+)/gm
const TYPE_EXPORT = /^export (?:interface|type) (\w+)/gm

/** Names a few examples use from Node itself. */
const NODE_EXPORTS: Record<string, string> = {join: 'node:path', readFileSync: 'node:fs', writeFileSync: 'node:fs'}

/** Splits `code // result` at the first `//` outside a string that follows a space. */
export function splitResult(text: string): {code: string; result?: string} {
  let quote: string | undefined
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = undefined
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if (text.startsWith('//', index) && /\s/.test(text[index - 1] ?? '')) {
      return {code: text.slice(0, index).trim(), result: text.slice(index + 2).trim()}
    }
  }
  return {code: text.trim()}
}

/**
 * Every `@example` of a source file: the text after the tag, then the comment lines below it that are indented
 * (more code) or start with `//` (the result of the line above), up to the end of the comment or a blank line.
 */
export function examplesIn(file: string, text: string): DocExample[] {
  const lines = text.split('\n')
  const found: DocExample[] = []
  for (const [index, line] of lines.entries()) {
    const tag = line.indexOf('@example')
    if (tag < 0) continue
    const first = line
      .slice(tag + '@example'.length)
      .replace(/\*\/\s*$/, '')
      .trim()
    const block = first ? [{text: first, line: index + 1}] : []
    if (!line.includes('*/')) {
      for (const [offset, next] of lines.slice(index + 1).entries()) {
        const body = /^\s*\*(?!\/)(\s*)(.*)$/.exec(next)
        if (!body || !body[2]!.trim() || body[2]!.startsWith('@')) break
        if (!body[2]!.startsWith('//') && body[1]!.length < 2 && block.length > 0) break
        block.push({text: body[2]!.trim(), line: index + 2 + offset})
      }
    }
    for (const part of block) {
      if (part.text.startsWith('//')) {
        const previous = found.at(-1)
        if (previous && previous.result === undefined) previous.result = part.text.slice(2).trim()
        continue
      }
      found.push({file, line: part.line, ...splitResult(part.text)})
    }
  }
  return found
}

/** Every exported value of src/, by name: the module that exports it (the first when several do). */
function exportIndex(root: string, files: string[], exports: RegExp, index = new Map<string, string>()): Map<string, string> {
  for (const file of files) {
    for (const [, name] of readFileSync(join(root, file), 'utf8').matchAll(exports)) if (!index.has(name!)) index.set(name!, file)
  }
  return index
}

/**
 * The names an example uses and does not declare itself (the names of its properties and members aside): values,
 * the types it names, and the shorthand properties (`{secret, body}`), which are always the reader's own values.
 */
export function namesUsed(code: string): {values: string[]; types: string[]; shorthands: string[]} {
  const source = ts.createSourceFile('example.ts', `async function example() {\n${code}\n}`, ts.ScriptTarget.ES2022, true)
  const declared = new Set<string>(['example'])
  const used = new Set<string>()
  const types = new Set<string>()
  const shorthands = new Set<string>()
  const visit = (node: ts.Node) => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name)) {
      declared.add(node.name.text)
    }
    if (ts.isIdentifier(node)) {
      const parent = node.parent
      const isMember =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node)
      if (ts.isTypeReferenceNode(parent)) types.add(node.text)
      else if (ts.isShorthandPropertyAssignment(parent)) shorthands.add(node.text)
      else if (!isMember && node.text) used.add(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  const undeclared = (names: Set<string>) => [...names].filter((name) => !declared.has(name))
  return {values: undeclared(used).filter((name) => !shorthands.has(name)), types: undeclared(types), shorthands: undeclared(shorthands)}
}

/** Whether the example calls `name` (or makes one with `new`, or tags a template with it). */
function calls(code: string, name: string): boolean {
  return new RegExp(`(?<![.\\w$])${name.replace('$', '\\$')}\\s*[(\`]|new ${name}\\b`).test(code)
}

/**
 * Where each name of an example comes from: its own file's exports first, then, for a name it calls or a
 * CONSTANT, any module of src/ that exports it; else a global; else an input the reader supplies (`deposit`,
 * `banks`), unless the example calls it. A lower-case value is the reader's even where some module exports the
 * same name (the word catalog exports `banks`).
 */
export function scopeOf(example: DocExample, own: Set<string>, index: Map<string, string>, typeIndex: Map<string, string>) {
  const {values, types, shorthands} = namesUsed(example.code)
  const modules = new Map<string, string[]>()
  const inputs = [...shorthands]
  const unknownCalls: string[] = []
  for (const name of values) {
    const imported = calls(example.code, name) || /^[A-Z][A-Z0-9_]*$/.test(name)
    const module = own.has(name) ? example.file : imported ? index.get(name) : undefined
    if (module) modules.set(module, [...(modules.get(module) ?? []), name])
    else if (name in globalThis) continue
    else if (calls(example.code, name)) unknownCalls.push(name)
    else inputs.push(name)
  }
  const typeModules = types.flatMap((name) => (typeIndex.has(name) ? [[name, typeIndex.get(name)!] as const] : []))
  return {modules, typeModules, inputs, unknownCalls}
}

function specifier(module: string): string {
  return module.startsWith('node:') ? module : `./${module.replace(/\.tsx?$/, '.js')}`
}

export interface CheckedExamples {
  examples: DocExample[]
  /** Per example (by position in `examples`): the modules its names come from, and its inputs (names nothing exports). */
  scopes: Array<{modules: Map<string, string[]>; inputs: string[]}>
  problems: string[]
}

/** Parsed once per process: the files of src/ and the libraries do not change while the tests run. */
const parsed = new Map<string, ts.SourceFile | undefined>()

/**
 * Type-checks every `@example` of src/ with the TypeScript compiler, in process: each in a function of its own in
 * one generated file, its names imported from the modules that export them and its inputs typed \`any\`.
 */
export function checkExamples(root: string): CheckedExamples {
  const files = sourceFiles(root)
  const index = exportIndex(root, files, EXPORT, new Map(Object.entries(NODE_EXPORTS)))
  const typeIndex = exportIndex(root, files, TYPE_EXPORT)
  const examples = files.flatMap((file) => examplesIn(file, readFileSync(join(root, file), 'utf8')))
  const generatedPath = join(root, '__doc_examples__.ts')
  const problems: string[] = []
  const imports = new Map<string, string>()
  const starts: number[] = []
  const scopes: CheckedExamples['scopes'] = []
  let line = 0
  const bodies = examples.flatMap((example) => {
    const own = new Set([...readFileSync(join(root, example.file), 'utf8').matchAll(EXPORT)].map(([, name]) => name!))
    const scope = scopeOf(example, own, index, typeIndex)
    for (const name of scope.unknownCalls) problems.push(`${example.file}:${example.line}: calls ${name}, which nothing exports`)
    scopes.push(scope)
    // An unknown call is reported above, once; typed `any` here so the compiler does not report it again.
    const parameters = [...scope.inputs, ...scope.unknownCalls].map((name) => `${name}: any`)
    const lines = [
      `export async function example${scopes.length - 1}(${parameters.join(', ')}) {`,
      ...scope.typeModules.map(([name, module]) => `  type ${name} = import('${specifier(module)}').${name};`),
      ...[...scope.modules].map(([module, names]) => {
        if (!imports.has(module)) imports.set(module, `m${imports.size}`)
        return `  const {${names.join(', ')}} = ${imports.get(module)};`
      }),
      `  ${example.code}`,
      '}',
    ]
    starts.push(line)
    line += lines.length
    return lines
  })
  const header = [...imports].map(([module, alias]) => `import * as ${alias} from '${specifier(module)}'`)
  const text = [...bodies, ...header].join('\n')

  const options: ts.CompilerOptions = {
    ...ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root).options,
    noEmit: true,
    skipLibCheck: true,
    // src/ needs only Node's types (the others come with the packages it imports); the test libraries' are not loaded.
    types: ['node'],
    noUnusedLocals: false,
    noUnusedParameters: false,
    // An input is `any`; a callback handed to it has nothing to infer its parameters from.
    noImplicitAny: false,
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (name, language, ...rest) => {
    if (name === generatedPath) return ts.createSourceFile(name, text, language)
    if (!parsed.has(name)) parsed.set(name, getSourceFile.call(host, name, language, ...rest))
    return parsed.get(name)
  }
  const fileExists = host.fileExists
  host.fileExists = (name) => name === generatedPath || fileExists.call(host, name)
  const program = ts.createProgram({rootNames: [generatedPath], options, host})
  for (const diagnostic of ts.getPreEmitDiagnostics(program, program.getSourceFile(generatedPath))) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')
    if (diagnostic.file?.fileName !== generatedPath || diagnostic.start === undefined) {
      problems.push(`${relative(root, diagnostic.file?.fileName ?? '')}: ${message}`)
      continue
    }
    const at = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
    const example = examples[starts.findLastIndex((start) => start <= at)]
    problems.push(example ? `${example.file}:${example.line}: ${message} (in \`${example.code}\`)` : message)
  }
  return {examples, scopes, problems}
}
