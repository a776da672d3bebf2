import {join, relative} from 'node:path'
import {fileURLToPath} from 'node:url'

import ts from 'typescript'
import {describe, expect, it} from 'vitest'
import {sourceFiles} from '../helpers/source-files.js'

// Every error pay builds must reach the printer in the run's language (docs/thai.md): with its facts (`facts`, said
// by src/ui/words/active.ts, where src/ui cannot be imported) or with its words in both languages (`spoken`:
// inputErrorInWords, or a caller's words spread in, as services/webhooks/replay.ts's inBoth does). Found by type,
// not by text: every `new` of PayError or of a class that extends it, anywhere in src/, so an error added later is
// covered too. An error built by a helper is checked where the helper builds it: facts it passes through must be
// required there, so every caller gives them.
const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Errors that may be built of a text, not of facts the catalog says, by file and the function that builds them, with why. */
const ALLOWED: Record<string, string> = {
  'src/services/batch/runner.ts attempt': "INTERNAL: a row's unexpected error (a bug in pay), whose message is all there is to say",
  'src/cli/base-command.ts toPayError': 'INTERNAL: an unexpected error (a bug in pay or oclif), whose message is all there is to say',
  'src/sandbox/control/admin-client.ts askSandbox': "the sandbox admin API's own error, shown as given, as the service's are",
  'src/cli/language.ts speakChosenLanguage': 'a PAY_LANG pay does not speak is refused in English, the one language sure to be read',
}

/** Classes of the family that carry no words: the base command prints the result they hold, never their message. */
const WORDLESS = new Set(['OutcomeExit'])

interface Offender {
  at: string
  key: string
  why: string
}

function scan(): {offenders: Offender[]; allowedSeen: Set<string>; built: number} {
  const files = sourceFiles(ROOT).map((file) => join(ROOT, file))
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, ts.sys as never)!
  const program = ts.createProgram(files, {...config.options, noEmit: true})
  const checker = program.getTypeChecker()
  const payError = checker
    .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(join(ROOT, 'src/core/errors.ts'))!)!)
    .find((symbol) => symbol.name === 'PayError')!

  const inFamily = (type: ts.Type): boolean => {
    const target = (type as ts.TypeReference).target ?? type
    if (target.symbol === payError) return true
    if (!(target.symbol && target.symbol.flags & ts.SymbolFlags.Class)) return false
    return (checker.getBaseTypes(target as ts.InterfaceType) ?? []).some(inFamily)
  }

  const required = (type: ts.Type, name: string, at: ts.Node): boolean => {
    const property = type.getProperty(name)
    if (!property || property.flags & ts.SymbolFlags.Optional) return false
    const value = checker.getTypeOfSymbolAtLocation(property, at)
    return !(value.isUnion() ? value.types : [value]).some((part) => part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void))
  }

  const offenders: Offender[] = []
  const allowedSeen = new Set<string>()
  let built = 0
  for (const file of files) {
    const source = program.getSourceFile(file)!
    const path = relative(ROOT, file)
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node)) {
        const type = checker.getTypeAtLocation(node)
        const name = ((type as ts.TypeReference).target ?? type).symbol?.name
        if (inFamily(type) && !WORDLESS.has(name)) {
          built++
          const why = wordless(node)
          if (why) {
            const key = `${path} ${enclosingName(node)}`
            const {line} = source.getLineAndCharacterOfPosition(node.getStart())
            if (key in ALLOWED) allowedSeen.add(key)
            else offenders.push({at: `${path}:${line + 1}`, key, why: `new ${name}(…) ${why}`})
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return {offenders, allowedSeen, built}

  /**
   * Why the error built here has sentences outside the catalog, or undefined when it has none: it is made of its
   * facts (the first argument, which the catalog says), or of a text and its words in both languages (`spoken`).
   */
  function wordless(node: ts.NewExpression): string | undefined {
    const first = node.arguments?.[0]
    if (first && !(checker.getTypeAtLocation(first).flags & ts.TypeFlags.StringLike)) return undefined
    const signature = checker.getResolvedSignature(node)
    const index = signature?.parameters.findIndex((parameter) => parameter.name === 'options') ?? -1
    const options = index < 0 ? undefined : node.arguments?.[index]
    if (options && required(checker.getTypeAtLocation(options), 'spoken', options)) return undefined
    return 'is made of a text, not of its facts: the catalog must say it'
  }
}

/** The name of the function (or method, or the variable holding an arrow function) that holds the node. */
function enclosingName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) return at.name.getText()
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent)) return at.parent.name.getText()
  }
  return '(top level)'
}

describe('errors pay builds', () => {
  const {offenders, allowedSeen, built} = scan()

  it('carry their facts, or their words in both languages, or are allowed with a reason', () => {
    expect(built).toBeGreaterThan(50)
    // A sentence written beside the code is one the catalog does not hold: a handful, each with its reason.
    expect(Object.keys(ALLOWED).length).toBeLessThanOrEqual(5)
    expect(offenders.map(({at, why}) => `${at}: ${why}`)).toEqual([])
  })

  it('allow nothing that is no longer built', () => {
    expect(Object.keys(ALLOWED).filter((key) => !allowedSeen.has(key))).toEqual([])
  })
})
